-- Hand-written: an empty alt text or SEO title means the product's name (the app puts the name in
-- where they are shown). Until now the name was copied in when they were left empty, so a rename
-- left the old name in the page's title and the pictures' alt text: a copy of the name is
-- cleared, and follows the name from now on.
UPDATE products SET imagealt = '' WHERE imagealt = name;
--> statement-breakpoint
UPDATE products SET seo_title = '' WHERE seo_title = name;

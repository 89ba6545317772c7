CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`user_id` integer,
	`user_name` text NOT NULL,
	`user_email` text NOT NULL,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text DEFAULT '' NOT NULL,
	`summary` text NOT NULL,
	`changes` text DEFAULT '{}' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_user_idx` ON `audit_log` (`user_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`email` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country` text DEFAULT '' NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`first_review_at` integer NOT NULL,
	`last_review_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customers_last_review_idx` ON `customers` (`last_review_at`);--> statement-breakpoint
CREATE INDEX `customers_name_idx` ON `customers` (`name`);--> statement-breakpoint
CREATE TABLE `email_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`verified_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "email_codes_email_lower_check" CHECK("email_codes"."email" = lower("email_codes"."email"))
);
--> statement-breakpoint
CREATE INDEX `email_codes_email_idx` ON `email_codes` (`email`,`created_at`);--> statement-breakpoint
CREATE TABLE `mail_queue` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_queue_due_idx` ON `mail_queue` (`sent_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `product_slug_history` (
	`slug` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_slug_history_product_idx` ON `product_slug_history` (`product_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`published_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "blog_posts_slug_check" CHECK("__new_blog_posts"."slug" <> '')
);
--> statement-breakpoint
INSERT INTO `__new_blog_posts`("id", "title", "slug", "description", "image", "published_at", "created_at") SELECT "id", "title", 'post-' || "id", "description", "image", "created_at", "created_at" FROM `blog_posts`;--> statement-breakpoint
DROP TABLE `blog_posts`;--> statement-breakpoint
ALTER TABLE `__new_blog_posts` RENAME TO `blog_posts`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `blog_posts_created_idx` ON `blog_posts` (`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published_at`);--> statement-breakpoint
ALTER TABLE `categories` ADD `intro` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'contact' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`country` text NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`phone` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`product_id` integer,
	`product_name` text DEFAULT '' NOT NULL,
	`quantity` text DEFAULT '' NOT NULL,
	`length` text DEFAULT '' NOT NULL,
	`handled` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "contact_messages_kind_check" CHECK("__new_contact_messages"."kind" in ('contact', 'quotation'))
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "kind", "name", "email", "country", "country_code", "phone", "subject", "message", "company", "product_id", "product_name", "quantity", "length", "handled", "created_at") SELECT "id", 'contact', "name", "email", "country", "country_code", "phone", "subject", "message", '', NULL, '', '', '', "handled", "created_at" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_handled_idx` ON `contact_messages` (`handled`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_kind_idx` ON `contact_messages` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `__new_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`country` text NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`phone` text NOT NULL,
	`rating` integer NOT NULL,
	`heading` text NOT NULL,
	`comment` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_check" CHECK("__new_reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK("__new_reviews"."status" in ('published', 'pending'))
);
--> statement-breakpoint
INSERT INTO `__new_reviews`("id", "product_id", "name", "email", "country", "country_code", "phone", "rating", "heading", "comment", "status", "verified", "created_at") SELECT "id", "product_id", "name", "email", "country", "country_code", "phone", "rating", "heading", "comment", 'published', false, "created_at" FROM `reviews`;--> statement-breakpoint
DROP TABLE `reviews`;--> statement-breakpoint
ALTER TABLE `__new_reviews` RENAME TO `reviews`;--> statement-breakpoint
CREATE INDEX `reviews_product_idx` ON `reviews` (`product_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_email_idx` ON `reviews` (`email`);--> statement-breakpoint
CREATE INDEX `reviews_rating_idx` ON `reviews` (`rating`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_idx` ON `reviews` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_name_idx` ON `products` (`name`);--> statement-breakpoint
CREATE INDEX `products_category_name_idx` ON `products` (`category_id`,`name`);--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written: rebuilding `reviews` dropped its triggers. Review figures count the published
-- reviews only (a held review waits for staff), in the same transaction as the review.
CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = NEW.product_id AND status = 'published'),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = NEW.product_id AND status = 'published'), 0)
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = OLD.product_id AND status = 'published'),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = OLD.product_id AND status = 'published'), 0)
  WHERE id = OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_update AFTER UPDATE OF rating, product_id, status ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = products.id AND status = 'published'),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = products.id AND status = 'published'), 0)
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
-- Customers: one row per reviewer e-mail, with the details of their newest review.
INSERT INTO customers (email, name, country, country_code, phone, review_count, first_review_at, last_review_at)
SELECT r.email, r.name, r.country, r.country_code, r.phone, agg.n, agg.first_at, agg.last_at
FROM (SELECT email, count(*) AS n, min(created_at) AS first_at, max(created_at) AS last_at, max(id) AS last_id
      FROM reviews GROUP BY email) agg
JOIN reviews r ON r.id = agg.last_id;
--> statement-breakpoint
CREATE TRIGGER customers_review_insert AFTER INSERT ON reviews BEGIN
  INSERT INTO customers (email, name, country, country_code, phone, review_count, first_review_at, last_review_at)
  VALUES (NEW.email, NEW.name, NEW.country, NEW.country_code, NEW.phone, 1, NEW.created_at, NEW.created_at)
  ON CONFLICT (email) DO UPDATE SET
    name = excluded.name, country = excluded.country, country_code = excluded.country_code,
    phone = excluded.phone, review_count = review_count + 1,
    last_review_at = max(last_review_at, excluded.last_review_at);
END;
--> statement-breakpoint
CREATE TRIGGER customers_review_delete AFTER DELETE ON reviews BEGIN
  DELETE FROM customers WHERE email = OLD.email
    AND NOT EXISTS (SELECT 1 FROM reviews WHERE email = OLD.email);
  UPDATE customers SET
    review_count = (SELECT count(*) FROM reviews WHERE email = OLD.email),
    first_review_at = (SELECT min(created_at) FROM reviews WHERE email = OLD.email),
    last_review_at = (SELECT max(created_at) FROM reviews WHERE email = OLD.email)
  WHERE email = OLD.email;
END;
--> statement-breakpoint
-- The catalogue's change log: which products changed, so the listing's in-process index can be
-- patched for those rows instead of rebuilt (figures_only: only the review figures changed).
CREATE TABLE catalogue_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL,
  figures_only INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_products_insert AFTER INSERT ON products BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_products_update
AFTER UPDATE OF id, category_id, subcategory_id, sub_subcategory_id, datasheet_id, created_at ON products
BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_products_figures AFTER UPDATE OF num_of_reviews, ratings ON products
BEGIN
  INSERT INTO catalogue_changes (product_id, figures_only) VALUES (NEW.id, 1);
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_products_delete AFTER DELETE ON products BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (OLD.id);
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_specs_insert AFTER INSERT ON product_specifications BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_specs_update AFTER UPDATE ON product_specifications BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (OLD.product_id);
  INSERT INTO catalogue_changes (product_id) SELECT NEW.product_id WHERE NEW.product_id <> OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_changes_specs_delete AFTER DELETE ON product_specifications BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (OLD.product_id);
END;
--> statement-breakpoint
-- A renamed specification value changes the search text (0001's trigger) and the facet titles;
-- added or removed ones change the filters: the catalogue moves.
CREATE TRIGGER catalogue_version_specifications_insert AFTER INSERT ON specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_specifications_delete AFTER DELETE ON specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;

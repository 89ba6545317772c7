-- Review figures change often (every review); they only affect the "Most Popular" and "Most
-- Rated" orders. A counter of their own lets the listing's index re-sort those two orders
-- instead of rebuilding everything after each review.
ALTER TABLE catalogue_version ADD COLUMN figures_version INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
DROP TRIGGER catalogue_version_products_update;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_products_update
AFTER UPDATE OF id, name, shortdescription, description, category_id, subcategory_id,
  sub_subcategory_id, datasheet_id, created_at ON products
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_products_figures AFTER UPDATE OF num_of_reviews, ratings ON products
BEGIN
  UPDATE catalogue_version SET figures_version = figures_version + 1 WHERE id = 1;
END;

-- A counter that moves whenever the products or their specifications change, so in-process
-- caches of the catalogue (the listing's facet index) know when to rebuild, even after writes
-- from another process.
CREATE TABLE catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER catalogue_version_products_insert AFTER INSERT ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_products_update AFTER UPDATE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_products_delete AFTER DELETE ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_specs_insert AFTER INSERT ON product_specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_specs_update AFTER UPDATE ON product_specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_specs_delete AFTER DELETE ON product_specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_specifications_update AFTER UPDATE ON specifications BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- Covers the columns the listing's in-process index reads, so building it does not read the
-- (wide) product rows.
CREATE INDEX products_catalogue_index_idx ON products (
  category_id, subcategory_id, sub_subcategory_id, datasheet_id, num_of_reviews, ratings, created_at
);

-- Rules Drizzle cannot declare: tree depth, category paths of products, derived review figures,
-- and the FTS5 search index with the triggers that keep it in sync.

-- A category sits one level below its parent (three levels at most, by the CHECK on level).
CREATE TRIGGER categories_level_insert BEFORE INSERT ON categories
WHEN NEW.parent_id IS NOT NULL
  AND NEW.level IS NOT (SELECT level + 1 FROM categories WHERE id = NEW.parent_id)
BEGIN SELECT RAISE(ABORT, 'category level must be one below its parent'); END;
--> statement-breakpoint
CREATE TRIGGER categories_level_update BEFORE UPDATE OF parent_id, level ON categories
WHEN NEW.parent_id IS NOT NULL
  AND NEW.level IS NOT (SELECT level + 1 FROM categories WHERE id = NEW.parent_id)
BEGIN SELECT RAISE(ABORT, 'category level must be one below its parent'); END;
--> statement-breakpoint

-- Specifications have two levels: groups and their values.
CREATE TRIGGER specifications_depth_insert BEFORE INSERT ON specifications
WHEN NEW.parent_id IS NOT NULL
  AND (SELECT parent_id FROM specifications WHERE id = NEW.parent_id) IS NOT NULL
BEGIN SELECT RAISE(ABORT, 'a specification value cannot have values'); END;
--> statement-breakpoint
CREATE TRIGGER specifications_depth_update BEFORE UPDATE OF parent_id ON specifications
WHEN NEW.parent_id IS NOT NULL
  AND ((SELECT parent_id FROM specifications WHERE id = NEW.parent_id) IS NOT NULL
    OR EXISTS (SELECT 1 FROM specifications WHERE parent_id = NEW.id))
BEGIN SELECT RAISE(ABORT, 'a specification value cannot have values'); END;
--> statement-breakpoint

-- A product's category, subcategory and sub-subcategory form a branch of the tree.
CREATE TRIGGER products_branch_insert BEFORE INSERT ON products
WHEN (SELECT level FROM categories WHERE id = NEW.category_id) IS NOT 1
  OR (NEW.subcategory_id IS NOT NULL
    AND (SELECT parent_id FROM categories WHERE id = NEW.subcategory_id) IS NOT NEW.category_id)
  OR (NEW.sub_subcategory_id IS NOT NULL
    AND (SELECT parent_id FROM categories WHERE id = NEW.sub_subcategory_id) IS NOT NEW.subcategory_id)
BEGIN SELECT RAISE(ABORT, 'product categories are not a branch of the category tree'); END;
--> statement-breakpoint
CREATE TRIGGER products_branch_update BEFORE UPDATE OF category_id, subcategory_id, sub_subcategory_id ON products
WHEN (SELECT level FROM categories WHERE id = NEW.category_id) IS NOT 1
  OR (NEW.subcategory_id IS NOT NULL
    AND (SELECT parent_id FROM categories WHERE id = NEW.subcategory_id) IS NOT NEW.category_id)
  OR (NEW.sub_subcategory_id IS NOT NULL AND NEW.subcategory_id IS NOT NULL
    AND (SELECT parent_id FROM categories WHERE id = NEW.sub_subcategory_id) IS NOT NEW.subcategory_id)
BEGIN SELECT RAISE(ABORT, 'product categories are not a branch of the category tree'); END;
--> statement-breakpoint

-- Review count and average rating follow the reviews, in the same transaction.
CREATE TRIGGER reviews_figures_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = NEW.product_id),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = NEW.product_id), 0)
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = OLD.product_id),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = OLD.product_id), 0)
  WHERE id = OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_figures_update AFTER UPDATE OF rating, product_id ON reviews BEGIN
  UPDATE products SET
    num_of_reviews = (SELECT count(*) FROM reviews WHERE product_id = products.id),
    ratings = coalesce((SELECT avg(rating) FROM reviews WHERE product_id = products.id), 0)
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint

-- Full-text search. The text of a product, in one place: the triggers below all read this view.
CREATE VIEW products_search_source AS
SELECT
  p.id AS id,
  p.name AS name,
  p.shortdescription AS shortdescription,
  p.description AS description,
  concat_ws(' ', c1.name, c2.name, c3.name) AS categories,
  coalesce((SELECT group_concat(v.title, ' ')
            FROM product_specifications ps JOIN specifications v ON v.id = ps.value_id
            WHERE ps.product_id = p.id), '') AS specifications
FROM products p
JOIN categories c1 ON c1.id = p.category_id
LEFT JOIN categories c2 ON c2.id = p.subcategory_id
LEFT JOIN categories c3 ON c3.id = p.sub_subcategory_id;
--> statement-breakpoint
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, shortdescription, description, categories, specifications,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
--> statement-breakpoint
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT id, name, shortdescription, description, categories, specifications
  FROM products_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_update
AFTER UPDATE OF name, shortdescription, description, category_id, subcategory_id, sub_subcategory_id ON products
BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT id, name, shortdescription, description, categories, specifications
  FROM products_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_insert AFTER INSERT ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid = NEW.product_id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT id, name, shortdescription, description, categories, specifications
  FROM products_search_source WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_update AFTER UPDATE ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid IN (OLD.product_id, NEW.product_id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT id, name, shortdescription, description, categories, specifications
  FROM products_search_source WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_delete AFTER DELETE ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.product_id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT id, name, shortdescription, description, categories, specifications
  FROM products_search_source WHERE id = OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER categories_fts_update AFTER UPDATE OF name ON categories BEGIN
  DELETE FROM products_fts WHERE rowid IN (
    SELECT id FROM products
    WHERE category_id = NEW.id OR subcategory_id = NEW.id OR sub_subcategory_id = NEW.id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT s.id, s.name, s.shortdescription, s.description, s.categories, s.specifications
  FROM products_search_source s JOIN products p ON p.id = s.id
  WHERE p.category_id = NEW.id OR p.subcategory_id = NEW.id OR p.sub_subcategory_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER specifications_fts_update AFTER UPDATE OF title ON specifications BEGIN
  DELETE FROM products_fts WHERE rowid IN (
    SELECT product_id FROM product_specifications WHERE value_id = NEW.id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications)
  SELECT s.id, s.name, s.shortdescription, s.description, s.categories, s.specifications
  FROM products_search_source s
  WHERE s.id IN (SELECT product_id FROM product_specifications WHERE value_id = NEW.id);
END;

-- The search index reads text as the trade writes it (docs/storefront.md, "How a query is read"):
-- every column goes through bel_search_text(), the one normaliser of app/utils/search-text.ts,
-- which the database connection registers (db/client.ts) and the query reader uses too. Sizes
-- keep their decimal point ("2.5mm2" is one word: tokenchars '.'), and the product's SKU is
-- searchable. The triggers are those of migration 0001, reading the same view, plus the SKU.
DROP TRIGGER products_fts_insert;
--> statement-breakpoint
DROP TRIGGER products_fts_update;
--> statement-breakpoint
DROP TRIGGER products_fts_delete;
--> statement-breakpoint
DROP TRIGGER product_specifications_fts_insert;
--> statement-breakpoint
DROP TRIGGER product_specifications_fts_update;
--> statement-breakpoint
DROP TRIGGER product_specifications_fts_delete;
--> statement-breakpoint
DROP TRIGGER categories_fts_update;
--> statement-breakpoint
DROP TRIGGER specifications_fts_update;
--> statement-breakpoint
DROP TABLE products_fts;
--> statement-breakpoint
DROP VIEW products_search_source;
--> statement-breakpoint
CREATE VIEW products_search_source AS
SELECT
  p.id AS id,
  bel_search_text(p.name) AS name,
  bel_search_text(p.shortdescription) AS shortdescription,
  bel_search_text(p.description) AS description,
  bel_search_text(concat_ws(' ', c1.name, c2.name, c3.name)) AS categories,
  bel_search_text(coalesce((SELECT group_concat(v.title, ' ')
            FROM product_specifications ps JOIN specifications v ON v.id = ps.value_id
            WHERE ps.product_id = p.id), '')) AS specifications,
  bel_search_text(p.sku) AS codes
FROM products p
JOIN categories c1 ON c1.id = p.category_id
LEFT JOIN categories c2 ON c2.id = p.subcategory_id
LEFT JOIN categories c3 ON c3.id = p.sub_subcategory_id;
--> statement-breakpoint
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, shortdescription, description, categories, specifications, codes,
  tokenize = "unicode61 remove_diacritics 2 tokenchars '.'",
  prefix = '2 3'
);
--> statement-breakpoint
-- The words of the index with how many products hold each: the vocabulary that a query's
-- words are checked against (a typo, a word written joined or apart).
CREATE VIRTUAL TABLE products_fts_terms USING fts5vocab(products_fts, 'row');
--> statement-breakpoint
CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT id, name, shortdescription, description, categories, specifications, codes
  FROM products_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_update
AFTER UPDATE OF name, shortdescription, description, sku, category_id, subcategory_id, sub_subcategory_id ON products
BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT id, name, shortdescription, description, categories, specifications, codes
  FROM products_search_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_insert AFTER INSERT ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid = NEW.product_id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT id, name, shortdescription, description, categories, specifications, codes
  FROM products_search_source WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_update AFTER UPDATE ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid IN (OLD.product_id, NEW.product_id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT id, name, shortdescription, description, categories, specifications, codes
  FROM products_search_source WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER product_specifications_fts_delete AFTER DELETE ON product_specifications BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.product_id;
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT id, name, shortdescription, description, categories, specifications, codes
  FROM products_search_source WHERE id = OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER categories_fts_update AFTER UPDATE OF name ON categories BEGIN
  DELETE FROM products_fts WHERE rowid IN (
    SELECT id FROM products
    WHERE category_id = NEW.id OR subcategory_id = NEW.id OR sub_subcategory_id = NEW.id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT s.id, s.name, s.shortdescription, s.description, s.categories, s.specifications, s.codes
  FROM products_search_source s JOIN products p ON p.id = s.id
  WHERE p.category_id = NEW.id OR p.subcategory_id = NEW.id OR p.sub_subcategory_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER specifications_fts_update AFTER UPDATE OF title ON specifications BEGIN
  DELETE FROM products_fts WHERE rowid IN (
    SELECT product_id FROM product_specifications WHERE value_id = NEW.id);
  INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
  SELECT s.id, s.name, s.shortdescription, s.description, s.categories, s.specifications, s.codes
  FROM products_search_source s
  WHERE s.id IN (SELECT product_id FROM product_specifications WHERE value_id = NEW.id);
END;
--> statement-breakpoint
INSERT INTO products_fts (rowid, name, shortdescription, description, categories, specifications, codes)
SELECT id, name, shortdescription, description, categories, specifications, codes FROM products_search_source;
--> statement-breakpoint
-- A synonym changed: the next search reads the new list, and cached pages are not served.
CREATE TRIGGER content_version_search_synonyms_insert AFTER INSERT ON search_synonyms BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_search_synonyms_update AFTER UPDATE ON search_synonyms BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_search_synonyms_delete AFTER DELETE ON search_synonyms BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;

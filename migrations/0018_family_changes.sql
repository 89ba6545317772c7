-- A product that joins or leaves a family changes the listing's cards (one per family,
-- docs/variants.md): its change of parent moves the catalogue on and goes into its change log
-- like a move to another category, so the in-process index follows it.
CREATE TRIGGER catalogue_changes_products_parent AFTER UPDATE OF parent_id ON products BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.id);
END;

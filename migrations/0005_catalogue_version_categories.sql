-- Adding or removing a category changes the catalogue too (a new top-level category is a new
-- section of the catalogue PDF, and the category menus and facets list it): move the counter
-- then as well, not only when a category is renamed or moved (0003).
CREATE TRIGGER catalogue_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;

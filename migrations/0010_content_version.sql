-- Everything a public page shows, as one more counter beside the catalogue's: the company
-- content, product pictures and slugs, categories, specifications, reviews (held ones too, as
-- approving one changes a page) and settings. The page cache of server/page-cache.js keys its
-- entries on (version, figures_version, content_version), so a page is never served stale.
ALTER TABLE catalogue_version ADD COLUMN content_version INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TRIGGER content_version_certificates_insert AFTER INSERT ON certificates BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_certificates_update AFTER UPDATE ON certificates BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_certificates_delete AFTER DELETE ON certificates BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_faq_videos_insert AFTER INSERT ON faq_videos BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_faq_videos_update AFTER UPDATE ON faq_videos BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_faq_videos_delete AFTER DELETE ON faq_videos BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_know_how_insert AFTER INSERT ON know_how BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_know_how_update AFTER UPDATE ON know_how BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_know_how_delete AFTER DELETE ON know_how BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_blog_posts_insert AFTER INSERT ON blog_posts BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_blog_posts_update AFTER UPDATE ON blog_posts BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_blog_posts_delete AFTER DELETE ON blog_posts BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_datasheets_insert AFTER INSERT ON datasheets BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_datasheets_update AFTER UPDATE ON datasheets BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_datasheets_delete AFTER DELETE ON datasheets BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_settings_insert AFTER INSERT ON settings BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_settings_update AFTER UPDATE ON settings BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_settings_delete AFTER DELETE ON settings BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_images_insert AFTER INSERT ON product_images BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_images_update AFTER UPDATE ON product_images BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_images_delete AFTER DELETE ON product_images BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_slug_history_insert AFTER INSERT ON product_slug_history BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_slug_history_update AFTER UPDATE ON product_slug_history BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_product_slug_history_delete AFTER DELETE ON product_slug_history BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_categories_insert AFTER INSERT ON categories BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_categories_update AFTER UPDATE ON categories BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_categories_delete AFTER DELETE ON categories BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_specifications_insert AFTER INSERT ON specifications BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_specifications_update AFTER UPDATE ON specifications BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_specifications_delete AFTER DELETE ON specifications BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_reviews_insert AFTER INSERT ON reviews BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_reviews_update AFTER UPDATE ON reviews BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER content_version_reviews_delete AFTER DELETE ON reviews BEGIN
  UPDATE catalogue_version SET content_version = content_version + 1 WHERE id = 1;
END;

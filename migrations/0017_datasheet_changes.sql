-- The time specification groups and values, and certificates, last changed: the generated
-- datasheet's Last-Modified is the latest change of what it shows (docs/variants.md). Kept by
-- triggers so that every write moves it, from any process; rows already there take the time
-- they were made.
ALTER TABLE `certificates` ADD `changed_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `specifications` ADD `changed_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE certificates SET changed_at = created_at;--> statement-breakpoint
UPDATE specifications SET changed_at = created_at;--> statement-breakpoint
CREATE TRIGGER specifications_changed_insert AFTER INSERT ON specifications WHEN NEW.changed_at = 0 BEGIN
  UPDATE specifications SET changed_at = NEW.created_at WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER specifications_changed_update AFTER UPDATE OF title, slug, parent_id, position ON specifications BEGIN
  UPDATE specifications SET changed_at = max(cast(unixepoch('subsec') * 1000 as integer), OLD.changed_at + 1)
  WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER certificates_changed_insert AFTER INSERT ON certificates WHEN NEW.changed_at = 0 BEGIN
  UPDATE certificates SET changed_at = NEW.created_at WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER certificates_changed_update AFTER UPDATE OF name, title, description, image, file, url, position ON certificates BEGIN
  UPDATE certificates SET changed_at = max(cast(unixepoch('subsec') * 1000 as integer), OLD.changed_at + 1)
  WHERE id = NEW.id;
END;

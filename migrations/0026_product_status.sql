CREATE TABLE `product_bin` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`sku` text,
	`snapshot` text NOT NULL,
	`files` text DEFAULT '[]' NOT NULL,
	`deleted_by` integer,
	`deleted_by_name` text DEFAULT '' NOT NULL,
	`deleted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_bin_slug_unique` ON `product_bin` (`slug`);--> statement-breakpoint
CREATE INDEX `product_bin_deleted_idx` ON `product_bin` (`deleted_at`);--> statement-breakpoint
CREATE TABLE `product_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`number` integer NOT NULL,
	`snapshot` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`user_id` integer,
	`user_name` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_versions_number_unique` ON `product_versions` (`product_id`,`number`);--> statement-breakpoint
CREATE INDEX `product_versions_created_idx` ON `product_versions` (`created_at`);--> statement-breakpoint
-- Status and schedule (docs/admin.md, Status): added in place, as 0016 and 0019 added theirs. A
-- rebuilt table would lose the triggers and indexes of the hand-written migrations. What existed
-- before is Published.
ALTER TABLE `products` ADD `status` text DEFAULT 'published' NOT NULL CONSTRAINT "products_status_check" CHECK(`status` in ('draft', 'published', 'archived'));--> statement-breakpoint
ALTER TABLE `products` ADD `publish_at` integer;--> statement-breakpoint
CREATE INDEX `products_status_idx` ON `products` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_publish_at_idx` ON `products` (`publish_at`) WHERE "products"."publish_at" is not null;--> statement-breakpoint
-- A change of status moves a product in or out of what visitors see: the listing's index follows
-- it through the change log like a move (catalogue-index.server.ts); a family's variants are
-- shown only while their parent is Published, so they follow their parent's change too.
CREATE TRIGGER catalogue_changes_products_status AFTER UPDATE OF status ON products BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (NEW.id);
  INSERT INTO catalogue_changes (product_id) SELECT id FROM products WHERE parent_id = NEW.id;
END;

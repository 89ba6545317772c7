-- The certificates that apply to a product, and the revision of its generated datasheet
-- (docs/variants.md, Generated datasheets). Until staff choose, a product lists no certificate:
-- before this, every datasheet listed all of them, which claimed approvals a product has not.
CREATE TABLE `datasheet_revisions` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`revision` integer NOT NULL,
	`revised_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_certificates` (
	`product_id` integer NOT NULL,
	`certificate_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `certificate_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`certificate_id`) REFERENCES `certificates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_certificates_certificate_idx` ON `product_certificates` (`certificate_id`);
--> statement-breakpoint
-- A variant has its family's certificates, never rows of its own (the model gives the message).
CREATE TRIGGER product_certificates_not_variant BEFORE INSERT ON product_certificates
WHEN (SELECT parent_id FROM products WHERE id = NEW.product_id) IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'a variant has its family''s certificates, not its own');
END;
--> statement-breakpoint
-- A product that joins a family takes the family's: its own rows go.
CREATE TRIGGER product_certificates_join_family AFTER UPDATE OF parent_id ON products
WHEN NEW.parent_id IS NOT NULL BEGIN
  DELETE FROM product_certificates WHERE product_id = NEW.id;
END;
--> statement-breakpoint
-- What a product page and a datasheet show changed: the catalogue moves on (the page cache, the
-- built datasheets), from any process.
CREATE TRIGGER catalogue_version_product_certificates_insert AFTER INSERT ON product_certificates BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER catalogue_version_product_certificates_delete AFTER DELETE ON product_certificates BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
END;

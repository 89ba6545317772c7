-- Hand-written (drizzle-kit would rebuild the table and lose its triggers): products gain a SKU,
-- unique when given, and a parent. A variant is a full product of its own linked to its parent
-- (docs/variants.md); a parent is never itself a variant, and a product with variants cannot
-- become one; deleting a parent is refused while it has variants (the foreign key's RESTRICT).
ALTER TABLE `products` ADD `sku` text CONSTRAINT "products_sku_check" CHECK(`sku` is null or `sku` <> '');
--> statement-breakpoint
ALTER TABLE `products` ADD `parent_id` integer CONSTRAINT "products_parent_fk" REFERENCES `products`(`id`) ON DELETE restrict CONSTRAINT "products_parent_check" CHECK(`parent_id` is null or `parent_id` <> `id`);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_sku_unique` ON `products` (`sku`);
--> statement-breakpoint
CREATE INDEX `products_parent_idx` ON `products` (`parent_id`);
--> statement-breakpoint
CREATE TRIGGER products_parent_insert BEFORE INSERT ON products WHEN NEW.parent_id IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'A variant cannot be the parent of a variant')
  WHERE (SELECT parent_id FROM products WHERE id = NEW.parent_id) IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER products_parent_update BEFORE UPDATE OF parent_id ON products WHEN NEW.parent_id IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'A variant cannot be the parent of a variant')
  WHERE (SELECT parent_id FROM products WHERE id = NEW.parent_id) IS NOT NULL
     OR EXISTS (SELECT 1 FROM products WHERE parent_id = NEW.id);
END;

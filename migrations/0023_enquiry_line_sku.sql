-- An enquiry line keeps the product's SKU as it was when the basket was sent, and, for a product
-- sold by the pack, the pack's kind (its length in length_m): docs/quotes.md, How a product is sold.
ALTER TABLE `enquiry_lines` ADD `sku` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiry_lines` ADD `pack` text DEFAULT '' NOT NULL;

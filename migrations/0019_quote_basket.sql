-- Hand-written where it alters contact_messages (drizzle-kit would rebuild the table, and its copy
-- would read columns the old table lacks): an enquiry sent from the quote basket keeps its lines in
-- enquiry_lines; every message gains the status and assignee of the sales workflow (docs/quotes.md).
CREATE TABLE `enquiry_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`product_id` integer,
	`product_name` text NOT NULL,
	`product_slug` text NOT NULL,
	`quantity` integer NOT NULL,
	`length_m` integer,
	`drum` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "enquiry_lines_quantity_check" CHECK("enquiry_lines"."quantity" between 1 and 9999)
);
--> statement-breakpoint
CREATE INDEX `enquiry_lines_message_idx` ON `enquiry_lines` (`message_id`,`position`);--> statement-breakpoint
CREATE INDEX `enquiry_lines_product_idx` ON `enquiry_lines` (`product_id`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `status` text DEFAULT 'new' NOT NULL CONSTRAINT "contact_messages_status_check" CHECK(`status` in ('new', 'in_progress', 'quoted', 'won', 'lost'));
--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `assignee_id` integer CONSTRAINT "contact_messages_assignee_fk" REFERENCES `users`(`id`) ON DELETE set null;
--> statement-breakpoint
CREATE INDEX `contact_messages_status_idx` ON `contact_messages` (`status`,`created_at`);

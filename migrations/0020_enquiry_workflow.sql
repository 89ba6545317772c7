-- Staff notes on enquiries, and the index of the Messages list's assignee filter (docs/quotes.md,
-- Enquiry workflow).
CREATE TABLE `enquiry_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`author_id` integer,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `contact_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "enquiry_notes_body_check" CHECK(length("enquiry_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE INDEX `enquiry_notes_message_idx` ON `enquiry_notes` (`message_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_assignee_idx` ON `contact_messages` (`assignee_id`,`created_at`);
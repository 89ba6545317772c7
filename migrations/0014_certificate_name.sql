ALTER TABLE `certificates` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: certificates kept only a title until now (a name sent was stored as the title),
-- so the certificates already there are named by their title.
UPDATE certificates SET name = title WHERE name = '';

-- The indexes of the handled rule (a contact message by its flag, an enquiry by its status) and of
-- one record's audit history, read for an enquiry's status history (docs/quotes.md, Handled and
-- Status history).
CREATE INDEX `audit_log_record_idx` ON `audit_log` (`entity`,`entity_id`,`at`);--> statement-breakpoint
CREATE INDEX `contact_messages_kind_handled_idx` ON `contact_messages` (`kind`,`handled`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_kind_status_idx` ON `contact_messages` (`kind`,`status`,`created_at`);
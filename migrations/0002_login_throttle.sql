CREATE TABLE `login_throttle` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_throttle_key_idx` ON `login_throttle` (`scope`,`key`,`at`);--> statement-breakpoint
CREATE INDEX `login_throttle_at_idx` ON `login_throttle` (`at`);
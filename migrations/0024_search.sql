CREATE TABLE `search_counts` (
	`day` text NOT NULL,
	`query` text NOT NULL,
	`results` integer NOT NULL,
	`searches` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`day`, `query`)
);
--> statement-breakpoint
CREATE INDEX `search_counts_zero_idx` ON `search_counts` (`results`,`day`);--> statement-breakpoint
CREATE TABLE `search_synonyms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`root` text DEFAULT '' NOT NULL,
	`terms` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "search_synonyms_kind_check" CHECK("search_synonyms"."kind" in ('equivalent', 'one-way')),
	CONSTRAINT "search_synonyms_root_check" CHECK(("search_synonyms"."kind" = 'one-way') = (length(trim("search_synonyms"."root")) > 0)),
	CONSTRAINT "search_synonyms_terms_check" CHECK(length("search_synonyms"."terms") between 1 and 2000)
);

ALTER TABLE `blog_posts` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `blog_posts_position_idx` ON `blog_posts` (`position`);--> statement-breakpoint
-- Hand-written: staff order the blog by hand from now on. The posts already there keep the
-- order the blog showed until now: the latest publication date first (ties: the newest row).
UPDATE blog_posts SET position = ranked.n
FROM (SELECT id, row_number() OVER (ORDER BY published_at DESC, id DESC) - 1 AS n FROM blog_posts) AS ranked
WHERE blog_posts.id = ranked.id;

CREATE TABLE `community_reports` (
	`post_id` integer NOT NULL,
	`reporter_user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`post_id`, `reporter_user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reporter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `community_reports_reporter` ON `community_reports` (`reporter_user_id`);
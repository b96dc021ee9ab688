CREATE TABLE `community_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`author_user_id` integer NOT NULL,
	`text` text NOT NULL,
	`is_correct` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `community_comments_post` ON `community_comments` (`post_id`,`id`);--> statement-breakpoint
CREATE TABLE `community_friendships` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_user_id` integer NOT NULL,
	`receiver_user_id` integer NOT NULL,
	`pair_key` text NOT NULL,
	`status` text NOT NULL,
	`created_at` text NOT NULL,
	`responded_at` text,
	FOREIGN KEY (`sender_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`receiver_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_friendships_pair` ON `community_friendships` (`pair_key`);--> statement-breakpoint
CREATE INDEX `community_friendships_receiver` ON `community_friendships` (`receiver_user_id`,`status`);--> statement-breakpoint
CREATE INDEX `community_friendships_sender` ON `community_friendships` (`sender_user_id`,`status`);--> statement-breakpoint
CREATE TABLE `community_likes` (
	`target` text NOT NULL,
	`target_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`target`, `target_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_user_id` integer NOT NULL,
	`type` text NOT NULL,
	`text` text NOT NULL,
	`scope` text NOT NULL,
	`classroom_id` integer,
	`school_id` integer,
	`course_id` integer,
	`region` text,
	`celebration_type` text,
	`celebration_id` integer,
	`submission_id` integer,
	`submission_type_id` integer,
	`hidden_at` text,
	`hidden_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`school_id`) REFERENCES `schools`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`submission_id`) REFERENCES `project_submissions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `community_posts_author` ON `community_posts` (`author_user_id`,`id`);--> statement-breakpoint
CREATE INDEX `community_posts_classroom` ON `community_posts` (`classroom_id`,`id`);--> statement-breakpoint
CREATE INDEX `community_posts_school` ON `community_posts` (`school_id`,`id`);--> statement-breakpoint
CREATE TABLE `community_settings` (
	`scope` text NOT NULL,
	`owner_id` integer NOT NULL,
	`enabled` integer NOT NULL,
	`updated_by` integer NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`scope`, `owner_id`)
);

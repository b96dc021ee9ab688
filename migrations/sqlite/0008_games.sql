CREATE TABLE `game_plays` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`stone_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`deck` text NOT NULL,
	`matched` text NOT NULL,
	`moves` integer DEFAULT 0 NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stone_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_plays_student_stage` ON `game_plays` (`student_profile_id`,`stage`);
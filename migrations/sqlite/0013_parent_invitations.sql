CREATE TABLE `parent_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`parent_user_id` integer,
	`accepted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parent_invitations_child_target` ON `parent_invitations` (`student_profile_id`,`target`);--> statement-breakpoint
CREATE INDEX `parent_invitations_token` ON `parent_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `parent_invitations_parent` ON `parent_invitations` (`parent_user_id`);
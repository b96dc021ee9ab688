CREATE TABLE `teacher_projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`teacher_profile_id` integer NOT NULL,
	`project_name` text NOT NULL,
	`code` text,
	`python_code` text,
	`js_code` text,
	`html_code` text,
	`css_code` text,
	`thumb_uri` text,
	`img_uri` text,
	`lesson_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`teacher_profile_id`) REFERENCES `teacher_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `teacher_projects_teacher` ON `teacher_projects` (`teacher_profile_id`,`updated_at`);
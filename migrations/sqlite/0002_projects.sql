CREATE TABLE `project_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`type` text NOT NULL,
	`status` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`project_name` text NOT NULL,
	`code` text,
	`python_code` text,
	`js_code` text,
	`html_code` text,
	`css_code` text,
	`thumb_uri` text,
	`img_uri` text,
	`course_id` integer,
	`lesson_id` integer,
	`lesson_project_template_id` integer,
	`is_graduation_project` integer DEFAULT false NOT NULL,
	`comment` text,
	`points` integer,
	`reviewed_by` integer,
	`submitted_at` text,
	`resubmitted_at` text,
	`reviewed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lesson_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`reviewed_by`) REFERENCES `teacher_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `project_submissions_student` ON `project_submissions` (`student_profile_id`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `project_submissions_status` ON `project_submissions` (`status`,`student_profile_id`);
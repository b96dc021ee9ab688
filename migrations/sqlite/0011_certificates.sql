CREATE TABLE `certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`student_profile_id` integer,
	`teacher_profile_id` integer,
	`holder` text NOT NULL,
	`course_id` integer NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`code` text NOT NULL,
	`issued_by_user_id` integer NOT NULL,
	`issued_at` text NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`teacher_profile_id`) REFERENCES `teacher_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`issued_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_holder_course` ON `certificates` (`holder`,`course_id`);--> statement-breakpoint
CREATE INDEX `certificates_student` ON `certificates` (`student_profile_id`);
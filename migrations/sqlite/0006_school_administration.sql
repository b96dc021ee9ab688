CREATE TABLE `classroom_schedules` (
	`classroom_id` integer NOT NULL,
	`day` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	PRIMARY KEY(`classroom_id`, `day`),
	FOREIGN KEY (`classroom_id`) REFERENCES `classrooms`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `classrooms` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `classrooms` ADD `picture_sign_in` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `classrooms` ADD `sign_in_code` text;--> statement-breakpoint
CREATE UNIQUE INDEX `classrooms_sign_in_code` ON `classrooms` (`sign_in_code`);--> statement-breakpoint
ALTER TABLE `student_profiles` ADD `picture_password` text;--> statement-breakpoint
ALTER TABLE `teacher_profiles` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `teacher_profiles` ADD `b12_email` text;
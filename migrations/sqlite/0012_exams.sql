CREATE TABLE `exam_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`exam_id` integer NOT NULL,
	`question_ids` text NOT NULL,
	`started_at` text NOT NULL,
	`deadline_at` text NOT NULL,
	`submitted_at` text,
	`answers` text,
	`score` integer,
	`max_score` integer NOT NULL,
	`rate` integer,
	`passed` integer,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `exam_attempts_student_exam` ON `exam_attempts` (`student_profile_id`,`exam_id`);--> statement-breakpoint
CREATE TABLE `exam_candidates` (
	`student_profile_id` integer PRIMARY KEY NOT NULL,
	`first_name` text NOT NULL,
	`middle_name` text DEFAULT '' NOT NULL,
	`last_name` text NOT NULL,
	`city` text NOT NULL,
	`country` text,
	`date_of_birth` text NOT NULL,
	`language` text NOT NULL,
	`phone_number` text NOT NULL,
	`parent_email` text NOT NULL,
	`submitted_at` text NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `exam_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`exam_id` integer NOT NULL,
	`eligibility_id` text NOT NULL,
	`registered_at` text NOT NULL,
	`window_ends_at` text NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exam_registrations_student_exam` ON `exam_registrations` (`student_profile_id`,`exam_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `exam_registrations_eligibility` ON `exam_registrations` (`eligibility_id`);
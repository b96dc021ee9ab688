CREATE TABLE `awards` (
	`student_profile_id` integer NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`student_profile_id`, `kind`, `key`),
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `change_log` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`data` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `change_log_user_seq` ON `change_log` (`user_id`,`seq`);--> statement-breakpoint
CREATE TABLE `course_content_versions` (
	`course_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`user_id` integer NOT NULL,
	`key` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer NOT NULL,
	`response` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `lesson_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`stone_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`kind` text DEFAULT 'lesson' NOT NULL,
	`score` integer NOT NULL,
	`max_score` integer NOT NULL,
	`points_awarded` integer NOT NULL,
	`answered_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stone_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lesson_submissions_student_stone` ON `lesson_submissions` (`student_profile_id`,`stone_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`data` text NOT NULL,
	`seen_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notifications_user` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `point_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`source` text NOT NULL,
	`points` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `point_events_student_source` ON `point_events` (`student_profile_id`,`source`);--> statement-breakpoint
CREATE INDEX `point_events_student_time` ON `point_events` (`student_profile_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stone_id` integer NOT NULL,
	`key` text NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`definition` text NOT NULL,
	`points` integer NOT NULL,
	`skill` text NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`stone_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questions_stone_key` ON `questions` (`stone_id`,`key`);--> statement-breakpoint
CREATE TABLE `stone_progress` (
	`student_profile_id` integer NOT NULL,
	`stone_id` integer NOT NULL,
	`completed_at` text,
	`best_score` integer DEFAULT 0 NOT NULL,
	`max_score` integer DEFAULT 0 NOT NULL,
	`teacher_locked` integer DEFAULT false NOT NULL,
	`teacher_finished` integer DEFAULT false NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`student_profile_id`, `stone_id`),
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stone_id`) REFERENCES `stones`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `stones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`key` text NOT NULL,
	`position` integer NOT NULL,
	`kind` text NOT NULL,
	`title_en` text NOT NULL,
	`title_ar` text NOT NULL,
	`intro` text,
	`playable` integer DEFAULT false NOT NULL,
	`retired` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stones_course_key` ON `stones` (`course_id`,`key`);--> statement-breakpoint
CREATE INDEX `stones_course_position` ON `stones` (`course_id`,`position`);--> statement-breakpoint
CREATE TABLE `student_course_flags` (
	`student_profile_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`has_seen_modal` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`student_profile_id`, `course_id`),
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `submitted_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text NOT NULL,
	`rate` integer NOT NULL,
	`correct` integer NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `lesson_submissions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `submitted_answers_submission` ON `submitted_answers` (`submission_id`);--> statement-breakpoint
CREATE INDEX `submitted_answers_question` ON `submitted_answers` (`question_id`);
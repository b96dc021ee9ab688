PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`student_profile_id` integer,
	`teacher_profile_id` integer,
	`holder` text NOT NULL,
	`course_id` integer,
	`award` text,
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
INSERT INTO `__new_certificates`("id", "kind", "student_profile_id", "teacher_profile_id", "holder", "course_id", "first_name", "last_name", "code", "issued_by_user_id", "issued_at") SELECT "id", "kind", "student_profile_id", "teacher_profile_id", "holder", "course_id", "first_name", "last_name", "code", "issued_by_user_id", "issued_at" FROM `certificates`;--> statement-breakpoint
DROP TABLE `certificates`;--> statement-breakpoint
ALTER TABLE `__new_certificates` RENAME TO `certificates`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_code` ON `certificates` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_holder_course` ON `certificates` (`holder`,`course_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `certificates_holder_award` ON `certificates` (`holder`,`award`);--> statement-breakpoint
CREATE INDEX `certificates_student` ON `certificates` (`student_profile_id`);--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `task_stone_id` integer REFERENCES stones(id);--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `task_answer` text;--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `task_score` integer;--> statement-breakpoint
ALTER TABLE `exam_attempts` ADD `task_max` integer DEFAULT 0 NOT NULL;
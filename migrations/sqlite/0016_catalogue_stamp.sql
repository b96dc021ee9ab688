CREATE TABLE `catalogue_stamps` (
	`id` integer PRIMARY KEY NOT NULL,
	`stamp` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_stamps` (`id`, `stamp`) VALUES (1, lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_courses_insert` AFTER INSERT ON `courses` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_courses_update` AFTER UPDATE ON `courses` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_courses_delete` AFTER DELETE ON `courses` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_stones_insert` AFTER INSERT ON `stones` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_stones_update` AFTER UPDATE ON `stones` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_stones_delete` AFTER DELETE ON `stones` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_course_content_versions_insert` AFTER INSERT ON `course_content_versions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_course_content_versions_update` AFTER UPDATE ON `course_content_versions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_course_content_versions_delete` AFTER DELETE ON `course_content_versions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_questions_insert` AFTER INSERT ON `questions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_questions_update` AFTER UPDATE ON `questions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_stamp_questions_delete` AFTER DELETE ON `questions` BEGIN UPDATE `catalogue_stamps` SET `stamp` = lower(hex(randomblob(8))) WHERE `id` = 1; END;

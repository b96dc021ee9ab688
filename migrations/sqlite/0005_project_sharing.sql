ALTER TABLE `project_submissions` ADD `share_token` text;--> statement-breakpoint
ALTER TABLE `project_submissions` ADD `shared_by` text;--> statement-breakpoint
ALTER TABLE `project_submissions` ADD `shared_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `project_submissions_share_token` ON `project_submissions` (`share_token`);
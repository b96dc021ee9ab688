CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`percent` integer NOT NULL,
	`parent_profile_id` integer,
	`expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`parent_profile_id`) REFERENCES `parent_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_profile_id` integer NOT NULL,
	`parent_profile_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`coupon_code` text,
	`assisted_learning` integer DEFAULT false NOT NULL,
	`payment_method` text,
	`status` text DEFAULT 'active' NOT NULL,
	`purchased_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`cancelled_at` text,
	FOREIGN KEY (`student_profile_id`) REFERENCES `student_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_profile_id`) REFERENCES `parent_profiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `subscriptions_student` ON `subscriptions` (`student_profile_id`,`course_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_parent` ON `subscriptions` (`parent_profile_id`);
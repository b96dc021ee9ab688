CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_profile_id` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text NOT NULL,
	`status` text NOT NULL,
	`order_json` text NOT NULL,
	`order_hash` text NOT NULL,
	`currency` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`coupon_code` text,
	`card_brand` text,
	`card_last4` text,
	`operator_id` integer,
	`pin_tries` integer DEFAULT 0 NOT NULL,
	`pin_expires_at` text,
	`payer_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`paid_at` text,
	FOREIGN KEY (`parent_profile_id`) REFERENCES `parent_profiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_parent_key` ON `payments` (`parent_profile_id`,`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_ref` ON `payments` (`provider_ref`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `payment_id` integer REFERENCES payments(id);
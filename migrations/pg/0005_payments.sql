CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_profile_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text NOT NULL,
	"order_json" text NOT NULL,
	"order_hash" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_code" text,
	"card_brand" text,
	"card_last4" text,
	"operator_id" integer,
	"pin_tries" integer DEFAULT 0 NOT NULL,
	"pin_expires_at" text,
	"payer_id" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"paid_at" text
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_parent_profile_id_parent_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "parent_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_parent_key" ON "payments" USING btree ("parent_profile_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;
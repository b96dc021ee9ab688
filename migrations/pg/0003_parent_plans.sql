CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" integer NOT NULL,
	"parent_profile_id" integer,
	"expires_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"parent_profile_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"coupon_code" text,
	"assisted_learning" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"status" text DEFAULT 'active' NOT NULL,
	"purchased_at" text NOT NULL,
	"expires_at" text NOT NULL,
	"cancelled_at" text
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_parent_profile_id_parent_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "parent_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_parent_profile_id_parent_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "parent_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "subscriptions_student" ON "subscriptions" USING btree ("student_profile_id","course_id");--> statement-breakpoint
CREATE INDEX "subscriptions_parent" ON "subscriptions" USING btree ("parent_profile_id");
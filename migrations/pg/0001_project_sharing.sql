ALTER TABLE "project_submissions" ADD COLUMN "share_token" text;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD COLUMN "shared_by" text;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD COLUMN "shared_at" text;--> statement-breakpoint
CREATE UNIQUE INDEX "project_submissions_share_token" ON "project_submissions" USING btree ("share_token");
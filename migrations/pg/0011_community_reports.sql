CREATE TABLE "community_reports" (
	"post_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "community_reports_post_id_reporter_user_id_pk" PRIMARY KEY("post_id","reporter_user_id")
);
--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_reports_reporter" ON "community_reports" USING btree ("reporter_user_id");
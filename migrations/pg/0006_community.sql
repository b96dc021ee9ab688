CREATE TABLE "community_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_friendships" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_user_id" integer NOT NULL,
	"receiver_user_id" integer NOT NULL,
	"pair_key" text NOT NULL,
	"status" text NOT NULL,
	"created_at" text NOT NULL,
	"responded_at" text
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"target" text NOT NULL,
	"target_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "community_likes_target_target_id_user_id_pk" PRIMARY KEY("target","target_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"scope" text NOT NULL,
	"classroom_id" integer,
	"school_id" integer,
	"course_id" integer,
	"region" text,
	"celebration_type" text,
	"celebration_id" integer,
	"submission_id" integer,
	"submission_type_id" integer,
	"hidden_at" text,
	"hidden_by" integer,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_settings" (
	"scope" text NOT NULL,
	"owner_id" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "community_settings_scope_owner_id_pk" PRIMARY KEY("scope","owner_id")
);
--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "community_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_friendships" ADD CONSTRAINT "community_friendships_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_friendships" ADD CONSTRAINT "community_friendships_receiver_user_id_users_id_fk" FOREIGN KEY ("receiver_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_submission_id_project_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "project_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_comments_post" ON "community_comments" USING btree ("post_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_friendships_pair" ON "community_friendships" USING btree ("pair_key");--> statement-breakpoint
CREATE INDEX "community_friendships_receiver" ON "community_friendships" USING btree ("receiver_user_id","status");--> statement-breakpoint
CREATE INDEX "community_friendships_sender" ON "community_friendships" USING btree ("sender_user_id","status");--> statement-breakpoint
CREATE INDEX "community_posts_author" ON "community_posts" USING btree ("author_user_id","id");--> statement-breakpoint
CREATE INDEX "community_posts_classroom" ON "community_posts" USING btree ("classroom_id","id");--> statement-breakpoint
CREATE INDEX "community_posts_school" ON "community_posts" USING btree ("school_id","id");
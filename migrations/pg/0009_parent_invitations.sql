CREATE TABLE "parent_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" text NOT NULL,
	"parent_user_id" integer,
	"accepted_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_invitations" ADD CONSTRAINT "parent_invitations_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invitations" ADD CONSTRAINT "parent_invitations_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_invitations_child_target" ON "parent_invitations" USING btree ("student_profile_id","target");--> statement-breakpoint
CREATE INDEX "parent_invitations_token" ON "parent_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "parent_invitations_parent" ON "parent_invitations" USING btree ("parent_user_id");
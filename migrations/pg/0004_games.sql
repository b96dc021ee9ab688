CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"stone_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"deck" text NOT NULL,
	"matched" text NOT NULL,
	"moves" integer DEFAULT 0 NOT NULL,
	"started_at" text NOT NULL,
	"finished_at" text
);
--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_plays_student_stage" ON "game_plays" USING btree ("student_profile_id","stage");
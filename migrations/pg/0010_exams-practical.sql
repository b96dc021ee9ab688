ALTER TABLE "certificates" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "award" text;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "task_stone_id" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "task_answer" text;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "task_score" integer;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "task_max" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_task_stone_id_stones_id_fk" FOREIGN KEY ("task_stone_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_holder_award" ON "certificates" USING btree ("holder","award");
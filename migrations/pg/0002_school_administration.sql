CREATE TABLE "classroom_schedules" (
	"classroom_id" integer NOT NULL,
	"day" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "classroom_schedules_classroom_id_day_pk" PRIMARY KEY("classroom_id","day")
);
--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "picture_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "sign_in_code" text;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "picture_password" text;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD COLUMN "b12_email" text;--> statement-breakpoint
ALTER TABLE "classroom_schedules" ADD CONSTRAINT "classroom_schedules_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classrooms_sign_in_code" ON "classrooms" USING btree ("sign_in_code");
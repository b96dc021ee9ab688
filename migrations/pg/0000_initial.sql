CREATE TABLE "awards" (
	"student_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	CONSTRAINT "awards_student_profile_id_kind_key_pk" PRIMARY KEY("student_profile_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"seq" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"data" jsonb,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_courses" (
	"classroom_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "classroom_courses_classroom_id_course_id_pk" PRIMARY KEY("classroom_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_students" (
	"classroom_id" integer NOT NULL,
	"student_profile_id" integer NOT NULL,
	CONSTRAINT "classroom_students_classroom_id_student_profile_id_pk" PRIMARY KEY("classroom_id","student_profile_id")
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_profile_id" integer NOT NULL,
	"name" text NOT NULL,
	"school_grade_id" integer NOT NULL,
	"number_of_seats" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"community_locked" boolean DEFAULT false NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_content_versions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"track" text NOT NULL,
	"level" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"lesson_count" integer NOT NULL,
	"price" double precision NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"payload" jsonb NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "lesson_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"stone_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"kind" text DEFAULT 'lesson' NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"points_awarded" integer NOT NULL,
	"answered_at" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"seen_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" text NOT NULL,
	"used_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"country" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"source" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_profile_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"project_name" text NOT NULL,
	"code" text,
	"python_code" text,
	"js_code" text,
	"html_code" text,
	"css_code" text,
	"thumb_uri" text,
	"img_uri" text,
	"course_id" integer,
	"lesson_id" integer,
	"lesson_project_template_id" integer,
	"is_graduation_project" boolean DEFAULT false NOT NULL,
	"comment" text,
	"points" integer,
	"reviewed_by" integer,
	"submitted_at" text,
	"resubmitted_at" text,
	"reviewed_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"stone_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"points" integer NOT NULL,
	"skill" text NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schooladmin_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"multiple_schools" boolean DEFAULT false NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schooladmin_schools" (
	"schooladmin_profile_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	CONSTRAINT "schooladmin_schools_schooladmin_profile_id_school_id_pk" PRIMARY KEY("schooladmin_profile_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"website" text,
	"email" text,
	"phone" text,
	"city" text,
	"country" text,
	"address" text,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"allow_teacher_lesson_locking" boolean DEFAULT true NOT NULL,
	"allow_teacher_finish_lessons" boolean DEFAULT true NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"expires_at" text NOT NULL,
	"revoked_at" text,
	"acting_parent_session_id" text
);
--> statement-breakpoint
CREATE TABLE "stone_progress" (
	"student_profile_id" integer NOT NULL,
	"stone_id" integer NOT NULL,
	"completed_at" text,
	"best_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 0 NOT NULL,
	"teacher_locked" boolean DEFAULT false NOT NULL,
	"teacher_finished" boolean DEFAULT false NOT NULL,
	"updated_at" text NOT NULL,
	CONSTRAINT "stone_progress_student_profile_id_stone_id_pk" PRIMARY KEY("student_profile_id","stone_id")
);
--> statement-breakpoint
CREATE TABLE "stones" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"intro" jsonb,
	"playable" boolean DEFAULT false NOT NULL,
	"retired" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_course_flags" (
	"student_profile_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"has_seen_modal" boolean DEFAULT false NOT NULL,
	CONSTRAINT "student_course_flags_student_profile_id_course_id_pk" PRIMARY KEY("student_profile_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"year_of_birth" integer,
	"parent_email" text,
	"parent_profile_id" integer,
	"school_id" integer,
	"grade" integer,
	"safe_question_id" integer,
	"safe_answer_hash" text,
	"is_trial" boolean DEFAULT true NOT NULL,
	"last_activity_at" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submitted_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"rate" integer NOT NULL,
	"correct" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_profile_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"code" text,
	"python_code" text,
	"js_code" text,
	"html_code" text,
	"css_code" text,
	"thumb_uri" text,
	"img_uri" text,
	"lesson_id" integer,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL,
	"updated_at" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"user_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"img_uri" text,
	"has_visited_ide" boolean DEFAULT false NOT NULL,
	"did_watch_storyline_video" boolean DEFAULT false NOT NULL,
	"is_third_party_school" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"created_at" text DEFAULT (to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_courses" ADD CONSTRAINT "classroom_courses_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_courses" ADD CONSTRAINT "classroom_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "classrooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_teacher_profile_id_teacher_profiles_id_fk" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_content_versions" ADD CONSTRAINT "course_content_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD CONSTRAINT "lesson_submissions_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD CONSTRAINT "lesson_submissions_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_submissions" ADD CONSTRAINT "lesson_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_events" ADD CONSTRAINT "point_events_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_lesson_id_stones_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_submissions" ADD CONSTRAINT "project_submissions_reviewed_by_teacher_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "teacher_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schooladmin_profiles" ADD CONSTRAINT "schooladmin_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schooladmin_profiles" ADD CONSTRAINT "schooladmin_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schooladmin_schools" ADD CONSTRAINT "schooladmin_schools_schooladmin_profile_id_schooladmin_profiles_id_fk" FOREIGN KEY ("schooladmin_profile_id") REFERENCES "schooladmin_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schooladmin_schools" ADD CONSTRAINT "schooladmin_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_progress" ADD CONSTRAINT "stone_progress_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stone_progress" ADD CONSTRAINT "stone_progress_stone_id_stones_id_fk" FOREIGN KEY ("stone_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_flags" ADD CONSTRAINT "student_course_flags_student_profile_id_student_profiles_id_fk" FOREIGN KEY ("student_profile_id") REFERENCES "student_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_course_flags" ADD CONSTRAINT "student_course_flags_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_parent_profile_id_parent_profiles_id_fk" FOREIGN KEY ("parent_profile_id") REFERENCES "parent_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_answers" ADD CONSTRAINT "submitted_answers_submission_id_lesson_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "lesson_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_answers" ADD CONSTRAINT "submitted_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_profiles" ADD CONSTRAINT "teacher_profiles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_projects" ADD CONSTRAINT "teacher_projects_teacher_profile_id_teacher_profiles_id_fk" FOREIGN KEY ("teacher_profile_id") REFERENCES "teacher_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_projects" ADD CONSTRAINT "teacher_projects_lesson_id_stones_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "stones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_solutions_expiry" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "change_log_user_seq" ON "change_log" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "classroom_students_student" ON "classroom_students" USING btree ("student_profile_id");--> statement-breakpoint
CREATE INDEX "classrooms_teacher" ON "classrooms" USING btree ("teacher_profile_id");--> statement-breakpoint
CREATE INDEX "classrooms_school" ON "classrooms" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_number" ON "courses" USING btree ("number");--> statement-breakpoint
CREATE INDEX "lesson_submissions_student_stone" ON "lesson_submissions" USING btree ("student_profile_id","stone_id");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_hash" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_profiles_user" ON "parent_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_events_student_source" ON "point_events" USING btree ("student_profile_id","source");--> statement-breakpoint
CREATE INDEX "point_events_student_time" ON "point_events" USING btree ("student_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "project_submissions_student" ON "project_submissions" USING btree ("student_profile_id","submitted_at");--> statement-breakpoint
CREATE INDEX "project_submissions_status" ON "project_submissions" USING btree ("status","student_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_stone_key" ON "questions" USING btree ("stone_id","key");--> statement-breakpoint
CREATE INDEX "rate_counters_reset" ON "rate_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schooladmin_profiles_user" ON "schooladmin_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_course_key" ON "stones" USING btree ("course_id","key");--> statement-breakpoint
CREATE INDEX "stones_course_position" ON "stones" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "student_profiles_user" ON "student_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_profiles_parent" ON "student_profiles" USING btree ("parent_profile_id");--> statement-breakpoint
CREATE INDEX "student_profiles_school" ON "student_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "submitted_answers_submission" ON "submitted_answers" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submitted_answers_question" ON "submitted_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_profiles_user" ON "teacher_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teacher_profiles_school" ON "teacher_profiles" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teacher_projects_teacher" ON "teacher_projects" USING btree ("teacher_profile_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username_key");--> statement-breakpoint
CREATE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_phone" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_id" ON "users" USING btree ("external_id");
CREATE TABLE "catalogue_stamps" (
	"id" integer PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_stamps" ("id", "stamp") VALUES (1, md5(random()::text || clock_timestamp()::text));
--> statement-breakpoint
CREATE FUNCTION "catalogue_stamp_touch"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE "catalogue_stamps" SET "stamp" = md5(random()::text || clock_timestamp()::text) WHERE "id" = 1; RETURN NULL; END $$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_stamp_courses" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_stamp_touch"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_stamp_stones" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stones" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_stamp_touch"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_stamp_course_content_versions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_content_versions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_stamp_touch"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_stamp_questions" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_stamp_touch"();

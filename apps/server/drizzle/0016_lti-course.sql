ALTER TABLE "lti_platforms" ADD COLUMN "context_id" text;--> statement-breakpoint
-- A platform whose class has been launched into from one course only keeps that course.
UPDATE "lti_platforms" SET "context_id" = (SELECT min("context_id") FROM "lti_contexts" WHERE "lti_contexts"."platform_id" = "lti_platforms"."id")
WHERE "class_id" IS NOT NULL AND (SELECT count(*) FROM "lti_contexts" WHERE "lti_contexts"."platform_id" = "lti_platforms"."id") = 1;

CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"problem_slug" text,
	"problem_version" integer,
	"submission_id" uuid,
	"rejudge_id" uuid,
	"claim_token" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"progress" jsonb,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rejudges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"problem_slug" text,
	"problem_version" integer,
	"verdict" text,
	"submission_id" uuid,
	"judge_version" integer,
	"total" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "managed_by" text DEFAULT 'folder' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "origin" text DEFAULT 'folder' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "record" jsonb;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "warnings" jsonb;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "verify_job_id" uuid;--> statement-breakpoint
ALTER TABLE "problem_versions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejudges" ADD CONSTRAINT "rejudges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_pending_idx" ON "background_jobs" USING btree ("status") WHERE "background_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_rejudge_idx" ON "background_jobs" USING btree ("rejudge_id");--> statement-breakpoint
CREATE INDEX "background_jobs_submission_idx" ON "background_jobs" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "problem_versions" ADD CONSTRAINT "problem_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
ALTER TABLE "submissions" ADD COLUMN "claim_token" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
ALTER TABLE "contest_participants" ADD COLUMN "team_name" text;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD COLUMN "team_of" uuid;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "max_team_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contest_participants" ADD CONSTRAINT "contest_participants_team_of_users_id_fk" FOREIGN KEY ("team_of") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
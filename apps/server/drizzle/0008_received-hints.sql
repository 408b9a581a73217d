CREATE TABLE "received_hints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"problem_slug" text NOT NULL,
	"hint" text NOT NULL,
	"is_ai_generated" boolean NOT NULL,
	"model" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "received_hints" ADD CONSTRAINT "received_hints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_hints" ADD CONSTRAINT "received_hints_problem_slug_problems_slug_fk" FOREIGN KEY ("problem_slug") REFERENCES "public"."problems"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "received_hints_learner_problem" ON "received_hints" USING btree ("user_id","problem_slug","received_at");
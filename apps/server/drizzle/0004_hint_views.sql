CREATE TABLE "hint_views" (
	"user_id" uuid NOT NULL,
	"problem_slug" text NOT NULL,
	"written_hints_shown" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hint_views_user_id_problem_slug_pk" PRIMARY KEY("user_id","problem_slug")
);
--> statement-breakpoint
ALTER TABLE "hint_views" ADD CONSTRAINT "hint_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hint_views" ADD CONSTRAINT "hint_views_problem_slug_problems_slug_fk" FOREIGN KEY ("problem_slug") REFERENCES "public"."problems"("slug") ON DELETE cascade ON UPDATE no action;
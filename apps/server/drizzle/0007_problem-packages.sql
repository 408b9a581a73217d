CREATE TABLE "problem_packages" (
	"content_hash" text PRIMARY KEY NOT NULL,
	"archive" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_versions" (
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_versions_slug_version_pk" PRIMARY KEY("slug","version")
);
--> statement-breakpoint
ALTER TABLE "problem_versions" ADD CONSTRAINT "problem_versions_slug_problems_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."problems"("slug") ON DELETE cascade ON UPDATE no action;
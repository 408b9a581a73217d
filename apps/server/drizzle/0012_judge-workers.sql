CREATE TABLE "judge_workers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"role" text NOT NULL,
	"slots" integer NOT NULL,
	"active_jobs" integer DEFAULT 0 NOT NULL,
	"execution_method" text NOT NULL,
	"languages" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);

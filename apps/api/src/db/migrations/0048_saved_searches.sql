-- Hand-written (decision 0102): saved searches, the percolation index of saved task searches'
-- necessary conditions, and the record that a task already alerted a search (at most once, ever).
CREATE TABLE "saved_searches" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "query" jsonb NOT NULL,
  "alerts" text DEFAULT 'off' NOT NULL,
  "q" text,
  "category" text,
  "skills_key" text[],
  "min_budget" bigint,
  "max_budget" bigint,
  "budget_type" text,
  "experience_level" text,
  "posted_within_days" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_searches_kind_check" CHECK ("kind" IN ('tasks', 'freelancers')),
  CONSTRAINT "saved_searches_alerts_check" CHECK ("alerts" IN ('off', 'instant', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" ("user_id", "created_at", "id");
--> statement-breakpoint
CREATE TABLE "saved_search_keys" (
  "key" text NOT NULL,
  "saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
  CONSTRAINT "saved_search_keys_pk" PRIMARY KEY ("key", "saved_search_id")
);
--> statement-breakpoint
CREATE INDEX "saved_search_keys_search_idx" ON "saved_search_keys" ("saved_search_id");
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
  "saved_search_id" uuid NOT NULL REFERENCES "saved_searches"("id") ON DELETE CASCADE,
  "task_id" uuid NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "saved_search_matches_pk" PRIMARY KEY ("saved_search_id", "task_id")
);

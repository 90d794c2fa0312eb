-- Hand-written (decision 0095): handles, the addresses of public pages. One table for people and
-- teams, so its primary key makes a handle one owner's whoever races for it; an old handle stays
-- (retired_at set) to redirect and stay its owner's for 90 days. A person's page visibility is a
-- users column; a team's page follows the team's existing visibility.
CREATE TYPE "public"."profile_visibility" AS ENUM('PUBLIC', 'SIGNED_IN', 'HIDDEN');
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_page_visibility" "profile_visibility" DEFAULT 'PUBLIC' NOT NULL;
--> statement-breakpoint
CREATE TABLE "handles" (
  "handle" text PRIMARY KEY NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "team_id" uuid REFERENCES "teams"("id") ON DELETE CASCADE,
  "retired_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "handles_one_owner" CHECK (("user_id" IS NULL) <> ("team_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "handles_user_current_key" ON "handles" ("user_id") WHERE retired_at is null and user_id is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "handles_team_current_key" ON "handles" ("team_id") WHERE retired_at is null and team_id is not null;
--> statement-breakpoint
CREATE INDEX "handles_user_idx" ON "handles" ("user_id") WHERE user_id is not null;
--> statement-breakpoint
CREATE INDEX "handles_team_idx" ON "handles" ("team_id") WHERE team_id is not null;

-- Hand-written (decision 0092): reports and platform flags, blocks, moderation actions and their
-- appeals, new accounts' daily counts, a hidden_at on every table whose rows can be reported,
-- which each owning module sets when moderation hides a row and filters out of its lists, and an
-- off_platform mark on the texts the platform flagged, so the recipient sees a notice.
CREATE TABLE "moderation_actions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "admin_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "subject_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "item_kind" text,
  "item_id" uuid,
  "kind" text NOT NULL CHECK ("kind" IN ('DISMISS', 'HIDE', 'WARN', 'RESTRICT', 'SUSPEND')),
  "rule" text,
  "note" text,
  "starts_at" timestamp with time zone NOT NULL DEFAULT now(),
  "ends_at" timestamp with time zone,
  "lifted_at" timestamp with time zone,
  "lifted_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "moderation_actions_subject_created_idx" ON "moderation_actions" ("subject_user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "moderation_actions_admin_idx" ON "moderation_actions" ("admin_id");
--> statement-breakpoint
CREATE TABLE "reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "reporter_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "item_kind" text NOT NULL CHECK ("item_kind" IN ('USER', 'TASK', 'MESSAGE', 'REVIEW', 'TEAM', 'PORTFOLIO_ITEM', 'PROPOSAL', 'OFFER')),
  "item_id" uuid NOT NULL,
  "subject_user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "reason" text NOT NULL,
  "details" text,
  "status" text NOT NULL DEFAULT 'OPEN' CHECK ("status" IN ('OPEN', 'ACTIONED', 'DISMISSED')),
  "action_id" uuid REFERENCES "moderation_actions"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_key" ON "reports" ("reporter_id", "item_kind", "item_id") WHERE "status" = 'OPEN' AND "reporter_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_flag_key" ON "reports" ("item_kind", "item_id") WHERE "status" = 'OPEN' AND "reporter_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" ("item_kind", "item_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" ("created_at" DESC) WHERE "status" = 'OPEN';
--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" ("reporter_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "reports_subject_idx" ON "reports" ("subject_user_id");
--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "action_id" uuid NOT NULL REFERENCES "moderation_actions"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "text" text NOT NULL,
  "status" text NOT NULL DEFAULT 'PENDING' CHECK ("status" IN ('PENDING', 'UPHELD', 'OVERTURNED')),
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decision_note" text,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_action_key" ON "moderation_appeals" ("action_id");
--> statement-breakpoint
CREATE INDEX "moderation_appeals_status_created_idx" ON "moderation_appeals" ("status", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
  "blocker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "blocked_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("blocker_id", "blocked_id"),
  CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" ("blocked_id", "blocker_id");
--> statement-breakpoint
CREATE TABLE "safety_daily_counts" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "action" text NOT NULL,
  "day" date NOT NULL,
  "count" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("user_id", "action", "day")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "off_platform" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "project_reviews" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "team_portfolio_items" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "off_platform" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "off_platform" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "off_platform" boolean NOT NULL DEFAULT false;

-- Hand-written (decision 0091): hourly contracts. A project is FIXED (milestones) or HOURLY (a
-- contract billed weekly). A milestone is FIXED (agreed work), HOURLY_WEEK (one week's escrow of
-- an hourly contract: funded when the week starts, released and refunded when its review ends,
-- its disputed part resolved by the admin's dispute flow) or BONUS (a one-off payment with a note).
ALTER TABLE "projects" ADD COLUMN "kind" text DEFAULT 'FIXED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_kind_check" CHECK ("kind" IN ('FIXED', 'HOURLY'));
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "kind" text DEFAULT 'FIXED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_kind_check" CHECK ("kind" IN ('FIXED', 'HOURLY_WEEK', 'BONUS'));
--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "note" text;
--> statement-breakpoint
CREATE TABLE "hourly_contracts" (
	"project_id" uuid PRIMARY KEY NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
	"company_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"freelancer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"rate" bigint NOT NULL,
	"weekly_limit_hours" integer,
	"manual_policy" text DEFAULT 'ALLOWED' NOT NULL,
	"manual_limit_hours" integer,
	"start_date" date NOT NULL,
	"paused_at" timestamp with time zone,
	"paused_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_contracts_status_check" CHECK ("status" IN ('ACTIVE', 'PAUSED', 'ENDED')),
	CONSTRAINT "hourly_contracts_rate_check" CHECK ("rate" > 0),
	CONSTRAINT "hourly_contracts_limit_check" CHECK ("weekly_limit_hours" IS NULL OR "weekly_limit_hours" BETWEEN 1 AND 80),
	CONSTRAINT "hourly_contracts_manual_check" CHECK (("manual_policy" = 'ALLOWED' AND "manual_limit_hours" IS NULL) OR ("manual_policy" = 'LIMITED' AND "manual_limit_hours" BETWEEN 0 AND 80))
);
--> statement-breakpoint
CREATE INDEX "hourly_contracts_company_idx" ON "hourly_contracts" ("company_id");
--> statement-breakpoint
CREATE INDEX "hourly_contracts_freelancer_idx" ON "hourly_contracts" ("freelancer_id");
--> statement-breakpoint
CREATE INDEX "hourly_contracts_live_idx" ON "hourly_contracts" ("status") WHERE "status" <> 'ENDED';
--> statement-breakpoint
CREATE TABLE "hourly_term_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL REFERENCES "hourly_contracts"("project_id") ON DELETE CASCADE,
	"proposed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"effective_week" date NOT NULL,
	"rate" bigint NOT NULL,
	"weekly_limit_hours" integer,
	"manual_policy" text NOT NULL,
	"manual_limit_hours" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_term_changes_status_check" CHECK ("status" IN ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'APPLIED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_term_changes_open_key" ON "hourly_term_changes" ("project_id") WHERE "status" IN ('PENDING', 'ACCEPTED');
--> statement-breakpoint
CREATE TABLE "hourly_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL REFERENCES "hourly_contracts"("project_id") ON DELETE CASCADE,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'UNFUNDED' NOT NULL,
	"rate" bigint NOT NULL,
	"weekly_limit_hours" integer,
	"manual_policy" text NOT NULL,
	"manual_limit_hours" integer,
	"milestone_id" uuid REFERENCES "milestones"("id") ON DELETE SET NULL,
	"funded_amount" bigint DEFAULT 0 NOT NULL,
	"client_fee" bigint DEFAULT 0 NOT NULL,
	"funding_note" text,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"billed_amount" bigint DEFAULT 0 NOT NULL,
	"disputed_amount" bigint DEFAULT 0 NOT NULL,
	"released_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"funded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"review_ends_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_weeks_status_check" CHECK ("status" IN ('UNFUNDED', 'OPEN', 'IN_REVIEW', 'PAID', 'DISPUTED', 'SETTLED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_weeks_project_week_key" ON "hourly_weeks" ("project_id", "week_start");
--> statement-breakpoint
CREATE INDEX "hourly_weeks_due_idx" ON "hourly_weeks" ("status", "week_start") WHERE "status" IN ('UNFUNDED', 'OPEN', 'IN_REVIEW');
--> statement-breakpoint
CREATE TABLE "hourly_time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL REFERENCES "hourly_contracts"("project_id") ON DELETE CASCADE,
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"memo" text NOT NULL,
	"source" text NOT NULL,
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_time_entries_source_check" CHECK ("source" IN ('TIMER', 'MANUAL')),
	CONSTRAINT "hourly_time_entries_span_check" CHECK ("ended_at" > "started_at" AND "minutes" > 0)
);
--> statement-breakpoint
CREATE INDEX "hourly_time_entries_project_week_idx" ON "hourly_time_entries" ("project_id", "week_start", "started_at");
--> statement-breakpoint
CREATE INDEX "hourly_time_entries_user_started_idx" ON "hourly_time_entries" ("user_id", "started_at");
--> statement-breakpoint
CREATE TABLE "hourly_timers" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"project_id" uuid NOT NULL REFERENCES "hourly_contracts"("project_id") ON DELETE CASCADE,
	"started_at" timestamp with time zone NOT NULL,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TYPE "public"."team_invitation_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."team_join_request_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."team_role" AS ENUM('OWNER', 'ADMIN', 'MEMBER');--> statement-breakpoint
CREATE TYPE "public"."team_visibility" AS ENUM('PUBLIC', 'PRIVATE');--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_key" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_path" text,
	"visibility" "team_visibility" DEFAULT 'PUBLIC' NOT NULL,
	"owner_id" uuid NOT NULL,
	"member_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "team_role" DEFAULT 'MEMBER' NOT NULL,
	"title" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_pkey" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"role" "team_role" DEFAULT 'MEMBER' NOT NULL,
	"message" text,
	"status" "team_invitation_status" DEFAULT 'PENDING' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_join_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" "team_join_request_status" DEFAULT 'PENDING' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_portfolio_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text,
	"image_path" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_payout_shares" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_payout_shares_pkey" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "team_payout_shares_range" CHECK ("team_payout_shares"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_join_requests" ADD CONSTRAINT "team_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_portfolio_items" ADD CONSTRAINT "team_portfolio_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payout_shares" ADD CONSTRAINT "team_payout_shares_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payout_shares" ADD CONSTRAINT "team_payout_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_payout_shares" ADD CONSTRAINT "team_payout_shares_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_public_created_idx" ON "teams" USING btree ("created_at" DESC NULLS LAST,"id") WHERE visibility = 'PUBLIC';--> statement-breakpoint
CREATE INDEX "teams_public_skills_idx" ON "teams" USING gin ("skills_key") WHERE visibility = 'PUBLIC';--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_one_owner_key" ON "team_members" USING btree ("team_id") WHERE role = 'OWNER';--> statement-breakpoint
CREATE INDEX "team_members_user_joined_idx" ON "team_members" USING btree ("user_id","joined_at" DESC NULLS LAST,"team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_key" ON "team_invitations" USING btree ("team_id","invitee_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "team_invitations_invitee_pending_idx" ON "team_invitations" USING btree ("invitee_id","created_at" DESC NULLS LAST,"id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "team_invitations_team_pending_idx" ON "team_invitations" USING btree ("team_id","created_at" DESC NULLS LAST,"id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "team_join_requests_pending_key" ON "team_join_requests" USING btree ("team_id","user_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "team_join_requests_user_pending_idx" ON "team_join_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "team_join_requests_team_pending_idx" ON "team_join_requests" USING btree ("team_id","created_at" DESC NULLS LAST,"id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "team_portfolio_items_team_position_idx" ON "team_portfolio_items" USING btree ("team_id","position","id");--> statement-breakpoint
-- The team that applied (tasks module) and the team hired (projects module): one live
-- application per team per task, and a member's list of team projects newest first.
ALTER TABLE "applications" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "team_id" uuid;--> statement-breakpoint
DROP INDEX "applications_live_key";--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_key" ON "applications" USING btree ("task_id","applicant_id") WHERE status in ('PENDING', 'SHORTLISTED', 'ACCEPTED') and team_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_team_live_key" ON "applications" USING btree ("task_id","team_id") WHERE status in ('PENDING', 'SHORTLISTED', 'ACCEPTED') and team_id is not null;--> statement-breakpoint
CREATE INDEX "projects_team_created_idx" ON "projects" USING btree ("team_id","created_at" DESC NULLS LAST,"id") WHERE team_id is not null;

CREATE TYPE "public"."collaboration_kind" AS ENUM('OFFER', 'PROJECT_INVITE', 'TASK_INVITE');--> statement-breakpoint
CREATE TYPE "public"."collaboration_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'EXPIRED');--> statement-breakpoint
CREATE TABLE "collaborations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "collaboration_kind" NOT NULL,
	"status" "collaboration_status" DEFAULT 'PENDING' NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_user_id" uuid,
	"recipient_team_id" uuid,
	"project_id" uuid,
	"task_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"message" text,
	"milestones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"decline_reason" text,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborations_one_recipient_check" CHECK (("recipient_user_id" IS NULL) <> ("recipient_team_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "project_collaborators" (
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invited_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_collaborators_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_recipient_team_id_teams_id_fk" FOREIGN KEY ("recipient_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_collaborators" ADD CONSTRAINT "project_collaborators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_recipient_user_created_idx" ON "collaborations" USING btree ("recipient_user_id","created_at" DESC,"id" DESC) WHERE recipient_user_id is not null;--> statement-breakpoint
CREATE INDEX "collaborations_recipient_team_created_idx" ON "collaborations" USING btree ("recipient_team_id","created_at" DESC,"id" DESC) WHERE recipient_team_id is not null;--> statement-breakpoint
CREATE INDEX "collaborations_sender_created_idx" ON "collaborations" USING btree ("sender_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "collaborations_pending_expires_idx" ON "collaborations" USING btree ("expires_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "collaborations_project_idx" ON "collaborations" USING btree ("project_id") WHERE project_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_pending_project_invite_key" ON "collaborations" USING btree ("project_id","recipient_user_id") WHERE kind = 'PROJECT_INVITE' and status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "collaborations_pending_task_invite_key" ON "collaborations" USING btree ("task_id",coalesce("recipient_user_id", "recipient_team_id")) WHERE kind = 'TASK_INVITE' and status = 'PENDING';--> statement-breakpoint
CREATE INDEX "project_collaborators_user_idx" ON "project_collaborators" USING btree ("user_id","project_id");

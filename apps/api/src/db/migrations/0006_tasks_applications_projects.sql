CREATE TYPE "public"."milestone_status" AS ENUM('PENDING', 'FUNDED', 'SUBMITTED', 'APPROVED', 'REVISION_REQUESTED', 'CANCELLED');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('ACTIVE', 'COMPLETED', 'CANCELLED', 'DISPUTED');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('PENDING', 'SHORTLISTED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."budget_type" AS ENUM('FIXED', 'HOURLY');--> statement-breakpoint
CREATE TYPE "public"."task_category" AS ENUM('WEB_DEVELOPMENT', 'MOBILE_DEVELOPMENT', 'DESIGN', 'WRITING', 'MARKETING', 'DATA_SCIENCE', 'DEVOPS', 'VIDEO_ANIMATION', 'TRANSLATION', 'ADMIN_SUPPORT', 'FINANCE_LEGAL', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."task_status" AS ENUM('DRAFT', 'OPEN', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" date,
	"status" "milestone_status" DEFAULT 'PENDING' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"company_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"task_id" uuid,
	"application_id" uuid,
	"status" "project_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'PENDING' NOT NULL,
	"cover_letter" text NOT NULL,
	"proposed_amount" bigint NOT NULL,
	"estimated_days" integer NOT NULL,
	"rejection_reason" text,
	"applicant_skills_key" text[] NOT NULL,
	"match_count" integer DEFAULT 0 NOT NULL,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_amount_positive" CHECK ("applications"."proposed_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "task_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid,
	"application_id" uuid,
	"uploader_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_attachments_one_owner" CHECK (("task_attachments"."task_id" is null) <> ("task_attachments"."application_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" "task_category" NOT NULL,
	"skills" text[] NOT NULL,
	"skills_key" text[] NOT NULL,
	"budget_type" "budget_type" NOT NULL,
	"budget_min" bigint NOT NULL,
	"budget_max" bigint NOT NULL,
	"deadline" date NOT NULL,
	"experience_level" "experience_level" NOT NULL,
	"status" "task_status" DEFAULT 'DRAFT' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"published_at" timestamp with time zone,
	"project_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_budget_order" CHECK ("tasks"."budget_min" <= "tasks"."budget_max")
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_project_position_key" ON "milestones" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_task_key" ON "projects" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_application_key" ON "projects" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "projects_company_created_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "projects_freelancer_created_idx" ON "projects" USING btree ("freelancer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_key" ON "applications" USING btree ("task_id","applicant_id") WHERE status in ('PENDING', 'SHORTLISTED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "applications_task_rank_idx" ON "applications" USING btree ("task_id","match_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_task_applicant_idx" ON "applications" USING btree ("task_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_created_idx" ON "applications" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_applicant_status_created_idx" ON "applications" USING btree ("applicant_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "task_attachments_task_idx" ON "task_attachments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_attachments_application_idx" ON "task_attachments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_open_newest_idx" ON "tasks" USING btree ("published_at" DESC NULLS LAST,"id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tasks_open_budget_desc_idx" ON "tasks" USING btree ("budget_max" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tasks_open_budget_asc_idx" ON "tasks" USING btree ("budget_min","published_at" DESC NULLS LAST,"id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tasks_open_skills_idx" ON "tasks" USING gin ("skills_key") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tasks_open_search_idx" ON "tasks" USING gin ("search_vector") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "tasks_company_created_idx" ON "tasks" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tasks_company_status_created_idx" ON "tasks" USING btree ("company_id","status","created_at" DESC NULLS LAST,"id");
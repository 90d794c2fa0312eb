-- Hand-written (decision 0097): the images a freelancer uploaded for showcase items, one row per
-- upload (the profile save accepts only paths found here), and team invitations sent to an email
-- nobody uses yet, waiting for that person to sign up and verify it.
CREATE TABLE "showcase_images" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "path" text NOT NULL,
  "width" integer NOT NULL,
  "height" integer NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_images_path_key" ON "showcase_images" ("path");
--> statement-breakpoint
CREATE INDEX "showcase_images_user_idx" ON "showcase_images" ("user_id");
--> statement-breakpoint
CREATE TYPE "public"."team_email_invitation_status" AS ENUM('PENDING', 'CANCELLED', 'CONVERTED', 'DROPPED', 'EXPIRED');
--> statement-breakpoint
CREATE TABLE "team_email_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "team_id" uuid NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "invited_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "role" "team_role" DEFAULT 'MEMBER' NOT NULL,
  "message" text,
  "status" "team_email_invitation_status" DEFAULT 'PENDING' NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "resolved_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_email_invitations_pending_key" ON "team_email_invitations" ("team_id", "email") WHERE status = 'PENDING';
--> statement-breakpoint
CREATE INDEX "team_email_invitations_email_pending_idx" ON "team_email_invitations" ("email") WHERE status = 'PENDING';
--> statement-breakpoint
CREATE INDEX "team_email_invitations_team_created_idx" ON "team_email_invitations" ("team_id", "created_at" DESC);

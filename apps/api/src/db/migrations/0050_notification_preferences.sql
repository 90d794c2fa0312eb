-- Hand-written (decision 0104): what each person changed of their notification preferences (only
-- the switches moved away from the defaults), their digest mail's schedule, their time zone, and
-- the mail queue's headers (List-Unsubscribe, RFC 8058).
CREATE TABLE "notification_preferences" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "group" text NOT NULL,
  "channel" text NOT NULL,
  "enabled" boolean NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("user_id", "group", "channel")
);
--> statement-breakpoint
CREATE TABLE "notification_digests" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "frequency" text DEFAULT 'daily' NOT NULL,
  "next_digest_at" timestamp with time zone,
  "needs_schedule" boolean DEFAULT true NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "last_sent_at" timestamp with time zone,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "notification_digests_frequency_check" CHECK ("frequency" IN ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE INDEX "notification_digests_due_idx" ON "notification_digests" ("next_digest_at") WHERE "next_digest_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;

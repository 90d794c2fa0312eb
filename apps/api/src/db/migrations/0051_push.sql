-- Hand-written (decision 0105): each browser's push subscription, and the queue of pushes on their
-- way to the push services, swept like the mail queue (a claimed row's next_attempt_at is pushed
-- past the send's longest wait, so a crashed worker's push becomes due again).
CREATE TABLE "push_subscriptions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "endpoint" text NOT NULL,
  "p256dh" text NOT NULL,
  "auth" text NOT NULL,
  "device_label" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "last_used_at" timestamp with time zone,
  CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "push_queue" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "subscription_id" uuid NOT NULL REFERENCES "push_subscriptions"("id") ON DELETE CASCADE,
  "payload" jsonb,
  "urgency" text NOT NULL,
  "status" text DEFAULT 'PENDING' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "push_queue_status_check" CHECK ("status" IN ('PENDING', 'FAILED')),
  CONSTRAINT "push_queue_urgency_check" CHECK ("urgency" IN ('normal', 'high'))
);
--> statement-breakpoint
CREATE INDEX "push_queue_due_idx" ON "push_queue" ("next_attempt_at") WHERE "status" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "push_queue_subscription_idx" ON "push_queue" ("subscription_id");

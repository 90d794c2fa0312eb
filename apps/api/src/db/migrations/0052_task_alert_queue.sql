-- Hand-written (decision 0102): the tasks whose saved-search alerts are still to be sent. A
-- publish or an edit queues its task in its own transaction; the alert worker matches it against
-- the saved searches afterwards, so the fan-out no longer rides on the publish.
CREATE TABLE "task_alert_queue" (
  "task_id" uuid PRIMARY KEY NOT NULL,
  "generation" integer DEFAULT 1 NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "last_error" text,
  "queued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "task_alert_queue_due_idx" ON "task_alert_queue" ("next_attempt_at");

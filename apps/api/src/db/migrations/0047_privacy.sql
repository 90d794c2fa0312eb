-- Hand-written (decision 0099): a person's data export, prepared by a background job that claims
-- its row with a lease (a process that dies midway leaves it due again), and the record that an
-- account was deleted — when and by which id, no personal data.
CREATE TABLE "privacy_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "status" text DEFAULT 'QUEUED' NOT NULL,
  "file_path" text,
  "size" integer,
  "attempts" integer DEFAULT 0 NOT NULL,
  "claimed_until" timestamp with time zone,
  "last_error" text,
  "requested_at" timestamp with time zone NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "privacy_exports_status_check" CHECK ("status" IN ('QUEUED', 'READY', 'FAILED', 'EXPIRED'))
);
--> statement-breakpoint
CREATE INDEX "privacy_exports_user_requested_idx" ON "privacy_exports" ("user_id", "requested_at" DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_exports_one_queued_key" ON "privacy_exports" ("user_id") WHERE "status" = 'QUEUED';
--> statement-breakpoint
CREATE INDEX "privacy_exports_queued_idx" ON "privacy_exports" ("claimed_until") WHERE "status" = 'QUEUED';
--> statement-breakpoint
CREATE INDEX "privacy_exports_ready_expiry_idx" ON "privacy_exports" ("expires_at") WHERE "status" = 'READY';
--> statement-breakpoint
CREATE TABLE "account_deletions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL UNIQUE,
  "role" text,
  "deleted_at" timestamp with time zone NOT NULL
);

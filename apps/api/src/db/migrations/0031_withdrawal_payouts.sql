-- Hand-written (decision 0087): a withdrawal the payout provider (RazorpayX-shaped) handles records
-- which provider, the provider's payout id and where the payout stands. payout_status: CREATING
-- (the request committed; the create call has not been acknowledged yet — the sweep retries it
-- with the same idempotency key), SENT (the provider accepted it and is paying the bank),
-- PROCESSED / REVERSED / FAILED (the provider's final word), REFUSED (the provider refused to
-- create it: the admin queue pays it by hand). payout_checked_at is when the app last asked or
-- tried, so the sweep knows what is overdue. NULL payout_provider: the admin queue alone.
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_provider" text;
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_id" text;
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_status" text;
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_note" text;
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD COLUMN "payout_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_payout_status_check" CHECK ("payout_status" IS NULL OR "payout_status" IN ('CREATING', 'SENT', 'PROCESSED', 'REVERSED', 'FAILED', 'REFUSED'));
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_payout_key" ON "wallet_withdrawals" ("payout_provider", "payout_id") WHERE "payout_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_payout_due_idx" ON "wallet_withdrawals" ("payout_status", "payout_checked_at") WHERE "status" = 'PENDING' AND "payout_status" IN ('CREATING', 'SENT');

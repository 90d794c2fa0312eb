-- Hand-written (decision 0079): an admin who marks a withdrawal paid records the bank's reference
-- for the transfer (UTR), which the user sees on their withdrawal. One UTR names one transfer, so
-- two withdrawals may not carry the same one (a pasted reference of the previous payout is caught).
ALTER TABLE "wallet_withdrawals" ADD COLUMN "utr" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_utr_key" ON "wallet_withdrawals" ("utr") WHERE "utr" IS NOT NULL;

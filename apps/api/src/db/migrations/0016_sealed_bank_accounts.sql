-- Saved bank account numbers are encrypted by the API (decision 0054). The label keeps the last
-- four digits in their own column; rows saved before this are sealed by the API at start
-- (sealPlainWithdrawalMethods), which also replaces their readable fingerprints.
ALTER TABLE "wallet_withdrawal_methods" ADD COLUMN "account_last4" text;
--> statement-breakpoint
UPDATE "wallet_withdrawal_methods" SET "account_last4" = right("account_number", 4) WHERE "account_number" IS NOT NULL;

-- Hand-written (decision 0085): the system accounts that hold tax until the platform remits it —
-- GST charged on the platform's fees, TDS withheld under Section 194-O and GST TCS collected
-- under Section 52 — in 64 shards each, like PLATFORM_REVENUE (decision 0026).
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner_check";--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind_check" CHECK ("wallet_accounts"."kind" IN ('AVAILABLE', 'ESCROW', 'PENDING_WITHDRAWAL', 'EXTERNAL', 'PLATFORM_REVENUE', 'GST_PAYABLE', 'TDS_PAYABLE', 'TCS_PAYABLE'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner_check" CHECK (("wallet_accounts"."user_id" IS NULL) = ("wallet_accounts"."kind" IN ('EXTERNAL', 'PLATFORM_REVENUE', 'GST_PAYABLE', 'TDS_PAYABLE', 'TCS_PAYABLE')));--> statement-breakpoint
INSERT INTO "wallet_accounts" ("id", "user_id", "kind", "shard")
SELECT ('00000000-0000-4000-8000-0003000000' || lpad(to_hex(s), 2, '0'))::uuid, NULL::uuid, 'GST_PAYABLE', s FROM generate_series(0, 63) AS s
UNION ALL
SELECT ('00000000-0000-4000-8000-0004000000' || lpad(to_hex(s), 2, '0'))::uuid, NULL::uuid, 'TDS_PAYABLE', s FROM generate_series(0, 63) AS s
UNION ALL
SELECT ('00000000-0000-4000-8000-0005000000' || lpad(to_hex(s), 2, '0'))::uuid, NULL::uuid, 'TCS_PAYABLE', s FROM generate_series(0, 63) AS s;

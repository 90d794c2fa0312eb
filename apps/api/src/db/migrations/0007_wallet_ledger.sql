-- Hand-written (issue #10, decisions 0026–0029): the double-entry ledger, idempotency keys,
-- deposits, withdrawals, provider webhooks and the admin audit log of the wallet module.
CREATE TABLE "wallet_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_kind_check" CHECK ("wallet_accounts"."kind" IN ('AVAILABLE', 'ESCROW', 'PENDING_WITHDRAWAL', 'EXTERNAL', 'PLATFORM_REVENUE')),
	CONSTRAINT "wallet_accounts_owner_check" CHECK (("wallet_accounts"."user_id" IS NULL) = ("wallet_accounts"."kind" IN ('EXTERNAL', 'PLATFORM_REVENUE'))),
	CONSTRAINT "wallet_accounts_balance_check" CHECK ("wallet_accounts"."kind" = 'EXTERNAL' OR "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_kind_key" ON "wallet_accounts" USING btree ("user_id","kind") WHERE "wallet_accounts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_system_kind_shard_key" ON "wallet_accounts" USING btree ("kind","shard") WHERE "wallet_accounts"."user_id" IS NULL;--> statement-breakpoint
-- The system accounts, in shards (decision 0026): ids are fixed so the service names them without a lookup.
INSERT INTO "wallet_accounts" ("id", "user_id", "kind", "shard")
SELECT ('00000000-0000-4000-8000-0001000000' || lpad(to_hex(s), 2, '0'))::uuid, NULL::uuid, 'EXTERNAL', s FROM generate_series(0, 63) AS s
UNION ALL
SELECT ('00000000-0000-4000-8000-0002000000' || lpad(to_hex(s), 2, '0'))::uuid, NULL::uuid, 'PLATFORM_REVENUE', s FROM generate_series(0, 63) AS s;--> statement-breakpoint
CREATE SEQUENCE "wallet_transaction_number_seq";--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('wallet_transaction_number_seq') NOT NULL,
	"type" text NOT NULL,
	"idempotency_key" text,
	"description" text NOT NULL,
	"reference_kind" text,
	"reference_id" text,
	"reference_label" text,
	"reference_project_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_type_check" CHECK ("wallet_transactions"."type" IN ('DEPOSIT', 'ESCROW_FUND', 'ESCROW_RELEASE', 'ESCROW_REFUND', 'WITHDRAWAL_REQUEST', 'WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED', 'ADJUSTMENT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_number_key" ON "wallet_transactions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_idempotency_key" ON "wallet_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id");--> statement-breakpoint
-- Entries (and the transactions they belong to) are written once: the database refuses to change them.
CREATE FUNCTION "wallet_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_immutable" BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_entries_no_truncate" BEFORE TRUNCATE ON "wallet_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "wallet_transactions_immutable" BEFORE UPDATE OR DELETE ON "wallet_transactions"
  FOR EACH ROW EXECUTE FUNCTION "wallet_refuse_change"();--> statement-breakpoint
CREATE TABLE "wallet_statement_lines" (
	"transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_statement_lines_transaction_id_user_id_pk" PRIMARY KEY("transaction_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_statement_lines" ADD CONSTRAINT "wallet_statement_lines_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_statement_lines_user_created_idx" ON "wallet_statement_lines" USING btree ("user_id","created_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_statement_lines_user_type_created_idx" ON "wallet_statement_lines" USING btree ("user_id","type","created_at" DESC NULLS LAST,"transaction_id" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'IN_FLIGHT' NOT NULL,
	"lease_token" uuid NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_status_check" CHECK ("idempotency_keys"."status" IN ('IN_FLIGHT', 'DONE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "wallet_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_order_id" text,
	"provider_payment_id" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "wallet_deposits_status_check" CHECK ("wallet_deposits"."status" IN ('PENDING', 'COMPLETED', 'FAILED')),
	CONSTRAINT "wallet_deposits_amount_check" CHECK ("wallet_deposits"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_deposits" ADD CONSTRAINT "wallet_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_provider_order_key" ON "wallet_deposits" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_deposits_provider_payment_key" ON "wallet_deposits" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_withdrawal_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account_holder" text,
	"ifsc" text,
	"account_number" text,
	"vpa" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_withdrawal_methods_type_check" CHECK ("wallet_withdrawal_methods"."type" IN ('BANK', 'UPI'))
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_methods" ADD CONSTRAINT "wallet_withdrawal_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawal_methods_user_fingerprint_key" ON "wallet_withdrawal_methods" USING btree ("user_id","fingerprint");--> statement-breakpoint
CREATE TABLE "wallet_withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"request_transaction_id" uuid NOT NULL,
	"settle_transaction_id" uuid,
	"settled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_withdrawals_status_check" CHECK ("wallet_withdrawals"."status" IN ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "wallet_withdrawals_amount_check" CHECK ("wallet_withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_withdrawals" ADD CONSTRAINT "wallet_withdrawals_method_id_wallet_withdrawal_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."wallet_withdrawal_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_status_created_idx" ON "wallet_withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "wallet_withdrawals_user_created_idx" ON "wallet_withdrawals" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_withdrawals_request_transaction_key" ON "wallet_withdrawals" USING btree ("request_transaction_id");--> statement-breakpoint
CREATE TABLE "wallet_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"amount" bigint,
	"reason" text,
	"transaction_id" uuid,
	"withdrawal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_audit_log" ADD CONSTRAINT "wallet_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_audit_log_created_idx" ON "wallet_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);

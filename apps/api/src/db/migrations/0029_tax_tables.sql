-- Hand-written from db/schema/tax.ts (decision 0085): tax profiles, GST invoices and credit notes
-- with their gapless numbering, and TDS/TCS withholdings.
CREATE TABLE "tax_invoice_sequences" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_invoice_sequences_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"original_invoice_id" uuid,
	"fee_kind" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_gstin" text,
	"customer_state_code" text,
	"customer_address" text,
	"place_of_supply" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"sac_code" text NOT NULL,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	"description" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_invoices_kind_check" CHECK ("tax_invoices"."kind" IN ('INVOICE', 'CREDIT_NOTE')),
	CONSTRAINT "tax_invoices_fee_kind_check" CHECK ("tax_invoices"."fee_kind" IN ('CLIENT_FEE', 'FREELANCER_FEE')),
	CONSTRAINT "tax_invoices_total_check" CHECK ("tax_invoices"."total" = "tax_invoices"."taxable_value" + "tax_invoices"."cgst" + "tax_invoices"."sgst" + "tax_invoices"."igst" AND "tax_invoices"."taxable_value" >= 0)
);--> statement-breakpoint
CREATE TABLE "tax_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"pan" text,
	"pan_verified_at" timestamp with time zone,
	"pan_verified_name" text,
	"gstin" text,
	"state_code" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "tax_withholdings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"base" bigint NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount" bigint NOT NULL,
	"pan" text,
	"deductee_name" text NOT NULL,
	"financial_year" text NOT NULL,
	"quarter" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_withholdings_kind_check" CHECK ("tax_withholdings"."kind" IN ('TDS', 'TCS')),
	CONSTRAINT "tax_withholdings_quarter_check" CHECK ("tax_withholdings"."quarter" BETWEEN 1 AND 4),
	CONSTRAINT "tax_withholdings_amount_check" CHECK ("tax_withholdings"."amount" >= 0 AND "tax_withholdings"."base" >= 0)
);--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profiles" ADD CONSTRAINT "tax_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_key" ON "tax_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_series_year_sequence_key" ON "tax_invoices" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_transaction_customer_fee_key" ON "tax_invoices" USING btree ("transaction_id","customer_id","fee_kind");--> statement-breakpoint
CREATE INDEX "tax_invoices_customer_issued_idx" ON "tax_invoices" USING btree ("customer_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tax_withholdings_transaction_user_kind_key" ON "tax_withholdings" USING btree ("transaction_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "tax_withholdings_user_year_idx" ON "tax_withholdings" USING btree ("user_id","financial_year","quarter");--> statement-breakpoint
CREATE INDEX "tax_withholdings_year_quarter_idx" ON "tax_withholdings" USING btree ("financial_year","quarter","kind");
--> statement-breakpoint
-- The first ledger transaction the tax rules apply to (decision 0088): moves numbered below it
-- were made before there were invoices or withholdings, and the ledger check asks none of them.
-- The next number the sequence will give: its last value once one was drawn (is_called), else
-- the value it starts at.
CREATE TABLE "tax_rules_start" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"first_transaction_number" bigint NOT NULL,
	CONSTRAINT "tax_rules_start_only_check" CHECK ("tax_rules_start"."only")
);--> statement-breakpoint
INSERT INTO "tax_rules_start" ("first_transaction_number")
  SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END FROM "wallet_transaction_number_seq";

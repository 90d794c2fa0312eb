-- Hand-written from db/schema/tax.ts and db/schema/money.ts (decision 0086): the
-- audit of tax profile changes, and the KYC verification of saved withdrawal destinations.
CREATE TABLE "tax_profile_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_by" uuid,
	"fields" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "tax_profile_changes" ADD CONSTRAINT "tax_profile_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_profile_changes" ADD CONSTRAINT "tax_profile_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_profile_changes_user_changed_idx" ON "tax_profile_changes" USING btree ("user_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_methods" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_withdrawal_methods" ADD COLUMN "verified_name" text;

-- Hand-written (decision 0089): a TCS row keeps the payee's GSTIN and how the collection splits
-- into CGST + SGST (the payee in the platform's state) or IGST (elsewhere), as the GSTR-8 return
-- reports it; a TDS row keeps zeros and no GSTIN. Rows written before this migration keep their
-- amount with no split (split_recorded false): the return shows their split as not recorded.
ALTER TABLE "tax_withholdings" ADD COLUMN "gstin" text;
--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD COLUMN "cgst" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD COLUMN "sgst" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD COLUMN "igst" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD COLUMN "split_recorded" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "tax_withholdings" SET "split_recorded" = true WHERE "kind" = 'TDS';
--> statement-breakpoint
ALTER TABLE "tax_withholdings" ADD CONSTRAINT "tax_withholdings_split_check" CHECK (NOT "split_recorded" OR "kind" = 'TDS' OR "cgst" + "sgst" + "igst" = "amount");

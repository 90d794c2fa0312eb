import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, money, walletTransactions } from "./money";
import { users } from "./users";

/*
 * The tax documents the money core writes in the same transaction as the move they belong to
 * (migration 0029, decisions 0088 and 0089): a GST invoice or credit note per platform fee, one
 * gapless series per financial year, and a withholding row per TDS or TCS deducted on a release.
 * Money's own tables, beside db/schema/money.ts; the tax profiles they draw on stay the tax
 * module's (db/schema/tax.ts). Money is bigint paise read as JavaScript numbers.
 */

/** The last number used in each series and financial year: locked and bumped in the invoice's transaction. */
export const taxInvoiceSequences = pgTable(
  "tax_invoice_sequences",
  {
    series: text("series").notNull(),
    /** "2026-27": April to March. */
    financialYear: text("financial_year").notNull(),
    lastNumber: integer("last_number").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);

/** A tax invoice for a platform fee, or the credit note that refunds one. */
export const taxInvoices = pgTable(
  "tax_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"INVOICE" | "CREDIT_NOTE">().notNull(),
    series: text("series").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** "CL/2026-27/000123". */
    number: text("number").notNull(),
    /** Who was charged the fee (the recipient of the platform's supply). */
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** The ledger transaction that charged (or refunded) the fee. */
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => walletTransactions.id, { onDelete: "restrict" }),
    /** A credit note's invoice. */
    originalInvoiceId: uuid("original_invoice_id"),
    feeKind: text("fee_kind").$type<"CLIENT_FEE" | "FREELANCER_FEE">().notNull(),
    /** The parties as they were when it was issued: an invoice never changes. */
    customerName: text("customer_name").notNull(),
    customerGstin: text("customer_gstin"),
    customerStateCode: text("customer_state_code"),
    customerAddress: text("customer_address"),
    placeOfSupply: text("place_of_supply").notNull(),
    supplierGstin: text("supplier_gstin").notNull(),
    sacCode: text("sac_code").notNull(),
    taxableValue: money("taxable_value").notNull(),
    cgst: money("cgst").notNull(),
    sgst: money("sgst").notNull(),
    igst: money("igst").notNull(),
    total: money("total").notNull(),
    description: text("description").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tax_invoices_number_key").on(t.number),
    uniqueIndex("tax_invoices_series_year_sequence_key").on(t.series, t.financialYear, t.sequence),
    uniqueIndex("tax_invoices_transaction_customer_fee_key").on(t.transactionId, t.customerId, t.feeKind),
    index("tax_invoices_customer_issued_idx").on(t.customerId, t.issuedAt.desc(), t.id.desc()),
    check("tax_invoices_kind_check", sql`${t.kind} IN ('INVOICE', 'CREDIT_NOTE')`),
    check("tax_invoices_fee_kind_check", sql`${t.feeKind} IN ('CLIENT_FEE', 'FREELANCER_FEE')`),
    check(
      "tax_invoices_total_check",
      sql`${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst} AND ${t.taxableValue} >= 0`,
    ),
  ],
);

/** Tax deducted (TDS, Section 194-O) or collected (GST TCS, Section 52) from a payee on a release. */
export const taxWithholdings = pgTable(
  "tax_withholdings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => walletTransactions.id, { onDelete: "restrict" }),
    /** The deductee: the freelancer, or a team member paid their share. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind").$type<"TDS" | "TCS">().notNull(),
    /** "194-O" or "52". */
    section: text("section").notNull(),
    /** What the rate was applied to: the gross paid (TDS) or the net taxable value (TCS). */
    base: money("base").notNull(),
    rateBps: integer("rate_bps").notNull(),
    amount: money("amount").notNull(),
    /** The deductee's PAN and name at the time, as a return must report them. */
    pan: text("pan"),
    deducteeName: text("deductee_name").notNull(),
    /** TCS (migration 0037): the payee's GSTIN at the time, and the collection as CGST + SGST or IGST. */
    gstin: text("gstin"),
    cgst: money("cgst").notNull().default(0),
    sgst: money("sgst").notNull().default(0),
    igst: money("igst").notNull().default(0),
    /** False only on TCS rows written before migration 0037, whose split was not kept. */
    splitRecorded: boolean("split_recorded").notNull().default(false),
    financialYear: text("financial_year").notNull(),
    /** 1 (April–June) to 4 (January–March). */
    quarter: smallint("quarter").notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex("tax_withholdings_transaction_user_kind_key").on(t.transactionId, t.userId, t.kind),
    index("tax_withholdings_user_year_idx").on(t.userId, t.financialYear, t.quarter),
    index("tax_withholdings_year_quarter_idx").on(t.financialYear, t.quarter, t.kind),
    check("tax_withholdings_kind_check", sql`${t.kind} IN ('TDS', 'TCS')`),
    check("tax_withholdings_quarter_check", sql`${t.quarter} BETWEEN 1 AND 4`),
    check("tax_withholdings_amount_check", sql`${t.amount} >= 0 AND ${t.base} >= 0`),
    check(
      "tax_withholdings_split_check",
      sql`NOT ${t.splitRecorded} OR ${t.kind} = 'TDS' OR ${t.cgst} + ${t.sgst} + ${t.igst} = ${t.amount}`,
    ),
  ],
);

/**
 * The first ledger transaction number the tax rules apply to, filled once by migration 0029 from
 * `wallet_transaction_number_seq`: moves numbered below it came before invoices and withholdings,
 * and the ledger check asks no documents of them (decision 0088). One row.
 */
export const taxRulesStart = pgTable(
  "tax_rules_start",
  {
    only: boolean("only").primaryKey().default(true),
    firstTransactionNumber: bigint("first_transaction_number", { mode: "number" }).notNull(),
  },
  (t) => [check("tax_rules_start_only_check", sql`${t.only}`)],
);

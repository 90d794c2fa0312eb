import { z } from "zod";
import { ZPaise } from "./common";
import { emptyAsUndefined } from "./text-fields";
import { feeFor } from "./wallet";

/*
 * GST on what the platform charges (decision 0088): the tax on a fee, where it is supplied, and
 * the tax invoices and credit notes the wallet lists. Every amount is integer paise.
 */

// ── The tax on a fee ─────────────────────────────────────────────────────────────────────────

/** The default rate: 18% on an online intermediary's service (decision 0088). */
export const DEFAULT_GST_RATE_BPS = 1800;

/**
 * The GST on `taxable` paise at `rateBps`: rounded once, to the nearest paisa with halves up (as
 * every fee is), so the total never depends on where the customer is (decision 0088). 18% of
 * 5,001 paise is 900.18 → 900; of 2,525 is 454.5 → 455.
 */
export function gstOn(taxable: number, rateBps: number): number {
  return feeFor(taxable, rateBps);
}

export type TGstSplit = { cgst: number; sgst: number; igst: number; tax: number; intraState: boolean };

/**
 * The tax split by where it is supplied: within the supplier's state, CGST and SGST (CGST the
 * larger half when the tax is an odd number of paise: 455 → 228 + 227); across states, IGST.
 */
export function splitGst(tax: number, intraState: boolean): TGstSplit {
  if (!Number.isSafeInteger(tax) || tax < 0) throw new RangeError("tax must be whole non-negative paise");
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax, tax, intraState };
  const cgst = Math.ceil(tax / 2);
  return { cgst, sgst: tax - cgst, igst: 0, tax, intraState };
}

/**
 * The place of supply of the platform's service: the customer's state when it is known; a
 * customer without a known state is supplied at the supplier's location (Section 12(2)(b) IGST
 * Act, decision 0088).
 */
export function placeOfSupplyOf(customerStateCode: string | null | undefined, supplierStateCode: string): string {
  return customerStateCode || supplierStateCode;
}

/** The GST on a fee charged to a customer: taxable value, tax lines and place of supply. */
export function feeGst(
  fee: number,
  rates: { gstRateBps: number; supplierStateCode: string; customerStateCode: string | null | undefined },
) {
  const placeOfSupply = placeOfSupplyOf(rates.customerStateCode, rates.supplierStateCode);
  const split = splitGst(gstOn(fee, rates.gstRateBps), placeOfSupply === rates.supplierStateCode);
  return { taxableValue: fee, ...split, total: fee + split.tax, placeOfSupply };
}

/**
 * The part of an invoice's tax a credit note returns for `refundedFee` of its `taxableValue`:
 * all of it for the whole fee, else in proportion, rounded half up (decision 0088).
 */
export function creditedGst(invoice: { taxableValue: number; tax: number }, refundedFee: number): number {
  if (refundedFee >= invoice.taxableValue) return invoice.tax;
  if (invoice.taxableValue === 0) return 0;
  return Math.floor((invoice.tax * refundedFee * 2 + invoice.taxableValue) / (invoice.taxableValue * 2));
}

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────

export const INVOICE_KINDS = ["INVOICE", "CREDIT_NOTE"] as const;
export const ZInvoiceKind = z.enum(INVOICE_KINDS);
export type TInvoiceKind = z.infer<typeof ZInvoiceKind>;

/** "2026-27": an Indian financial year. */
export const ZFinancialYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, "Give a financial year like 2026-27.")
  .refine((value) => (Number(value.slice(0, 4)) + 1) % 100 === Number(value.slice(5)), {
    message: "Give a financial year like 2026-27: the second year follows the first.",
  });

/** A party as the invoice prints it. */
const ZInvoiceParty = z.object({
  name: z.string(),
  gstin: z.string().nullable(),
  stateCode: z.string().nullable(),
  address: z.string().nullable(),
});

/** GET /wallet/invoices/{id}: a tax invoice or credit note, as issued. */
export const ZTaxInvoice = z.object({
  id: z.uuid(),
  kind: ZInvoiceKind,
  /** "CL/2026-27/000123" (invoice) or "CN/2026-27/000004" (credit note). */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  feeKind: z.enum(["CLIENT_FEE", "FREELANCER_FEE"]),
  description: z.string(),
  supplier: ZInvoiceParty.extend({ gstin: z.string() }),
  customer: ZInvoiceParty,
  /** The two-digit state code the supply is made in. */
  placeOfSupply: z.string(),
  sacCode: z.string(),
  taxableValue: ZPaise,
  cgst: ZPaise,
  sgst: ZPaise,
  igst: ZPaise,
  total: ZPaise,
  totalInWords: z.string(),
  /** The ledger transaction that charged (or refunded) the fee. */
  transactionId: z.uuid(),
  /** A credit note's invoice number. */
  originalInvoiceNumber: z.string().nullable(),
});
export type TTaxInvoice = z.infer<typeof ZTaxInvoice>;

/** GET /wallet/invoices: filters; newest first, a page at a time. */
export const ZInvoiceListQuery = z
  .object({
    kind: z.preprocess(emptyAsUndefined, ZInvoiceKind.optional()),
    financialYear: z.preprocess(emptyAsUndefined, ZFinancialYear.optional()),
    from: z.preprocess(emptyAsUndefined, z.iso.date("Give the date as YYYY-MM-DD.").optional()),
    to: z.preprocess(emptyAsUndefined, z.iso.date("Give the date as YYYY-MM-DD.").optional()),
    page: z.coerce.number<string>().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "Pick a date on or after From." });
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

export const ZInvoiceList = z.object({
  items: z.array(ZTaxInvoice),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TInvoiceList = z.infer<typeof ZInvoiceList>;

/** GET /wallet/invoices/export: one financial year as CSV. */
export const ZInvoiceExportQuery = z.object({ financialYear: ZFinancialYear });

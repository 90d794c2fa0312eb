import { z } from "zod";
import { ZPaise } from "./common";
import { financialYearOf } from "./tax";

/*
 * Tax documents (decision 0090): the yearly tax summary every user downloads, the quarterly
 * TDS certificates (Form 16A-shaped) of a freelancer, and the quarterly return CSV admins file
 * from. Financial years run April to March ("2026-27"); quarter 1 is April–June. Amounts are
 * integer paise.
 */

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** "2026-27": a year and the last two digits of the next. */
export const ZFinancialYear = z
  .string("Choose a financial year, like 2026-27.")
  .trim()
  .refine((value) => {
    const match = FINANCIAL_YEAR.exec(value);
    if (!match) return false;
    const start = Number(match[1]);
    return start >= 2000 && start <= 2099 && Number(match[2]) === (start + 1) % 100;
  }, "Use a financial year like 2026-27 (April 2026 to March 2027).");

export const ZTaxQuarter = z.coerce
  .number<string | number>("Choose a quarter from 1 to 4.")
  .int("Choose a quarter from 1 to 4.")
  .min(1, "Choose a quarter from 1 (April–June) to 4 (January–March).")
  .max(4, "Choose a quarter from 1 (April–June) to 4 (January–March).");

export const ZTaxWithholdingKind = z.enum(["TDS", "TCS"], "Choose TDS (Section 194-O) or TCS (Section 52).");
export type TTaxWithholdingKind = z.infer<typeof ZTaxWithholdingKind>;

/** GET /wallet/tax/summary (and .pdf, .csv). */
export const ZTaxSummaryQuery = z.object({ financialYear: ZFinancialYear });
export type TTaxSummaryQuery = z.infer<typeof ZTaxSummaryQuery>;

/** GET /wallet/tax/certificates. */
export const ZTaxCertificatesQuery = z.object({ financialYear: ZFinancialYear });

/** GET /wallet/tax/certificates/{financialYear}/{quarter}.pdf. */
export const ZTaxCertificateParams = z.object({ financialYear: ZFinancialYear, quarter: ZTaxQuarter });

/** GET /admin/tax/returns: one quarter's return of one kind, as CSV. */
export const ZTaxReturnQuery = z.object({
  financialYear: ZFinancialYear,
  quarter: ZTaxQuarter,
  kind: ZTaxWithholdingKind,
});
export type TTaxReturnQuery = z.input<typeof ZTaxReturnQuery>;

/** One user's money for tax in one financial year. */
export const ZTaxSummary = z.object({
  financialYear: z.string(),
  /** The first and last day of the year, "2026-04-01" and "2027-03-31" (Asia/Kolkata). */
  from: z.string(),
  to: z.string(),
  /** Company: what milestone releases paid out of their escrow for the work (fees and GST apart). */
  paid: ZPaise,
  /** Freelancer: the gross of their releases, before fees and tax withheld. */
  earned: ZPaise,
  /** Freelancer: what those releases credited to the wallet after fees and withholding. */
  received: ZPaise,
  /** Platform fees charged to the user, net of credit notes (the taxable value of the invoices). */
  platformFees: ZPaise,
  /** GST on those fees (CGST + SGST + IGST), net of credit notes. */
  gstOnFees: ZPaise,
  /** Tax deducted at source from the user (Section 194-O). */
  tds: ZPaise,
  /** GST collected at source from the user (Section 52). */
  tcs: ZPaise,
  invoices: z.number().int().nonnegative(),
  creditNotes: z.number().int().nonnegative(),
  currency: z.literal("INR"),
});
export type TTaxSummary = z.infer<typeof ZTaxSummary>;

/** A quarter in which TDS was deducted from the user: one certificate. */
export const ZTaxCertificate = z.object({
  financialYear: z.string(),
  quarter: z.number().int().min(1).max(4),
  payments: z.number().int().positive(),
  amountPaid: ZPaise,
  taxDeducted: ZPaise,
});
export type TTaxCertificate = z.infer<typeof ZTaxCertificate>;

export const ZTaxCertificateList = z.object({ items: z.array(ZTaxCertificate) });
export type TTaxCertificateList = z.infer<typeof ZTaxCertificateList>;

/** The quarter's months, as the screens and documents name them. */
export const QUARTER_MONTHS = {
  1: "April–June",
  2: "July–September",
  3: "October–December",
  4: "January–March",
} as const;

/** The financial years a year picker offers: this one and the `count - 1` before it, newest first. */
export function recentFinancialYears(today: Date, count: number): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, "0")}`);
}

import type { TTaxCertificate } from "@crewlance/contracts/tax-documents";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletTransactions } from "../../../db/schema/money";
import { taxWithholdings } from "../../../db/schema/money-tax";
import { AppError } from "../../../lib/errors";

type Row = Record<string, string | number | null>;

/** The quarters of a year in which TDS was deducted from the user: one certificate each (decision 0090). */
export async function certificatesOf(
  ctx: AppContext,
  input: { userId: string; financialYear: string },
): Promise<TTaxCertificate[]> {
  const result = await ctx.db.execute<Row>(sql`
    select quarter, count(*) as payments, sum(base) as amount_paid, sum(amount) as tax_deducted
      from ${taxWithholdings}
     where user_id = ${input.userId} and financial_year = ${input.financialYear} and kind = 'TDS'
     group by quarter
    having sum(amount) > 0
     order by quarter`);
  return result.rows.map((row) => ({
    financialYear: input.financialYear,
    quarter: Number(row.quarter),
    payments: Number(row.payments),
    amountPaid: Number(row.amount_paid),
    taxDeducted: Number(row.tax_deducted),
  }));
}

export type CertificatePayment = {
  transactionNumber: number;
  paidAt: Date;
  amountPaid: number;
  rateBps: number;
  taxDeducted: number;
  section: string;
};

export type CertificateData = {
  financialYear: string;
  quarter: number;
  /** The deductee as the latest row of the quarter recorded them. */
  deductee: { name: string; pan: string | null };
  payments: CertificatePayment[];
  totalPaid: number;
  totalDeducted: number;
};

/** One quarter's TDS of one deductee, payment by payment; not found when nothing was deducted. */
export async function certificateOf(
  ctx: AppContext,
  input: { userId: string; financialYear: string; quarter: number },
): Promise<CertificateData> {
  const result = await ctx.db.execute<Row & { created_at: string | Date }>(sql`
    select t.number, t.created_at, w.base, w.rate_bps, w.amount, w.section, w.pan, w.deductee_name
      from ${taxWithholdings} w
      join ${walletTransactions} t on t.id = w.transaction_id
     where w.user_id = ${input.userId} and w.financial_year = ${input.financialYear}
       and w.quarter = ${input.quarter} and w.kind = 'TDS'
     order by t.created_at, t.number`);
  const payments = result.rows.map((row) => ({
    transactionNumber: Number(row.number),
    paidAt: new Date(row.created_at),
    amountPaid: Number(row.base),
    rateBps: Number(row.rate_bps),
    taxDeducted: Number(row.amount),
    section: String(row.section),
  }));
  const totalDeducted = payments.reduce((sum, p) => sum + p.taxDeducted, 0);
  if (totalDeducted === 0) {
    throw new AppError(
      "NOT_FOUND",
      `No tax was deducted from your payments in quarter ${input.quarter} of ${input.financialYear}, so there is no certificate for it.`,
    );
  }
  const latest = result.rows.at(-1)!;
  return {
    financialYear: input.financialYear,
    quarter: input.quarter,
    deductee: { name: String(latest.deductee_name), pan: latest.pan === null ? null : String(latest.pan) },
    payments,
    totalPaid: payments.reduce((sum, p) => sum + p.amountPaid, 0),
    totalDeducted,
  };
}

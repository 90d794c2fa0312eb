import type { TTaxWithholdingKind } from "@crewlance/contracts/tax-documents";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletTransactions } from "../../../db/schema/money";
import { taxWithholdings } from "../../../db/schema/money-tax";
import { taxStandingsOf } from "../../tax/index";

export type ReturnLine = {
  transactionNumber: number;
  paidAt: Date;
  pan: string | null;
  gstin: string | null;
  name: string;
  section: string;
  base: number;
  rateBps: number;
  amount: number;
  /** TCS: the collection as CGST + SGST or IGST; null on a row written before the split was kept. */
  split: { cgst: number; sgst: number; igst: number } | null;
};

/**
 * Every withholding of one kind in one quarter, oldest first, as a return lists its deductees
 * (decision 0090). PAN, name, GSTIN and the TCS split are the row's, as they were when collected;
 * a TCS row from before they were kept (migration 0037) shows the supplier's current GSTIN and no split.
 */
export async function returnLines(
  ctx: AppContext,
  input: { financialYear: string; quarter: number; kind: TTaxWithholdingKind },
): Promise<ReturnLine[]> {
  const result = await ctx.db.execute<Record<string, string | number | null> & { created_at: string | Date }>(sql`
    select t.number, t.created_at, w.user_id, w.pan, w.deductee_name, w.section, w.base, w.rate_bps, w.amount,
           w.gstin, w.cgst, w.sgst, w.igst, w.split_recorded
      from ${taxWithholdings} w
      join ${walletTransactions} t on t.id = w.transaction_id
     where w.financial_year = ${input.financialYear} and w.quarter = ${input.quarter} and w.kind = ${input.kind}
     order by t.created_at, t.number, w.deductee_name collate "C"`);
  const older = result.rows.filter((row) => input.kind === "TCS" && row.gstin === null);
  const standings =
    older.length > 0
      ? await taxStandingsOf(ctx, [...new Set(older.map((row) => String(row.user_id)))], { lock: false })
      : null;
  return result.rows.map((row) => ({
    transactionNumber: Number(row.number),
    paidAt: new Date(row.created_at),
    pan: row.pan === null ? null : String(row.pan),
    gstin: row.gstin === null ? (standings?.get(String(row.user_id))?.gstin ?? null) : String(row.gstin),
    name: String(row.deductee_name),
    section: String(row.section),
    base: Number(row.base),
    rateBps: Number(row.rate_bps),
    amount: Number(row.amount),
    split: row.split_recorded ? { cgst: Number(row.cgst), sgst: Number(row.sgst), igst: Number(row.igst) } : null,
  }));
}

import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { taxWithholdings } from "../../../db/schema/money-tax";
import type { WithholdingPlan } from "./plan";

/*
 * The withholding rows of a release, written in its transaction (decision 0089): a TDS row per
 * payee even when nothing is withheld (rate 0 under the threshold), so every release has its TDS
 * rows and a payee's yearly gross is the sum of their TDS bases; a TCS row per payee with a GSTIN,
 * with that GSTIN and the collection's CGST + SGST or IGST, as the TCS return reports them.
 */

export async function recordWithholdings(ctx: AppContext, transactionId: string, plan: WithholdingPlan) {
  const rows = plan.payees.flatMap((payee) => {
    const standing = plan.standings.get(payee.userId)!;
    const common = {
      transactionId,
      userId: payee.userId,
      pan: standing.pan,
      deducteeName: standing.name,
      financialYear: plan.financialYear,
      quarter: plan.quarter,
    };
    const tds = { ...common, kind: "TDS" as const, section: "194-O", splitRecorded: true, ...pick(payee.tds) };
    if (!payee.tcs) return [tds];
    const { cgst, sgst, igst } = payee.tcs;
    const tcs = { ...common, kind: "TCS" as const, section: "52", gstin: standing.gstin, cgst, sgst, igst };
    return [tds, { ...tcs, splitRecorded: true, ...pick(payee.tcs) }];
  });
  if (rows.length > 0) await ctx.db.insert(taxWithholdings).values(rows).onConflictDoNothing();
}

function pick(part: { base: number; rateBps: number; amount: number }) {
  return { base: part.base, rateBps: part.rateBps, amount: part.amount };
}

/** A release's rows, payee by payee: what a replay answers and what a receipt shows. */
export async function withholdingsOf(ctx: AppContext, transactionId: string) {
  return ctx.db
    .select({
      userId: taxWithholdings.userId,
      kind: taxWithholdings.kind,
      section: taxWithholdings.section,
      base: taxWithholdings.base,
      rateBps: taxWithholdings.rateBps,
      amount: taxWithholdings.amount,
    })
    .from(taxWithholdings)
    .where(eq(taxWithholdings.transactionId, transactionId));
}

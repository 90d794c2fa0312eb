import { sql } from "drizzle-orm";
import type { AppContext } from "../src/context";
import { giveTaxProfile } from "./tax-profiles";

/*
 * Withholding under the wallet's chaos run (decision 0089): the four freelancers are a payee
 * without a PAN (5%), a person with a verified PAN whose small yearly threshold the run crosses
 * midway, a company with a PAN and a GSTIN in the platform's state (TDS + CGST/SGST TCS), and a
 * person whose PAN is not verified with a GSTIN elsewhere (5% + IGST TCS). Afterwards every
 * release has one TDS row per payee, and the person's releases were exempt exactly until their
 * running gross crossed the threshold, however the concurrent releases interleaved.
 */

/**
 * ₹1,000 a year: the run's releases (₹10–₹1,000 each) cross it after a few. A run killed midway
 * paid this person as little as ₹2,649 in all, so a ₹3,000 threshold could go uncrossed.
 */
export const CHAOS_THRESHOLD_PAISE = 100_000;
export const CHAOS_WITHHOLDING_ENV = { TDS_194O_INDIVIDUAL_THRESHOLD_PAISE: String(CHAOS_THRESHOLD_PAISE) };

const PROFILES = [
  null,
  { pan: "CHAPP1234A", verified: true, gstin: null, stateCode: "29" },
  { pan: "CHACC1234A", verified: true, gstin: "29CHACC1234A1Z5", stateCode: "29" },
  { pan: "CHAPU1234A", verified: false, gstin: "27CHAPU1234A1Z5", stateCode: "27" },
] as const;

/** The freelancers' tax profiles, in the order above; answers the person whose threshold is crossed. */
export async function giveChaosTaxProfiles(ctx: AppContext, freelancerIds: readonly string[]): Promise<string> {
  for (const [index, profile] of PROFILES.entries()) {
    if (!profile) continue;
    await giveTaxProfile(ctx, freelancerIds[index]!, { ...profile, legalName: `Chaos Payee ${index}` });
  }
  return freelancerIds[1]!;
}

export async function checkChaosWithholding(ctx: AppContext, personId: string): Promise<string[]> {
  const problems: string[] = [];
  const rows = await ctx.db.execute<{ kind: string; n: number }>(sql`
    select w.kind, count(*)::int as n from wallet_transactions as t
      join tax_withholdings as w on w.transaction_id = t.id
     where t.type = 'ESCROW_RELEASE' group by w.kind`);
  const releases = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from wallet_transactions where type = 'ESCROW_RELEASE'`,
  );
  const byKind = Object.fromEntries(rows.rows.map((row) => [row.kind, Number(row.n)]));
  if ((byKind.TDS ?? 0) !== Number(releases.rows[0]!.n)) {
    problems.push(`${releases.rows[0]!.n} releases but ${byKind.TDS ?? 0} TDS rows`);
  }
  if (!byKind.TCS) problems.push("no TCS was collected from the payees with a GSTIN");
  // The person's year, in commit order: exempt while the running gross stays within the threshold.
  const person = await ctx.db.execute<{ base: string; amount: string; rate_bps: number }>(sql`
    select w.base, w.amount, w.rate_bps from tax_withholdings as w
      join wallet_transactions as t on t.id = w.transaction_id
     where w.user_id = ${personId} and w.kind = 'TDS' order by t.number`);
  let gross = 0;
  for (const row of person.rows) {
    gross += Number(row.base);
    const exempt = gross <= CHAOS_THRESHOLD_PAISE;
    if (exempt !== (row.rate_bps === 0)) {
      problems.push(`the person's release at a running gross of ${gross} paise was taxed at ${row.rate_bps} bps`);
    }
  }
  if (gross <= CHAOS_THRESHOLD_PAISE) problems.push(`the person's gross ${gross} never crossed the threshold`);
  return problems;
}

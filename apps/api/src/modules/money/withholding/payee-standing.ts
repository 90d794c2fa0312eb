import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { type TaxStanding, taxStandingsOf } from "../../tax/index";
import { loadUserContacts } from "../../users/index";

/*
 * Who a payee is for TDS and TCS: the tax module's standing (PAN, whether the KYC provider
 * confirmed it, the holder kind from its fourth letter, GSTIN, state) and the name a return
 * reports (decision 0089).
 */

export type PayeeStanding = TaxStanding & {
  /** The name a return reports: the legal name of the tax profile, else the account's name. */
  name: string;
};

/**
 * The payees' standing. `lock` holds each tax profile row (in user id order) until the
 * transaction ends: the year's gross a threshold is counted against cannot change under a
 * concurrent release of the same payee.
 */
export async function payeeStandings(
  ctx: AppContext,
  userIds: readonly string[],
  options: { lock: boolean },
): Promise<Map<string, PayeeStanding>> {
  const standings = await taxStandingsOf(ctx, userIds, options);
  const contacts = await loadUserContacts(ctx, [...standings.keys()]);
  const payees = new Map<string, PayeeStanding>();
  for (const [userId, standing] of standings) {
    payees.set(userId, {
      ...standing,
      name: standing.legalName ?? contacts.get(userId)?.fullName ?? "Unknown user",
    });
  }
  return payees;
}

/** The gross already paid to `userId` in `financialYear`: the bases of their TDS rows (one per release). */
export async function grossPaidInYear(ctx: AppContext, userId: string, financialYear: string): Promise<number> {
  const result = await ctx.db.execute<{ total: string | null }>(sql`
    select coalesce(sum(base), 0) as total from tax_withholdings
     where user_id = ${userId} and kind = 'TDS' and financial_year = ${financialYear}`);
  return Number(result.rows[0]?.total ?? 0);
}

import { panHolderOf, type TPanHolder } from "@crewlance/contracts/tax";
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { taxProfiles } from "../../db/schema/tax";

/** Who a user is for tax, as the money core needs it for invoices and withholding. */
export type TaxStanding = {
  userId: string;
  legalName: string | null;
  pan: string | null;
  panVerified: boolean;
  panHolder: TPanHolder | null;
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
};

type TaxProfileRow = typeof taxProfiles.$inferSelect;

function standingFrom(userId: string, row: TaxProfileRow | undefined): TaxStanding {
  if (!row) {
    return {
      userId,
      legalName: null,
      pan: null,
      panVerified: false,
      panHolder: null,
      gstin: null,
      stateCode: null,
      address: null,
    };
  }
  return {
    userId,
    legalName: row.legalName,
    pan: row.pan,
    panVerified: row.pan !== null && row.panVerifiedAt !== null,
    panHolder: row.pan ? panHolderOf(row.pan) : null,
    gstin: row.gstin,
    stateCode: row.stateCode,
    address: `${row.addressLine}, ${row.city} ${row.pincode}`,
  };
}

/** The user's tax standing; all nulls without a profile. Reads through `ctx`, so inside a transaction it sees its writes. */
export async function taxStandingOf(ctx: AppContext, userId: string): Promise<TaxStanding> {
  return (await taxStandingsOf(ctx, [userId], { lock: false })).get(userId) as TaxStanding;
}

/**
 * Several users' standings, keyed by user id. `lock` (inside a transaction) holds each profile
 * row FOR UPDATE until the transaction ends, taken one by one in user-id order so two
 * transactions sharing users never wait on each other in a circle: a release counting a payee's
 * year against the TDS threshold sees no concurrent release of that payee (decision 0089).
 */
export async function taxStandingsOf(
  ctx: AppContext,
  userIds: readonly string[],
  options: { lock: boolean },
): Promise<Map<string, TaxStanding>> {
  const ids = [...new Set(userIds)].sort();
  const standings = new Map<string, TaxStanding>();
  if (!options.lock) {
    // A read (a return's suppliers, an invoice's customer) asks once for every user.
    const rows = ids.length ? await ctx.db.select().from(taxProfiles).where(inArray(taxProfiles.userId, ids)) : [];
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    for (const userId of ids) standings.set(userId, standingFrom(userId, byUser.get(userId)));
    return standings;
  }
  for (const userId of ids) {
    const [row] = await ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)).for("update");
    standings.set(userId, standingFrom(userId, row));
  }
  return standings;
}

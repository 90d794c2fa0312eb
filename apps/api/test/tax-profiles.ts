import type { AppContext } from "../src/context";
import { taxProfiles } from "../src/db/schema/tax";

/*
 * A user's tax profile as the tax module would have saved it, the PAN verified or not, written
 * straight to its table: tests of the money core set up a payee's standing without a KYC provider.
 */

export type ProfileFacts = {
  pan?: string | null;
  verified?: boolean;
  gstin?: string | null;
  stateCode?: string;
  legalName?: string;
  address?: { addressLine: string; city: string; pincode: string };
};

export async function giveTaxProfile(ctx: AppContext, userId: string, facts: ProfileFacts) {
  const pan = facts.pan ?? null;
  const legalName = facts.legalName ?? `Legal ${userId.slice(0, 8)}`;
  const verified = pan !== null && (facts.verified ?? true);
  await ctx.db
    .insert(taxProfiles)
    .values({
      userId,
      legalName,
      pan,
      panVerifiedAt: verified ? new Date() : null,
      panVerifiedName: verified ? legalName : null,
      gstin: facts.gstin ?? null,
      stateCode: facts.stateCode ?? facts.gstin?.slice(0, 2) ?? "29",
      ...(facts.address ?? { addressLine: "1 MG Road", city: "Bengaluru", pincode: "560001" }),
    })
    .onConflictDoNothing();
}

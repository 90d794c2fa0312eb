import type { TVerificationResult } from "@crewlance/contracts/tax";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { taxProfiles } from "../../db/schema/tax";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { auditTaxProfileChange } from "./audit";
import { confirmName } from "./verification";

/**
 * POST /tax-profile/pan-verification: asks the provider whose PAN it is and keeps the answer when
 * the name matches the profile's legal name. The provider is asked outside any transaction; the
 * answer is kept only if the PAN is still the one asked about (a save meanwhile wins).
 */
export async function verifyMyPan(ctx: AppContext, userId: string): Promise<TVerificationResult> {
  const [profile] = await ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  if (!profile) throw new AppError("BUSINESS_RULE", "Save your tax profile with your PAN first.");
  const pan = profile.pan;
  if (!pan) throw new AppError("BUSINESS_RULE", "Add your PAN to your tax profile first.");
  if (profile.panVerifiedAt && profile.panVerifiedName) {
    return {
      verified: true,
      registeredName: profile.panVerifiedName,
      verifiedAt: profile.panVerifiedAt.toISOString(),
      notice: null,
    };
  }
  const confirmed = await confirmName(ctx, {
    ask: (provider) => provider.panName(pan),
    expectedName: profile.legalName,
    notFound: "The income tax records have no PAN like this: check it for a typing mistake.",
    mismatch: (registered) =>
      `Your PAN is registered to "${registered}", which does not match the legal name "${profile.legalName}": enter your name as it is on your PAN.`,
  });
  return withTransaction(ctx, async (txCtx) => {
    const [before] = await txCtx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)).for("update");
    if (!before || before.pan !== pan || before.legalName !== profile.legalName) {
      throw new AppError("CONFLICT", "Your tax profile changed while we were verifying it. Please verify again.");
    }
    if (before.panVerifiedAt && before.panVerifiedName) {
      return {
        verified: true as const,
        registeredName: before.panVerifiedName,
        verifiedAt: before.panVerifiedAt.toISOString(),
        notice: confirmed.notice,
      };
    }
    const [after] = await txCtx.db
      .update(taxProfiles)
      .set({ panVerifiedAt: now(), panVerifiedName: confirmed.registeredName })
      .where(and(eq(taxProfiles.userId, userId), eq(taxProfiles.pan, pan)))
      .returning();
    await auditTaxProfileChange(txCtx, { userId, changedBy: userId, before, after: after! });
    return {
      verified: true as const,
      registeredName: confirmed.registeredName,
      verifiedAt: after!.panVerifiedAt!.toISOString(),
      notice: confirmed.notice,
    };
  });
}

import type { TAdminTaxProfile, TTaxProfileBody, TTaxProfileView } from "@crewlance/contracts/tax";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { taxProfiles } from "../../db/schema/tax";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { loadUserSummaries } from "../users/index";
import { auditTaxProfileChange, listTaxProfileChanges } from "./audit";
import { kycModeOf } from "./kyc-provider";
import { toTaxProfileView } from "./views";

function kycProviderKind(ctx: AppContext): TTaxProfileView["kycProvider"] {
  return kycModeOf(ctx.config) === "http" ? "http" : "dev";
}

/** GET /tax-profile: the owner's profile, or null before they save one. */
export async function getMyTaxProfile(ctx: AppContext, userId: string): Promise<TTaxProfileView> {
  const [row] = await ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  return { profile: row ? toTaxProfileView(row) : null, kycProvider: kycProviderKind(ctx) };
}

/**
 * PUT /tax-profile: creates or replaces the owner's profile and audits what changed. A new PAN
 * loses the old one's verification; the row is locked so two saves at once audit in turn.
 */
export async function saveTaxProfile(
  ctx: AppContext,
  input: { userId: string; body: TTaxProfileBody },
): Promise<TTaxProfileView> {
  const { body } = input;
  return withTransaction(ctx, async (txCtx) => {
    const [before] = await txCtx.db
      .select()
      .from(taxProfiles)
      .where(eq(taxProfiles.userId, input.userId))
      .for("update");
    const pan = body.pan ?? null;
    const keepsVerification = before !== undefined && before.pan === pan && pan !== null;
    const values = {
      legalName: body.legalName,
      pan,
      gstin: body.gstin ?? null,
      stateCode: body.stateCode,
      addressLine: body.addressLine,
      city: body.city,
      pincode: body.pincode,
      panVerifiedAt: keepsVerification ? before.panVerifiedAt : null,
      panVerifiedName: keepsVerification ? before.panVerifiedName : null,
      updatedAt: now(),
    };
    const [after] = before
      ? await txCtx.db.update(taxProfiles).set(values).where(eq(taxProfiles.userId, input.userId)).returning()
      : await txCtx.db
          .insert(taxProfiles)
          .values({ userId: input.userId, ...values, createdAt: now() })
          .onConflictDoUpdate({ target: taxProfiles.userId, set: values })
          .returning();
    await auditTaxProfileChange(txCtx, {
      userId: input.userId,
      changedBy: input.userId,
      before: before ?? null,
      after: after!,
    });
    return { profile: toTaxProfileView(after!), kycProvider: kycProviderKind(txCtx) };
  });
}

/** GET /admin/users/:id/tax-profile: any user's profile and its audit. */
export async function getTaxProfileForAdmin(ctx: AppContext, userId: string): Promise<TAdminTaxProfile> {
  const people = await loadUserSummaries(ctx, [userId]);
  if (!people.has(userId)) throw notFound("User");
  const [row] = await ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId));
  return { profile: row ? toTaxProfileView(row) : null, changes: await listTaxProfileChanges(ctx, userId) };
}

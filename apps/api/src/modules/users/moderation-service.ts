import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";

/**
 * What an administrator may change on accounts the users module owns; admin calls these
 * instead of writing users' tables. Each locks the row it changes.
 */

/** Suspends an account; administrator accounts are out of reach. */
export async function suspendAccount(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const [target] = await txCtx.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("update");
  if (!target) throw notFound("User");
  if (target.role === "ADMIN") throw new AppError("BUSINESS_RULE", "Administrator accounts cannot be suspended.");
  await txCtx.db.update(users).set({ status: "SUSPENDED", updatedAt: now() }).where(eq(users.id, input.userId));
}

/** Lifts a suspension (the UPDATE takes the row lock itself). */
export async function restoreAccount(ctx: AppContext, input: { userId: string }): Promise<void> {
  const [row] = await ctx.db
    .update(users)
    .set({ status: "ACTIVE", updatedAt: now() })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  if (!row) throw notFound("User");
}

/** Marks a company verified; false when it already was, so the caller tells the company once. */
export async function markCompanyVerified(txCtx: TxContext, input: { companyUserId: string }): Promise<boolean> {
  const [profile] = await txCtx.db
    .select({ verifiedAt: companyProfiles.verifiedAt })
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .where(and(eq(companyProfiles.userId, input.companyUserId), eq(users.role, "COMPANY")))
    .for("update", { of: companyProfiles });
  if (!profile) throw notFound("Company");
  if (profile.verifiedAt) return false;
  const at = now();
  await txCtx.db
    .update(companyProfiles)
    .set({ verifiedAt: at, updatedAt: at })
    .where(eq(companyProfiles.userId, input.companyUserId));
  return true;
}

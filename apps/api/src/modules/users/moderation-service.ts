import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { AppContext } from "../../context";
import { companyProfiles, users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";

/**
 * What an administrator may change on accounts the users module owns; admin calls these
 * instead of writing users' tables. Each locks the row it changes.
 */

/**
 * Suspends an account, until `until` when given (moderation's days, decision 0092), else until
 * lifted; administrator accounts are out of reach.
 */
export async function suspendAccount(txCtx: TxContext, input: { userId: string; until?: Date | null }): Promise<void> {
  const [target] = await txCtx.db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("update");
  if (!target) throw notFound("User");
  if (target.role === "ADMIN") throw new AppError("BUSINESS_RULE", "Administrator accounts cannot be suspended.");
  await txCtx.db
    .update(users)
    .set({ status: "SUSPENDED", suspendedUntil: input.until ?? null, updatedAt: now() })
    .where(eq(users.id, input.userId));
}

/**
 * Lifts a suspension whose days have run out, where sign-in reads the status (decision 0092);
 * true when the account is active again, so the person signs in as usual.
 */
export async function liftEndedSuspension(ctx: AppContext, input: { userId: string }): Promise<boolean> {
  const at = now();
  const rows = await ctx.db
    .update(users)
    .set({ status: "ACTIVE", suspendedUntil: null, updatedAt: at })
    .where(
      and(
        eq(users.id, input.userId),
        eq(users.status, "SUSPENDED"),
        isNotNull(users.suspendedUntil),
        lte(users.suspendedUntil, at),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Makes a verified user an administrator, confirmed by their email typed again (decision 0092).
 * Locks the row; refuses a mismatch, an unverified email, a suspended account and an admin.
 */
export async function promoteToAdmin(txCtx: TxContext, input: { userId: string; confirmEmail: string }): Promise<void> {
  const [target] = await txCtx.db
    .select({ role: users.role, email: users.email, status: users.status, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .for("update");
  if (!target) throw notFound("User");
  if (target.role === "ADMIN") throw new AppError("CONFLICT", "This person is already an administrator.");
  if (target.email !== input.confirmEmail.trim().toLowerCase()) {
    throw new AppError("BUSINESS_RULE", "The email does not match this account.", [
      { path: "confirmEmail", message: "Type this person's email exactly." },
    ]);
  }
  if (!target.emailVerifiedAt) {
    throw new AppError("BUSINESS_RULE", "Only a person with a verified email can become an administrator.");
  }
  if (target.status === "SUSPENDED")
    throw new AppError("BUSINESS_RULE", "A suspended account cannot become an administrator.");
  await txCtx.db.update(users).set({ role: "ADMIN", updatedAt: now() }).where(eq(users.id, input.userId));
}

/** Lifts a suspension (the UPDATE takes the row lock itself). */
export async function restoreAccount(ctx: AppContext, input: { userId: string }): Promise<void> {
  const [row] = await ctx.db
    .update(users)
    .set({ status: "ACTIVE", suspendedUntil: null, updatedAt: now() })
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

import type { TChangePasswordRequest } from "@crewlance/contracts/account";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { users } from "../../db/schema/users";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { signOutOtherSessions } from "./account-sessions";
import { passwordChangedEmail } from "./email/emails";
import { hashPassword, verifyPassword } from "./passwords";

export const PASSWORD_CHANGED_MESSAGE = "Password changed. Other devices were signed out.";

const fieldError = (path: "currentPassword" | "newPassword", message: string) =>
  new AppError("VALIDATION_ERROR", message, [{ path, message }]);

const wrongCurrentPassword = () => fieldError("currentPassword", "Your current password is not right.");

/**
 * Changes the signed-in person's password (decision 0093). In one transaction: the new hash,
 * every other sign-in revoked (this one stays), and the mail saying so. The user row is locked
 * and its hash compared with the one checked, so of two changes at once the second is checked
 * again against the first one's password and never overwrites it unseen.
 */
export async function changePassword(
  ctx: AppContext,
  asker: { userId: string; sessionId: string | null },
  input: TChangePasswordRequest,
): Promise<{ signedOut: number }> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, asker.userId));
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  if (!user.passwordHash) {
    throw new AppError(
      "CONFLICT",
      "Your account has no password yet. Set one with “Forgot password?” on the sign-in page.",
    );
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
  if (input.newPassword === input.currentPassword) {
    throw fieldError("newPassword", "Choose a password different from your current one.");
  }
  // Hashing is slow on purpose; do it before taking any lock.
  const newHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  return withTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const [locked] = await tx
      .select({ passwordHash: users.passwordHash, email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, asker.userId))
      .for("update");
    if (!locked?.passwordHash) throw wrongCurrentPassword();
    if (locked.passwordHash !== user.passwordHash) {
      // Changed since the check above: the current password must be the new one's.
      if (!(await verifyPassword(locked.passwordHash, input.currentPassword))) throw wrongCurrentPassword();
    }
    const at = now();
    await tx.update(users).set({ passwordHash: newHash, updatedAt: at }).where(eq(users.id, asker.userId));
    const signedOut = await signOutOtherSessions(tx, asker);
    await ctx.mailer.enqueue(
      tx,
      passwordChangedEmail({
        to: locked.email,
        fullName: locked.fullName,
        changedAt: at,
        forgotPasswordLink: `${ctx.config.appUrl}/forget-password`,
      }),
    );
    afterCommit(txCtx, () => ctx.mailer.kick());
    return { signedOut };
  });
}

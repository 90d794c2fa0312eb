import type { TForgotPasswordRequest, TResetPasswordRequest } from "@crewlance/contracts/auth";
import { RESET_TOKEN_TTL_MINUTES } from "@crewlance/contracts/constants";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { passwordResetTokens } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { addMinutes, now } from "../../../lib/clock";
import { randomToken, sha256 } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { hashPassword } from "../passwords";
import { revokeAllSessions } from "../session";
import { passwordResetEmail } from "./emails";

export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent password reset instructions.";
export const RESET_PASSWORD_MESSAGE = "Your password has been reset. You can now sign in.";

/**
 * Emails a single-use reset link valid for one hour. The caller answers the same sentence
 * whether or not the email belongs to an account, so nothing is revealed; the mail is only
 * queued here (decision 0010), so the answer does not wait for SMTP either; a delivery failure
 * is retried and logged by the mail worker.
 */
export async function requestPasswordReset(ctx: AppContext, input: TForgotPasswordRequest): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const [user] = await ctx.db
    .select({ id: users.id, fullName: users.fullName, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.status === "SUSPENDED") return;
  const token = randomToken();
  const at = now();
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await withTransaction(ctx, async ({ db: tx }) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: addMinutes(at, RESET_TOKEN_TTL_MINUTES),
      createdAt: at,
    });
    await ctx.mailer.enqueue(tx, passwordResetEmail({ to: email, fullName: user.fullName, link }));
  });
  ctx.mailer.kick();
}

type ResetOutcome = "reset" | "invalid" | "expired";

/** Sets the new password, uses up every open reset link and signs the user out everywhere. */
export async function resetPassword(ctx: AppContext, input: TResetPasswordRequest): Promise<void> {
  // Hashing is slow on purpose; do it before taking any lock.
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  const outcome = await withTransaction(ctx, async (txCtx): Promise<ResetOutcome> => {
    const { db: tx } = txCtx;
    const [row] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(input.resetToken)))
      .for("update");
    if (!row || row.usedAt) return "invalid";
    const at = now();
    if (row.expiresAt <= at) return "expired";
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, row.userId));
    await revokeAllSessions(txCtx, { userId: row.userId });
    return "reset";
  });
  if (outcome === "invalid") {
    throw new AppError(
      "CODE_INVALID",
      "This password reset link is not valid or has already been used. Please request a new one.",
    );
  }
  if (outcome === "expired") {
    throw new AppError("CODE_EXPIRED", "This password reset link has expired. Please request a new one.");
  }
}

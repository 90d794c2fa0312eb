import { desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import {
  authSessions,
  oneTimeCodes,
  passwordResetTokens,
  recoveryCodes,
  signInChallenges,
  socialAccounts,
  twoFactor,
} from "../../db/schema/auth";
import { users } from "../../db/schema/users";
import type { AccountDataPart } from "../../lib/account-data";
import { AppError } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { describeUserAgent } from "../../lib/user-agent";
import { verifyPassword } from "./passwords";
import { revokeAllSessions } from "./session";
import { lockTwoFactor, useAnySecondFactor } from "./two-factor/second-factor-check";

/*
 * The auth module's side of "your data" (decision 0099): the sign-in methods and devices for
 * the export — which methods, never a hash, secret or token — the proof that it is the person
 * who asks to delete the account, and the erasure of every way to sign in.
 */

/** account.json's sign-in methods and sessions.json's devices. */
export async function signInDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const social = await ctx.db
    .select({ provider: socialAccounts.provider, email: socialAccounts.email, linkedAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const [factor] = await ctx.db
    .select({ enabledAt: twoFactor.enabledAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const sessions = await ctx.db
    .select()
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(desc(authSessions.lastSeenAt));
  return {
    data: {
      signInMethods: {
        password: Boolean(user?.passwordHash),
        socialAccounts: social,
        twoFactorEnabledAt: factor?.enabledAt ?? null,
      },
      sessions: sessions.map((row) => ({
        ...describeUserAgent(row.userAgent),
        userAgent: row.userAgent,
        ip: row.ip,
        signedInAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
      })),
    },
    files: [],
  };
}

const wrongPassword = () =>
  new AppError("VALIDATION_ERROR", "Your password is not right.", [
    { path: "password", message: "Your password is not right." },
  ]);
const wrongCode = () =>
  new AppError("VALIDATION_ERROR", "That code is not right. Try the newest code from your app or a recovery code.", [
    { path: "code", message: "That code is not right. Try the newest code from your app or a recovery code." },
  ]);

/**
 * Checks it is the person themselves: their password, or — an account without one — a code
 * from their authenticator app or a recovery code. Runs in the deletion's transaction so a
 * recovery code it uses up is used up only if the deletion commits.
 */
export async function confirmAccountOwner(
  txCtx: TxContext,
  input: { userId: string; password?: string; code?: string; at: Date },
): Promise<void> {
  const [user] = await txCtx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (user?.passwordHash) {
    if (!input.password) {
      throw new AppError("VALIDATION_ERROR", "Enter your password.", [
        { path: "password", message: "Enter your password." },
      ]);
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword();
    return;
  }
  const factor = await lockTwoFactor(txCtx.db, input.userId);
  if (!factor?.enabledAt) {
    throw new AppError(
      "CONFLICT",
      "Your account has no password. Set one with “Forgot password?” on the sign-in page, then delete the account.",
    );
  }
  if (!input.code) throw wrongCode();
  const ok = await useAnySecondFactor(txCtx.db, {
    row: factor,
    code: input.code,
    at: input.at,
    jwtSecret: txCtx.config.jwtSecret,
  });
  if (!ok) throw wrongCode();
}

/** Every way to sign in goes (the AccountDeleted listener): sessions, tokens, social links, two-factor. */
export async function eraseSignIn(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const { userId } = input;
  await revokeAllSessions(txCtx, { userId });
  await txCtx.db.delete(authSessions).where(eq(authSessions.userId, userId));
  await txCtx.db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  await txCtx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await txCtx.db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await txCtx.db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  await txCtx.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await txCtx.db.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
}

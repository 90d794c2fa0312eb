import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { TRole } from "@crewlance/contracts/enums";
import {
  isSecondFactorChallenge,
  type TSecondFactorChallenge,
  type TSecondFactorVerifyRequest,
} from "@crewlance/contracts/two-factor";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Tx } from "../../../db/client";
import { signInChallenges, twoFactor } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { addMinutes, now } from "../../../lib/clock";
import { randomToken, sha256 } from "../../../lib/crypto";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { hasPasskey } from "../passkeys/passkey-list";
import { type SessionDevice, startSession } from "../session";
import { stillSuspended, suspendedRefusal } from "../suspended";
import { lockTwoFactor, type TwoFactorRow, useAnySecondFactor } from "./second-factor-check";
import { wrongCode } from "./two-factor-settings";

/*
 * The second step of signing in to an account with two-factor on (decision 0094): the first
 * step (password, phone code, provider) answers a challenge instead of a session; the challenge
 * and a code make the session. Ten minutes, five wrong codes, used once.
 */

export const CHALLENGE_TTL_MINUTES = 10;
export const CHALLENGE_MAX_ATTEMPTS = 5;

const challengeEnded = () => new AppError("TOKEN_INVALID", "This sign-in has ended. Sign in again.");
const tooManyWrongCodes = () => new AppError("TOO_MANY_ATTEMPTS", "Too many wrong codes. Sign in again.");

/** A session, or a challenge when the account has two-factor sign-in on: every sign-in's last step. */
export async function sessionOrChallenge(
  ctx: AppContext,
  user: { id: string; role: TRole | null },
  device: SessionDevice | undefined,
): Promise<TAuthSession | TSecondFactorChallenge> {
  const [secured] = await ctx.db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, user.id), isNotNull(twoFactor.enabledAt)));
  if (secured) return createChallenge(ctx, user.id, device);
  return newSession(ctx, user, device);
}

async function newSession(
  ctx: AppContext,
  user: { id: string; role: TRole | null },
  device: SessionDevice | undefined,
): Promise<TAuthSession> {
  const tokens = await startSession(ctx, { userId: user.id, role: user.role, device });
  const view = await loadUserView(ctx.db, user.id);
  return { user: view!, ...tokens };
}

async function createChallenge(
  ctx: AppContext,
  userId: string,
  device: SessionDevice | undefined,
): Promise<TSecondFactorChallenge> {
  const token = randomToken();
  const at = now();
  const expiresAt = addMinutes(at, CHALLENGE_TTL_MINUTES);
  // The person's ended challenges go as a new one comes: the table holds only live sign-ins.
  await ctx.db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, at)));
  await ctx.db.insert(signInChallenges).values({
    tokenHash: sha256(token),
    userId,
    userAgent: device?.userAgent ?? "",
    ip: device?.ip ?? "",
    expiresAt,
    createdAt: at,
  });
  return {
    secondFactorRequired: true,
    challengeToken: token,
    expiresAt: expiresAt.toISOString(),
    passkeyAvailable: await hasPasskey(ctx.db, userId),
  };
}

type VerifyOutcome =
  | { kind: "ended" }
  | { kind: "wrong"; locked: boolean; refusal: AppError }
  | { kind: "passed"; userId: string; role: TRole | null; suspended: boolean };

/**
 * Checks the second factor inside the challenge's transaction: true when it passed, or the
 * refusal to give (counted as a wrong try) when it did not.
 */
export type SecondFactorCheck = (tx: Tx, input: { row: TwoFactorRow; at: Date }) => Promise<true | AppError>;

/** Trades a challenge and a code (app or recovery) for a session. */
export async function verifySecondFactor(
  ctx: AppContext,
  input: TSecondFactorVerifyRequest,
  device: SessionDevice | undefined,
): Promise<TAuthSession> {
  return finishChallenge(ctx, input.challengeToken, device, async (tx, { row, at }) => {
    const passed = await useAnySecondFactor(tx, { row, code: input.code, at, jwtSecret: ctx.config.jwtSecret });
    return passed ? true : wrongCode();
  });
}

/**
 * Trades a challenge and a passed second factor (a code, or a passkey: decision 0098) for a
 * session. The challenge row stays locked until the end, so two tries at once are counted one
 * after the other and only one signs in; a wrong try's count is committed before the refusal.
 */
export async function finishChallenge(
  ctx: AppContext,
  challengeToken: string,
  device: SessionDevice | undefined,
  check: SecondFactorCheck,
): Promise<TAuthSession> {
  const outcome = await withTransaction(ctx, async ({ db: tx }): Promise<VerifyOutcome> => {
    const at = now();
    const challenge = await lockLiveChallenge(tx, challengeToken, at);
    if (!challenge) return { kind: "ended" };
    if (challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) return { kind: "wrong", locked: true, refusal: wrongCode() };
    const row = await lockTwoFactor(tx, challenge.userId);
    // Turned off since the first step: that sign-in is over, the next one needs no code.
    if (!row?.enabledAt) return { kind: "ended" };
    const passed = await check(tx, { row, at });
    if (passed !== true) {
      const attempts = challenge.attempts + 1;
      await tx.update(signInChallenges).set({ attempts }).where(eq(signInChallenges.id, challenge.id));
      return { kind: "wrong", locked: attempts >= CHALLENGE_MAX_ATTEMPTS, refusal: passed };
    }
    await tx.update(signInChallenges).set({ usedAt: at }).where(eq(signInChallenges.id, challenge.id));
    const [user] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, challenge.userId));
    if (!user) return { kind: "ended" };
    return { kind: "passed", userId: user.id, role: user.role, suspended: user.status === "SUSPENDED" };
  });

  if (outcome.kind === "ended") throw challengeEnded();
  if (outcome.kind === "wrong") throw outcome.locked ? tooManyWrongCodes() : outcome.refusal;
  const user = { id: outcome.userId, role: outcome.role };
  // Suspended since the first step: the same refusal as every way in (decision 0092).
  if (outcome.suspended && (await stillSuspended(ctx, user.id))) throw await suspendedRefusal(ctx, user);
  return newSession(ctx, user, device);
}

/** The challenge of this token when it is live (not used, not ended), locked; else undefined. */
export async function lockLiveChallenge(tx: Tx, challengeToken: string, at: Date) {
  const [challenge] = await tx
    .select()
    .from(signInChallenges)
    .where(eq(signInChallenges.tokenHash, sha256(challengeToken)))
    .for("update");
  if (!challenge || challenge.usedAt || challenge.expiresAt <= at) return undefined;
  return challenge;
}

/** The person a live challenge is for, or the 401 of an ended sign-in. */
export async function challengeOwner(ctx: AppContext, challengeToken: string): Promise<string> {
  const [challenge] = await ctx.db
    .select({ userId: signInChallenges.userId, usedAt: signInChallenges.usedAt, expiresAt: signInChallenges.expiresAt })
    .from(signInChallenges)
    .where(eq(signInChallenges.tokenHash, sha256(challengeToken)));
  if (!challenge || challenge.usedAt || challenge.expiresAt <= now()) throw challengeEnded();
  return challenge.userId;
}

/** The sentence beside a sign-in's answer: signed in, or what to enter next. */
export function signInMessage(answer: object, signedIn = "Signed in."): string {
  return isSecondFactorChallenge(answer) ? "Enter the code from your authenticator app or a recovery code." : signedIn;
}

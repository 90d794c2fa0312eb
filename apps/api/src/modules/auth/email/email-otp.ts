import type { TOtpSent } from "@crewlance/contracts/auth";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_INTERVAL_SECONDS } from "@crewlance/contracts/constants";
import type { TUser } from "@crewlance/contracts/users";
import { and, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Tx } from "../../../db/client";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { codeDigest, safeEqual } from "../../../lib/crypto";
import { AppError, notFound } from "../../../lib/errors";
import { emit } from "../../../lib/events";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { issueOneTimeCode } from "../one-time-codes";
import { verificationCodeEmail } from "./emails";

const PURPOSE = "EMAIL_VERIFICATION" as const;

/** The user's verification codes for their current address (a changed email voids older codes). */
const codesFor = (userId: string, email: string) =>
  and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, PURPOSE), eq(oneTimeCodes.target, email));

const alreadyVerified = () => new AppError("ALREADY_VERIFIED", "Your email address is already verified.");

type SendOutcome =
  | { kind: "sent"; email: string; sent: TOtpSent }
  | { kind: "wait"; seconds: number }
  | { kind: "verified" }
  | { kind: "missing" };

/**
 * Sends a fresh 6-digit code to the user's email (10 minutes, resend once a
 * minute). The newest code is the only one that counts, so a new code replaces older ones.
 */
export async function sendEmailOtp(ctx: AppContext, input: { userId: string }): Promise<TOtpSent & { email: string }> {
  // The user row is locked so two concurrent requests cannot both pass the resend check.
  const outcome = await withTransaction(ctx, async ({ db: tx }): Promise<SendOutcome> => {
    const [user] = await tx
      .select({ email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!user) return { kind: "missing" };
    if (user.emailVerifiedAt) return { kind: "verified" };
    const at = now();
    const [latest] = await tx
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(codesFor(input.userId, user.email))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + OTP_RESEND_INTERVAL_SECONDS * 1000 - at.getTime();
      if (waitMs > 0) return { kind: "wait", seconds: Math.ceil(waitMs / 1000) };
    }
    const sent = await queueVerificationCode(ctx, tx, {
      userId: input.userId,
      email: user.email,
      fullName: user.fullName,
      at,
    });
    return { kind: "sent", sent, email: user.email };
  });

  if (outcome.kind === "missing") throw notFound("The account");
  if (outcome.kind === "verified") throw alreadyVerified();
  if (outcome.kind === "wait") {
    const unit = outcome.seconds === 1 ? "second" : "seconds";
    throw new AppError(
      "RATE_LIMITED",
      `Please wait ${outcome.seconds} ${unit} before requesting a new verification code.`,
    );
  }
  ctx.mailer.kick();
  return { ...outcome.sent, email: outcome.email };
}

/**
 * Records a fresh code and queues the email carrying it in the caller's transaction, so a code
 * exists exactly when its mail is on the way; the caller kicks the mailer once it commits.
 */
export async function queueVerificationCode(
  ctx: AppContext,
  tx: Tx,
  input: { userId: string; email: string; fullName: string; at: Date },
): Promise<TOtpSent> {
  const { code, sent } = await issueOneTimeCode(tx, {
    userId: input.userId,
    purpose: PURPOSE,
    target: input.email,
    at: input.at,
    secret: ctx.config.jwtSecret,
  });
  await ctx.mailer.enqueue(tx, verificationCodeEmail({ to: input.email, fullName: input.fullName, code }));
  return sent;
}

type VerifyOutcome =
  | { kind: "verified"; user: TUser }
  | { kind: "wrong"; triesLeft: number }
  | { kind: "none" | "expired" | "locked" | "already" | "missing" };

const needNewCode = "Please request a new code.";

/** Checks the newest code; every wrong try counts, and the fifth one locks the code. */
export async function verifyEmailOtp(ctx: AppContext, input: { userId: string; code: string }): Promise<TUser> {
  const outcome = await withTransaction(ctx, async (txCtx): Promise<VerifyOutcome> => {
    const { db: tx } = txCtx;
    const [user] = await tx
      .select({ email: users.email, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!user) return { kind: "missing" };
    if (user.emailVerifiedAt) return { kind: "already" };
    const [code] = await tx
      .select()
      .from(oneTimeCodes)
      .where(codesFor(input.userId, user.email))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for("update");
    if (!code || code.consumedAt) return { kind: "none" };
    if (code.attempts >= OTP_MAX_ATTEMPTS) return { kind: "locked" };
    const at = now();
    if (code.expiresAt <= at) return { kind: "expired" };
    if (!safeEqual(code.codeHash, codeDigest(input.code, ctx.config.jwtSecret))) {
      const attempts = code.attempts + 1;
      await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, code.id));
      return attempts >= OTP_MAX_ATTEMPTS
        ? { kind: "locked" }
        : { kind: "wrong", triesLeft: OTP_MAX_ATTEMPTS - attempts };
    }
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: at, attempts: code.attempts + 1 })
      .where(eq(oneTimeCodes.id, code.id));
    await tx.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, input.userId));
    await emit(txCtx, "AccountEmailVerified", { userId: input.userId, email: user.email, role: user.role });
    const view = await loadUserView(tx, input.userId);
    return { kind: "verified", user: view! };
  });

  switch (outcome.kind) {
    case "verified":
      return outcome.user;
    case "wrong": {
      const tries = outcome.triesLeft === 1 ? "1 try" : `${outcome.triesLeft} tries`;
      throw new AppError("CODE_INVALID", `That code is not correct. ${tries} left.`);
    }
    case "locked":
      throw new AppError("TOO_MANY_ATTEMPTS", `Too many wrong tries for this code. ${needNewCode}`);
    case "expired":
      throw new AppError("CODE_EXPIRED", `That code has expired. ${needNewCode}`);
    case "none":
      throw new AppError("CODE_INVALID", `There is no active verification code. ${needNewCode}`);
    case "already":
      throw alreadyVerified();
    default:
      throw notFound("The account");
  }
}

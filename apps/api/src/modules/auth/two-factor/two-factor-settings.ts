import type { TRecoveryCodes, TTwoFactorSetup, TTwoFactorStatus } from "@crewlance/contracts/two-factor";
import { and, count, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Tx } from "../../../db/client";
import { recoveryCodes, twoFactor } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { SECURITY_PATH, twoFactorOffEmail, twoFactorOnEmail } from "./emails";
import { qrCodeDataUrl } from "./qr-code";
import { newRecoveryCodes } from "./recovery-codes";
import {
  lockTwoFactor,
  replaceRecoveryCodes,
  sealSecret,
  type TwoFactorRow,
  useAnySecondFactor,
  useAppCode,
} from "./second-factor-check";
import { newTotpSecret } from "./totp";

/*
 * The signed-in person's own two-factor settings (decision 0094): every function acts on the
 * caller's row only, and every change past the setup needs a current code.
 */

export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_ON = "Two-factor sign-in is not on.";
export const NO_SETUP = "There is no setup waiting for a code. Start the setup again.";
export const ENABLED_MESSAGE = "Two-factor sign-in is on. Keep these recovery codes somewhere safe: each works once.";
export const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";

/** The 422 a wrong code gets, with the sentence on the form's `code` field. */
export const wrongCode = () => new AppError("CODE_INVALID", WRONG_CODE, [{ path: "code", message: WRONG_CODE }]);

const ISSUER = "Crewlance";

export async function readTwoFactorStatus(ctx: AppContext, userId: string): Promise<TTwoFactorStatus> {
  const [row] = await ctx.db
    .select({ enabledAt: twoFactor.enabledAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const [left] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? (left?.n ?? 0) : 0,
  };
}

export function otpauthUrl(email: string, secret: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(email)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${ISSUER}&digits=6&period=30`;
}

/** A new secret waiting for its first code; replaces a setup already waiting. */
export async function startTwoFactorSetup(ctx: AppContext, userId: string): Promise<TTwoFactorSetup> {
  const secret = newTotpSecret();
  const email = await withTransaction(ctx, async ({ db: tx }) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("The account");
    const row = await lockTwoFactor(tx, userId);
    if (row?.enabledAt) throw new AppError("CONFLICT", ALREADY_ON);
    const at = now();
    const values = {
      secretSealed: sealSecret(ctx.config.jwtSecret, secret),
      enabledAt: null,
      lastUsedStep: 0,
      updatedAt: at,
    };
    await tx
      .insert(twoFactor)
      .values({ userId, ...values, createdAt: at })
      .onConflictDoUpdate({ target: twoFactor.userId, set: values });
    return user.email;
  });
  const url = otpauthUrl(email, secret);
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

async function queueChangeMail(ctx: AppContext, tx: Tx, userId: string, on: boolean): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const recipient = { to: user.email, fullName: user.fullName, securityLink: `${ctx.config.appUrl}${SECURITY_PATH}` };
  await ctx.mailer.enqueue(tx, on ? twoFactorOnEmail(recipient) : twoFactorOffEmail(recipient));
}

/** Turns two-factor on with a first code from the app; answers the recovery codes, shown once. */
export async function enableTwoFactor(
  ctx: AppContext,
  input: { userId: string; code: string },
): Promise<TRecoveryCodes> {
  const codes = newRecoveryCodes();
  await withTransaction(ctx, async ({ db: tx }) => {
    const row = await lockTwoFactor(tx, input.userId);
    if (row?.enabledAt) throw new AppError("CONFLICT", ALREADY_ON);
    if (!row) throw new AppError("CONFLICT", NO_SETUP);
    const at = now();
    if (!(await useAppCode(tx, { row, code: input.code, at, jwtSecret: ctx.config.jwtSecret }))) throw wrongCode();
    await tx.update(twoFactor).set({ enabledAt: at, updatedAt: at }).where(eq(twoFactor.userId, input.userId));
    await replaceRecoveryCodes(tx, { userId: input.userId, codes, at });
    await queueChangeMail(ctx, tx, input.userId, true);
  });
  ctx.mailer.kick();
  return { recoveryCodes: codes };
}

async function lockEnabled(tx: Tx, userId: string): Promise<TwoFactorRow> {
  const row = await lockTwoFactor(tx, userId);
  if (!row?.enabledAt) throw new AppError("CONFLICT", NOT_ON);
  return row;
}

/** Turns two-factor off with an app code or a recovery code: the secret and the codes are deleted. */
export async function disableTwoFactor(
  ctx: AppContext,
  input: { userId: string; code: string },
): Promise<TTwoFactorStatus> {
  await withTransaction(ctx, async ({ db: tx }) => {
    const row = await lockEnabled(tx, input.userId);
    const checked = await useAnySecondFactor(tx, { row, code: input.code, at: now(), jwtSecret: ctx.config.jwtSecret });
    if (!checked) throw wrongCode();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, input.userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, input.userId));
    await queueChangeMail(ctx, tx, input.userId, false);
  });
  ctx.mailer.kick();
  return { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
}

/** New recovery codes for a current app code; the old ones stop working. */
export async function renewRecoveryCodes(
  ctx: AppContext,
  input: { userId: string; code: string },
): Promise<TRecoveryCodes> {
  const codes = newRecoveryCodes();
  await withTransaction(ctx, async ({ db: tx }) => {
    const row = await lockEnabled(tx, input.userId);
    const at = now();
    if (!(await useAppCode(tx, { row, code: input.code, at, jwtSecret: ctx.config.jwtSecret }))) throw wrongCode();
    await replaceRecoveryCodes(tx, { userId: input.userId, codes, at });
  });
  return { recoveryCodes: codes };
}

import {
  SECOND_FACTOR_REQUIRED_MESSAGE,
  STEP_UP_MINUTES,
  type TPasskeyOptions,
  type TStepUpRequest,
  type TStepUpStatus,
} from "@crewlance/contracts/passkeys";
import { and, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { authSessions, twoFactor } from "../../../db/schema/auth";
import { addMinutes, now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { verifyPasskeyAssertion } from "../passkeys/assertion";
import { hasPasskey } from "../passkeys/passkey-list";
import { relyingPartyOf } from "../passkeys/relying-party";
import { ownPasskeyOptions } from "../passkeys/second-factor";
import { lockTwoFactor, useAnySecondFactor } from "../two-factor/second-factor-check";
import { wrongCode } from "../two-factor/two-factor-settings";

/*
 * The step-up (decision 0098): before money leaves or a payout destination changes, a person
 * with two-factor on (an app or a passkey) confirms a second factor again. The confirmation marks
 * the sign-in (its auth_sessions row, decision 0093) for five minutes: another device, or the
 * same one after it signed in again, asks anew.
 */

export type Asker = { id: string; sessionId: string | null };

export const secondFactorRequired = () => new AppError("SECOND_FACTOR_REQUIRED", SECOND_FACTOR_REQUIRED_MESSAGE);
const NO_SECOND_FACTOR = "Two-factor is not on for this account: there is nothing to confirm.";

async function factorsOf(db: Db | Tx, userId: string): Promise<{ appCode: boolean; passkey: boolean }> {
  const [app] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return { appCode: app !== undefined, passkey: await hasPasskey(db, userId) };
}

async function confirmedAtOf(db: Db | Tx, asker: Asker): Promise<Date | null> {
  if (!asker.sessionId) return null;
  const [row] = await db
    .select({ at: authSessions.secondFactorAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, asker.sessionId), eq(authSessions.userId, asker.id)));
  return row?.at ?? null;
}

function until(at: Date | null): Date | null {
  if (!at) return null;
  const end = addMinutes(at, STEP_UP_MINUTES);
  return end > now() ? end : null;
}

export async function stepUpStatus(ctx: AppContext, asker: Asker): Promise<TStepUpStatus> {
  const factors = await factorsOf(ctx.db, asker.id);
  const confirmedUntil = until(await confirmedAtOf(ctx.db, asker));
  return {
    required: factors.appCode || factors.passkey,
    ...factors,
    confirmedUntil: confirmedUntil?.toISOString() ?? null,
  };
}

/**
 * The guard of every route that sends money out or changes where it goes: passes when two-factor
 * is off, or when this sign-in confirmed a second factor in the last five minutes; else the 403
 * the web app answers with its "Confirm it's you" dialog.
 */
export async function requireFreshSecondFactor(ctx: AppContext, asker: Asker): Promise<void> {
  const factors = await factorsOf(ctx.db, asker.id);
  if (!factors.appCode && !factors.passkey) return;
  if (until(await confirmedAtOf(ctx.db, asker))) return;
  throw secondFactorRequired();
}

export async function stepUpPasskeyOptions(ctx: AppContext, asker: Asker): Promise<TPasskeyOptions> {
  return ownPasskeyOptions(ctx.db, { userId: asker.id, purpose: "STEP_UP", rpID: relyingPartyOf(ctx.config).rpID });
}

/** Checks the code or the passkey and marks this sign-in as confirmed from now. */
export async function confirmStepUp(ctx: AppContext, asker: Asker, input: TStepUpRequest): Promise<TStepUpStatus> {
  if (!asker.sessionId) throw new AppError("FORBIDDEN", "Sign in again to confirm it's you.");
  const sessionId = asker.sessionId;
  await withTransaction(ctx, async ({ db: tx }) => {
    const at = now();
    if ("code" in input) {
      const row = await lockTwoFactor(tx, asker.id);
      if (!row?.enabledAt) {
        const passkey = await hasPasskey(tx, asker.id);
        throw new AppError("CONFLICT", passkey ? "Use your passkey to confirm it's you." : NO_SECOND_FACTOR);
      }
      const passed = await useAnySecondFactor(tx, { row, code: input.code, at, jwtSecret: ctx.config.jwtSecret });
      if (!passed) throw wrongCode();
    } else {
      const rp = relyingPartyOf(ctx.config);
      await verifyPasskeyAssertion(tx, { assertion: input.passkey, purpose: "STEP_UP", userId: asker.id, rp });
    }
    await tx
      .update(authSessions)
      .set({ secondFactorAt: at })
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, asker.id)));
  });
  return stepUpStatus(ctx, asker);
}

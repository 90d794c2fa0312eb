import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { TPasskeyAssertion, TPasskeyOptions } from "@crewlance/contracts/passkeys";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import type { Db, Tx } from "../../../db/client";
import { passkeys } from "../../../db/schema/auth";
import { AppError } from "../../../lib/errors";
import type { SessionDevice } from "../session";
import { challengeOwner, finishChallenge } from "../two-factor/sign-in-challenge";
import { verifyPasskeyAssertion } from "./assertion";
import { type CeremonyPurpose, keepChallenge } from "./ceremony-challenges";
import { relyingPartyOf } from "./relying-party";

/*
 * A passkey as the second factor (decision 0098): of a sign-in that answered a challenge, with the
 * same rules as a code (ten minutes, five wrong tries, used once), and of the step-up.
 */

export const NO_PASSKEY = "This account has no passkey. Enter a code from your authenticator app instead.";

/** Options for the person's own passkeys only, for a ceremony of `purpose`. */
export async function ownPasskeyOptions(
  db: Db | Tx,
  input: { userId: string; purpose: CeremonyPurpose; rpID: string },
): Promise<TPasskeyOptions> {
  const own = await db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, input.userId));
  if (own.length === 0) throw new AppError("CONFLICT", NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: input.rpID,
    allowCredentials: own,
    userVerification: "required",
  });
  await keepChallenge(db, { challenge: options.challenge, purpose: input.purpose, userId: input.userId });
  return options as unknown as TPasskeyOptions;
}

/** POST /auth/two-factor/passkey-options: for the person a live sign-in challenge is for. */
export async function secondFactorPasskeyOptions(ctx: AppContext, challengeToken: string): Promise<TPasskeyOptions> {
  const userId = await challengeOwner(ctx, challengeToken);
  const { rpID } = relyingPartyOf(ctx.config);
  return ownPasskeyOptions(ctx.db, { userId, purpose: "SECOND_FACTOR", rpID });
}

/** POST /auth/two-factor/verify-passkey: the challenge finished with a passkey's answer. */
export async function verifySecondFactorPasskey(
  ctx: AppContext,
  input: { challengeToken: string; response: TPasskeyAssertion },
  device: SessionDevice | undefined,
): Promise<TAuthSession> {
  const rp = relyingPartyOf(ctx.config);
  return finishChallenge(ctx, input.challengeToken, device, async (tx, { row }) => {
    // A savepoint: a refused answer undoes only its own writes, and the wrong try is still counted.
    try {
      await tx.transaction((inner) =>
        verifyPasskeyAssertion(inner, { assertion: input.response, purpose: "SECOND_FACTOR", userId: row.userId, rp }),
      );
      return true;
    } catch (error) {
      if (error instanceof AppError) return error;
      throw error;
    }
  });
}

import type { TPasskeyAssertion } from "@crewlance/contracts/passkeys";
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { passkeys } from "../../../db/schema/auth";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { type CeremonyPurpose, useChallenge } from "./ceremony-challenges";
import type { RelyingParty } from "./relying-party";

/*
 * Checks a passkey's answer for real (decision 0098): the challenge handed out for this purpose,
 * this site and origin, the signature under the stored public key, the person verified on the
 * device (PIN or biometric), and a signature counter above the one stored — an authenticator
 * that counts and goes back is a copy, and is refused.
 */

export const UNKNOWN_PASSKEY = "This passkey is not registered with Crewlance. Sign in another way.";
export const PASSKEY_NOT_ACCEPTED = "This passkey's answer could not be checked. Try again with the same passkey.";
export const COUNTER_WENT_BACK =
  "This passkey answered with a count it already used, as a copied key would. Remove it and add it again.";

export const unknownPasskey = () => new AppError("INVALID_CREDENTIALS", UNKNOWN_PASSKEY);

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The passkey with this credential id, locked so two answers at once check the counter in turn. */
export async function lockPasskey(tx: Tx, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await tx.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).for("update");
  return row;
}

/**
 * Verifies an answer to a challenge of `purpose`; `userId` is the person it must be from (null
 * when a passwordless sign-in finds out from the passkey). Answers the passkey, its counter and
 * last use already updated; throws a 400 (a bad answer) or 401 (an unknown passkey).
 */
export async function verifyPasskeyAssertion(
  tx: Tx,
  input: { assertion: TPasskeyAssertion; purpose: CeremonyPurpose; userId: string | null; rp: RelyingParty },
): Promise<PasskeyRow> {
  const { assertion, rp } = input;
  const expectedChallenge = await useChallenge(tx, {
    clientDataJSON: assertion.response.clientDataJSON,
    purpose: input.purpose,
    userId: input.userId,
  });
  const row = await lockPasskey(tx, assertion.id);
  if (!row || (input.userId && row.userId !== input.userId)) throw unknownPasskey();
  const verified = await verifyAuthenticationResponse({
    response: assertion as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    credential: {
      id: row.credentialId,
      publicKey: Buffer.from(row.publicKey, "base64url"),
      counter: row.counter,
      transports: row.transports,
    },
  }).catch((error: unknown) => {
    throw new AppError("PASSKEY_INVALID", refusalOf(error));
  });
  if (!verified.verified) throw new AppError("PASSKEY_INVALID", PASSKEY_NOT_ACCEPTED);
  const at = now();
  const [updated] = await tx
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: at })
    .where(eq(passkeys.id, row.id))
    .returning();
  return updated!;
}

/** A sentence for the library's refusal: its messages are for developers, not for the person. */
function refusalOf(error: unknown): string {
  const text = error instanceof Error ? error.message : "";
  if (/counter/i.test(text)) return COUNTER_WENT_BACK;
  if (/origin/i.test(text)) return "This passkey answered for another website. Use it on Crewlance itself.";
  if (/RP ID|rpIdHash/i.test(text)) return "This passkey belongs to another website.";
  if (/verif/i.test(text) && /user/i.test(text)) return "Unlock the passkey with your PIN, fingerprint or face.";
  return PASSKEY_NOT_ACCEPTED;
}

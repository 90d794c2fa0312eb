import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { webauthnChallenges } from "../../../db/schema/auth";
import { addMinutes, now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";

/*
 * The challenge of each WebAuthn ceremony is kept server-side (decision 0098): the browser's
 * answer names the challenge it signed, which must be one handed out here, for this purpose and
 * this person, not used and not older than five minutes. It is used up as it is checked.
 */

export const CEREMONY_TTL_MINUTES = 5;
export type CeremonyPurpose = "REGISTER" | "SIGN_IN" | "SECOND_FACTOR" | "STEP_UP";

export const CEREMONY_ENDED = "This passkey request has ended. Try again.";
const ceremonyEnded = () => new AppError("PASSKEY_INVALID", CEREMONY_ENDED);

/** Keeps a challenge just handed to the browser; ended ones go as new ones come. */
export async function keepChallenge(
  db: Db | Tx,
  input: { challenge: string; purpose: CeremonyPurpose; userId: string | null },
): Promise<void> {
  const at = now();
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, at));
  await db.insert(webauthnChallenges).values({
    challenge: input.challenge,
    purpose: input.purpose,
    userId: input.userId,
    expiresAt: addMinutes(at, CEREMONY_TTL_MINUTES),
    createdAt: at,
  });
}

/** The challenge the browser says it signed, read from its clientDataJSON (base64url JSON). */
export function signedChallengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    if (typeof data.challenge === "string" && data.challenge.length > 0) return data.challenge;
  } catch {
    // Not JSON: the same refusal as a challenge never handed out.
  }
  throw ceremonyEnded();
}

/**
 * Uses up the challenge the answer signed, if it is a live one of this purpose (and this person,
 * when one is known); else the ceremony has ended. Two answers to one challenge: one wins.
 */
export async function useChallenge(
  tx: Tx,
  input: { clientDataJSON: string; purpose: CeremonyPurpose; userId: string | null },
): Promise<string> {
  const challenge = signedChallengeOf(input.clientDataJSON);
  const at = now();
  const [used] = await tx
    .update(webauthnChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, input.purpose),
        input.userId ? eq(webauthnChallenges.userId, input.userId) : isNull(webauthnChallenges.userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, at),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  if (!used) throw ceremonyEnded();
  return used.challenge;
}

import type { TPasskey, TPasskeyOptions, TPasskeyRegisterRequest } from "@crewlance/contracts/passkeys";
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { passkeys } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { now } from "../../../lib/clock";
import { AppError, notFound } from "../../../lib/errors";
import { withTransaction } from "../../../lib/transaction";
import { keepChallenge, useChallenge } from "./ceremony-challenges";
import { toPasskeyView } from "./passkey-list";
import { relyingPartyOf } from "./relying-party";

/*
 * Adding a passkey while signed in (decision 0098): options naming the person and the passkeys
 * they have (so a device is not registered twice), then the browser's answer checked and kept.
 * A discoverable credential with user verification, so the same passkey also signs in alone.
 */

export const MAX_PASSKEYS = 20;
export const ALREADY_REGISTERED = "This passkey is already registered.";

function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  // The user id's 16 bytes: stable per account and no personal data (WebAuthn's user.id).
  return new Uint8Array(Buffer.from(userId.replaceAll("-", ""), "hex"));
}

export async function registrationOptions(ctx: AppContext, userId: string): Promise<TPasskeyOptions> {
  const [user] = await ctx.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("The account");
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (existing.length >= MAX_PASSKEYS) {
    throw new AppError("BUSINESS_RULE", `An account keeps at most ${MAX_PASSKEYS} passkeys. Remove one first.`);
  }
  const rp = relyingPartyOf(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: userHandleOf(userId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(ctx.db, { challenge: options.challenge, purpose: "REGISTER", userId });
  return options as unknown as TPasskeyOptions;
}

/** Checks the browser's answer to the registration options and keeps the passkey under its name. */
export async function registerPasskey(
  ctx: AppContext,
  input: { userId: string } & TPasskeyRegisterRequest,
): Promise<TPasskey> {
  const rp = relyingPartyOf(ctx.config);
  return withTransaction(ctx, async ({ db: tx }) => {
    const expectedChallenge = await useChallenge(tx, {
      clientDataJSON: input.response.response.clientDataJSON,
      purpose: "REGISTER",
      userId: input.userId,
    });
    const verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    }).catch((error: unknown) => {
      const origin = error instanceof Error && /origin/i.test(error.message);
      const message = origin
        ? "This passkey was made for another website. Add it on Crewlance itself."
        : "This passkey could not be added. Try again, and unlock it with your PIN, fingerprint or face.";
      throw new AppError("PASSKEY_INVALID", message);
    });
    if (!verified.verified) throw new AppError("PASSKEY_INVALID", "This passkey could not be added. Try again.");
    const { credential } = verified.registrationInfo;
    const [taken] = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.credentialId, credential.id));
    if (taken) throw new AppError("CONFLICT", ALREADY_REGISTERED);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: input.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        name: input.name,
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", ALREADY_REGISTERED);
    return toPasskeyView(row);
  });
}

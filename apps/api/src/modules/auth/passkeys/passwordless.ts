import type { TAuthSession } from "@crewlance/contracts/auth-session";
import type { TPasskeyAssertion, TPasskeyOptions } from "@crewlance/contracts/passkeys";
import { generateAuthenticationOptions } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { users } from "../../../db/schema/users";
import { withTransaction } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { type SessionDevice, startSession } from "../session";
import { stillSuspended, suspendedRefusal } from "../suspended";
import { unknownPasskey, verifyPasskeyAssertion } from "./assertion";
import { keepChallenge } from "./ceremony-challenges";
import { relyingPartyOf } from "./relying-party";

/*
 * Signing in with a passkey alone (decision 0098): the passkey is something the person has, and
 * the device asked for their PIN or biometric (user verification is required), so it is already
 * two factors and signs in without a challenge. Suspended accounts are refused as everywhere.
 */

export async function passkeySignInOptions(ctx: AppContext): Promise<TPasskeyOptions> {
  const rp = relyingPartyOf(ctx.config);
  // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable).
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "required" });
  await keepChallenge(ctx.db, { challenge: options.challenge, purpose: "SIGN_IN", userId: null });
  return options as unknown as TPasskeyOptions;
}

export async function signInWithPasskey(
  ctx: AppContext,
  assertion: TPasskeyAssertion,
  device: SessionDevice | undefined,
): Promise<TAuthSession> {
  const rp = relyingPartyOf(ctx.config);
  const user = await withTransaction(ctx, async ({ db: tx }) => {
    const passkey = await verifyPasskeyAssertion(tx, { assertion, purpose: "SIGN_IN", userId: null, rp });
    const [found] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, passkey.userId));
    if (!found) throw unknownPasskey();
    return found;
  });
  if (user.status === "SUSPENDED" && (await stillSuspended(ctx, user.id))) throw await suspendedRefusal(ctx, user);
  const tokens = await startSession(ctx, { userId: user.id, role: user.role, device });
  const view = await loadUserView(ctx.db, user.id);
  return { user: view!, ...tokens };
}

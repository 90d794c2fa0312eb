import { randomUUID } from "node:crypto";
import { addPasskey, SoftwareAuthenticator, stepUpWithPasskey } from "../../src/modules/auth/passkeys/passkey-testing";
import { appCode, turnOnTwoFactor } from "../../src/modules/auth/two-factor/two-factor-testing";
import type { Fixture, Kit } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for passkeys and the step-up (decision 0098): a software
 * authenticator answers the ceremonies, so every cell that must get through sends a real answer.
 */

const PASSWORD = "correct-horse-battery";

/** Someone with a password, an app and a passkey, whose password sign-in answered a challenge. */
async function challengedWithPasskey(kit: Kit) {
  const email = `passkey-${randomUUID()}@example.test`;
  const session = await kit.as(null, "POST", "/api/auth/register", {
    email,
    password: PASSWORD,
    fullName: "Passkey Person",
    role: "FREELANCER",
  });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const authenticator = await addPasskey(kit.app, headers);
  // The passkey is two-factor on already: turning the app on too needs nothing more (only money does).
  await turnOnTwoFactor(kit.app, headers);
  const challenge = await kit.as(null, "POST", "/api/auth/login", { email, password: PASSWORD });
  return { authenticator, challengeToken: challenge.challengeToken as string };
}

export const PASSKEY_FIXTURES: Record<string, Fixture> = {
  "POST /api/auth/passkeys": async (kit) => {
    const json = { name: "Laptop", response: {} as unknown };
    return {
      json,
      prepareCaller: async (caller) => {
        const options = await kit.as(caller, "POST", "/api/auth/passkeys/registration-options");
        json.response = SoftwareAuthenticator.for(kit.app).register(options);
      },
    };
  },
  "DELETE /api/auth/passkeys/{id}": async (kit) => {
    const owner = await kit.user("FREELANCER");
    const authenticator = await addPasskey(kit.app, owner.authHeader);
    await stepUpWithPasskey(kit.app, owner.authHeader, authenticator);
    const { items } = await kit.as(owner, "GET", "/api/auth/passkeys");
    return { params: { id: items[0].id as string }, owner };
  },
  "POST /api/auth/passkeys/sign-in": async (kit) => {
    const owner = await kit.user("FREELANCER");
    const authenticator = await addPasskey(kit.app, owner.authHeader);
    const options = await kit.as(null, "POST", "/api/auth/passkeys/sign-in-options");
    return { json: { response: authenticator.assert(options) } };
  },
  "POST /api/auth/two-factor/passkey-options": async (kit) => {
    const { challengeToken } = await challengedWithPasskey(kit);
    return { json: { challengeToken } };
  },
  "POST /api/auth/two-factor/verify-passkey": async (kit) => {
    const { authenticator, challengeToken } = await challengedWithPasskey(kit);
    const options = await kit.as(null, "POST", "/api/auth/two-factor/passkey-options", { challengeToken });
    return { json: { challengeToken, response: authenticator.assert(options) } };
  },
  "POST /api/auth/step-up/passkey-options": async (kit) => ({
    prepareCaller: async (caller) => {
      await addPasskey(kit.app, caller.authHeader);
    },
  }),
  "POST /api/auth/step-up": async (kit) => {
    const json = { code: "000000" };
    return {
      json,
      prepareCaller: async (caller) => {
        const { secret } = await turnOnTwoFactor(kit.app, caller.authHeader);
        json.code = appCode(secret);
      },
    };
  },
};

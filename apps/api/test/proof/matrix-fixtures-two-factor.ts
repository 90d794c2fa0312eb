import { randomUUID } from "node:crypto";
import { appCode, turnOnTwoFactor } from "../../src/modules/auth/two-factor/two-factor-testing";
import type { Fixture } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for two-factor sign-in (decision 0094): every signed-in
 * operation acts on the caller's own settings, so the caller is given what the step needs (a
 * setup waiting, or two-factor on) and the body carries a current code of the caller's secret.
 */

/** A caller with two-factor on; the body's code is the app's code of now (the setup used the step before). */
const withTwoFactorOn: Fixture = async (kit) => {
  const json = { code: "000000" };
  return {
    json,
    prepareCaller: async (caller) => {
      const { secret } = await turnOnTwoFactor(kit.app, caller.authHeader);
      json.code = appCode(secret);
    },
  };
};

export const TWO_FACTOR_FIXTURES: Record<string, Fixture> = {
  "POST /api/auth/two-factor/enable": async (kit) => {
    const json = { code: "000000" };
    return {
      json,
      prepareCaller: async (caller) => {
        const setup = await kit.as(caller, "POST", "/api/auth/two-factor/setup");
        json.code = appCode(setup.secret);
      },
    };
  },
  "POST /api/auth/two-factor/disable": withTwoFactorOn,
  "POST /api/auth/two-factor/recovery-codes": withTwoFactorOn,
  "POST /api/auth/two-factor/verify": async (kit) => {
    // Someone with a password and two-factor on, whose password sign-in answered a challenge.
    const email = `second-factor-${randomUUID()}@example.test`;
    const password = "correct-horse-battery";
    const session = await kit.as(null, "POST", "/api/auth/register", {
      email,
      password,
      fullName: "Second Factor",
      role: "FREELANCER",
    });
    const { secret } = await turnOnTwoFactor(kit.app, { authorization: `Bearer ${session.accessToken}` });
    const challenge = await kit.as(null, "POST", "/api/auth/login", { email, password });
    return { json: { challengeToken: challenge.challengeToken, code: appCode(secret) } };
  },
};

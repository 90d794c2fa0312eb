import type { TRecoveryCodes, TTwoFactorSetup } from "@crewlance/contracts/two-factor";
import type { FastifyInstance } from "fastify";
import { advanceClock, now } from "../../../lib/clock";
import { stepAt, TOTP_STEP_SECONDS, totpAt } from "./totp";

/** Helpers for tests that need an account with two-factor sign-in on: codes as the app would show them. */

/** The code the app shows now, `stepsAhead` steps later (within the window of one step). */
export function appCode(secret: string, stepsAhead = 0): string {
  return totpAt(secret, stepAt(now()) + stepsAhead);
}

/** Moves the clock to the next 30-second step and answers its code: each code signs in once. */
export function nextAppCode(secret: string): string {
  advanceClock(TOTP_STEP_SECONDS * 1000);
  return appCode(secret);
}

/** Sets up and turns on two-factor sign-in through the API for the holder of `authorization`. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  headers: { authorization: string },
): Promise<TTwoFactorSetup & TRecoveryCodes> {
  const setup = await app.inject({ method: "POST", url: "/api/auth/two-factor/setup", headers });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret, otpauthUrl, qrCode } = setup.json().data as TTwoFactorSetup;
  // One step back is still in the window: the step of now stays free for the test's next code. On
  // a loaded machine the clock can pass into the next step before the server checks the code, which
  // is then two steps back: the code one step back from then is sent, as a person retypes the newest.
  for (let tries = 1; ; tries++) {
    const step = stepAt(now());
    const code = totpAt(secret, step - 1);
    const enable = await app.inject({ method: "POST", url: "/api/auth/two-factor/enable", headers, payload: { code } });
    if (enable.statusCode === 200)
      return { secret, otpauthUrl, qrCode, recoveryCodes: enable.json().data.recoveryCodes };
    if (tries === 2 || stepAt(now()) === step) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  }
}

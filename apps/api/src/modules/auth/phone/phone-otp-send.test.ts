import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { oneTimeCodes } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { codeDigest } from "../../../lib/crypto";
import { bearer, secondsToWait } from "../testing";
import { latestSmsCode, setVerifiedPhone, textsTo, uniqueAddress, uniquePhone } from "./phone-otp-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MINUTE = 60_000;
const TEXT = /^Your Crewlance code is \d{6}\. It expires in 10 minutes\. Do not share it\.$/;

function sendOtp(payload: object, options: { ip?: string; token?: string; app?: TestApp } = {}) {
  return (options.app ?? t).app.inject({
    method: "POST",
    url: "/api/auth/mobile/send-otp",
    remoteAddress: options.ip ?? uniqueAddress(),
    headers: options.token ? bearer(options.token) : {},
    payload,
  });
}

function codeRows(phone: string) {
  return t.app.ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, phone));
}

/** A user whose verified number is `phone`. */
async function ownerOf(phone: string) {
  const owner = await createUser(t.app);
  await setVerifiedPhone(t.app, owner.user.id, phone);
  return owner;
}

describe("POST /api/auth/mobile/send-otp — format", () => {
  it.each([
    ["9876543210", "Enter the number with its country code, such as +919876543210."],
    ["+0123456789", "Enter the number with its country code, such as +919876543210."],
    ["+91 98765 4321x", "Enter the number with its country code, such as +919876543210."],
    [12345, "Enter your phone number."],
  ])("refuses %j with a field error", async (phone, message) => {
    const res = await sendOtp({ phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "phone", message }] });
  });

  it("drops spaces, dashes and brackets before texting", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    const spaced = `${phone.slice(0, 3)} (${phone.slice(3, 8)}) ${phone.slice(8, 10)}-${phone.slice(10)}`;
    expect((await sendOtp({ phone: spaced })).statusCode).toBe(200);
    expect(await textsTo(t.app, phone)).toHaveLength(1);
  });
});

describe("POST /api/auth/mobile/send-otp — signed out", () => {
  it("texts a sign-in code to a verified number and keeps only its hash", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    const res = await sendOtp({ phone }, { ip: "10.0.0.7" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { expiresAt: expect.any(String), resendAvailableAt: expect.any(String) },
      message: `We sent a 6-digit code to ${phone} if it is the verified number of a Crewlance account.`,
    });
    expect(Date.parse(body.data.expiresAt) - Date.parse(body.data.resendAvailableAt)).toBe(9 * MINUTE);

    const texts = await textsTo(t.app, phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "SMS", to: phone, subject: null, html: null });
    expect(texts[0]?.text).toMatch(TEXT);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "PHONE_LOGIN", userId: null, requesterIp: "10.0.0.7", attempts: 0 });
    expect(rows[0]?.codeHash).toBe(codeDigest(await latestSmsCode(t.app, phone), t.config.jwtSecret));
  });

  it("answers the same for a number no account uses, texts nothing, yet counts the request", async () => {
    const known = uniquePhone();
    await ownerOf(known);
    const unknown = uniquePhone();
    const knownBody = (await sendOtp({ phone: known })).json();
    const res = await sendOtp({ phone: unknown });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...knownBody,
      data: { expiresAt: expect.any(String), resendAvailableAt: expect.any(String) },
      message: knownBody.message.replace(known, unknown),
    });
    expect(await textsTo(t.app, unknown)).toEqual([]);
    expect(await codeRows(unknown)).toHaveLength(1);
    const again = await sendOtp({ phone: unknown });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("RATE_LIMITED");
  });

  it("does not text a number that is on an account but not verified", async () => {
    const phone = uniquePhone();
    const holder = await createUser(t.app);
    await t.app.ctx.db.update(users).set({ phone, phoneVerifiedAt: null }).where(eq(users.id, holder.user.id));
    expect((await sendOtp({ phone })).statusCode).toBe(200);
    expect(await textsTo(t.app, phone)).toEqual([]);
  });
});

describe("POST /api/auth/mobile/send-otp — limits", () => {
  it("allows one code a minute per number, from any address, and says how long to wait", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    expect((await sendOtp({ phone })).statusCode).toBe(200);
    const early = await sendOtp({ phone });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: expect.stringMatching(/^Please wait \d+ seconds before requesting a new code\.$/),
    });
    // The clock runs on between requests too, by seconds on a loaded machine.
    expect(secondsToWait(early)).toBeGreaterThanOrEqual(55);
    expect(secondsToWait(early)).toBeLessThanOrEqual(60);
    advanceClock(45_000);
    const later = secondsToWait(await sendOtp({ phone }));
    expect(later).toBeGreaterThanOrEqual(10);
    expect(later).toBeLessThanOrEqual(15);
    advanceClock(16_000);
    expect((await sendOtp({ phone })).statusCode).toBe(200);
    expect(await textsTo(t.app, phone)).toHaveLength(2);
  });

  it("allows five codes an hour per number", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ phone })).statusCode).toBe(200);
      advanceClock(MINUTE + 1_000);
    }
    // Five minutes and five seconds have passed since the first: 55 minutes to go.
    const sixth = await sendOtp({ phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many codes have been requested for this number in the last hour. Please try again in 55 minutes.",
    });
    expect(await textsTo(t.app, phone)).toHaveLength(5);
    advanceClock(55 * MINUTE);
    expect((await sendOtp({ phone })).statusCode).toBe(200);
  });

  it("allows one code a minute per address, whatever the numbers", async () => {
    const ip = uniqueAddress();
    expect((await sendOtp({ phone: uniquePhone() }, { ip })).statusCode).toBe(200);
    const phone = uniquePhone();
    await ownerOf(phone);
    const second = await sendOtp({ phone }, { ip });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: expect.stringMatching(
        /^Too many codes have been requested from your network in the last minute\. Please wait \d+ seconds before requesting a new code\.$/,
      ),
    });
    // The clock runs on between requests too (creating the owner hashes a password), by seconds
    // on a loaded machine: each wait is at most what is left of the minute.
    const firstWait = secondsToWait(second);
    expect(firstWait).toBeGreaterThan(30);
    expect(firstWait).toBeLessThanOrEqual(60);
    expect(await textsTo(t.app, phone)).toEqual([]);
    expect(await codeRows(phone)).toEqual([]);
    // Another address may still ask for the same number, and this one may again a minute later.
    advanceClock(30_000);
    const laterWait = secondsToWait(await sendOtp({ phone: uniquePhone() }, { ip }));
    expect(laterWait).toBeGreaterThan(0);
    expect(laterWait).toBeLessThanOrEqual(firstWait - 30);
    advanceClock(30_000);
    expect((await sendOtp({ phone }, { ip })).statusCode).toBe(200);
    expect(await textsTo(t.app, phone)).toHaveLength(1);
  });

  // The limits read from the environment, on one app of their own for both: building an app
  // inside each test took most of the file's time on the loaded CI machine, and past a 60-s cap
  // once. Each test texts from its own address, so the two limits never meet.
  describe("with PHONE_CODES_PER_IP_PER_MINUTE=3 and PHONE_CODES_PER_IP_PER_HOUR=7", () => {
    let roomy: TestApp;
    beforeAll(async () => {
      roomy = await createTestApp({
        authRateLimitPerMinute: 1_000,
        sms: { ...t.config.sms, codesPerIpPerMinute: 3, codesPerIpPerHour: 7 },
      });
    });
    afterAll(() => roomy.close());

    it("takes the per-address minute limit from PHONE_CODES_PER_IP_PER_MINUTE", async () => {
      const ip = uniqueAddress();
      for (let i = 0; i < 3; i += 1) {
        expect((await sendOtp({ phone: uniquePhone() }, { ip, app: roomy })).statusCode).toBe(200);
      }
      const fourth = await sendOtp({ phone: uniquePhone() }, { ip, app: roomy });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/from your network in the last minute/);
    });

    it("takes the per-address limit from PHONE_CODES_PER_IP_PER_HOUR", async () => {
      const ip = uniqueAddress();
      for (let i = 0; i < 7; i += 1) {
        expect((await sendOtp({ phone: uniquePhone() }, { ip, app: roomy })).statusCode).toBe(200);
        advanceClock(MINUTE);
      }
      const eighth = await sendOtp({ phone: uniquePhone() }, { ip, app: roomy });
      expect(eighth.statusCode).toBe(429);
      expect(eighth.json().message).toMatch(/from your network in the last hour/);
    });
  });

  it("allows five codes an hour per address, whatever the numbers", async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp({ phone: uniquePhone() }, { ip })).statusCode).toBe(200);
      advanceClock(MINUTE);
    }
    const phone = uniquePhone();
    await ownerOf(phone);
    const sixth = await sendOtp({ phone }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many codes have been requested from your network in the last hour. Please try again in 55 minutes.",
    });
    expect(await textsTo(t.app, phone)).toEqual([]);
    expect(await codeRows(phone)).toEqual([]);
    // Another address may still ask for the same number.
    expect((await sendOtp({ phone }, { ip: uniqueAddress() })).statusCode).toBe(200);
    advanceClock(60 * MINUTE);
    expect((await sendOtp({ phone: uniquePhone() }, { ip })).statusCode).toBe(200);
  });

  it("counts sign-in and verification codes together", async () => {
    const phone = uniquePhone();
    const me = await createUser(t.app);
    expect((await sendOtp({ phone }, { token: me.token })).statusCode).toBe(200);
    const signIn = await sendOtp({ phone });
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json().message).toMatch(/^Please wait/);
  });

  it("lets only one of three simultaneous requests for a number through", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    const results = await Promise.all([sendOtp({ phone }), sendOtp({ phone }), sendOtp({ phone })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 429, 429]);
    expect(await codeRows(phone)).toHaveLength(1);
    expect(await textsTo(t.app, phone)).toHaveLength(1);
  });
});

describe("POST /api/auth/mobile/send-otp — signed in", () => {
  it("texts a verification code bound to the user", async () => {
    const phone = uniquePhone();
    const me = await createUser(t.app);
    const res = await sendOtp({ phone }, { token: me.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a 6-digit code to ${phone}.`);
    expect((await textsTo(t.app, phone))[0]?.text).toMatch(TEXT);
    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: "PHONE_VERIFICATION", userId: me.user.id });
  });

  it("refuses a token that is present but not valid", async () => {
    const phone = uniquePhone();
    const res = await sendOtp({ phone }, { token: "not-a-token" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("TOKEN_INVALID");
    expect(await codeRows(phone)).toEqual([]);
  });

  it("refuses a number verified on another account", async () => {
    const phone = uniquePhone();
    await ownerOf(phone);
    const me = await createUser(t.app);
    const res = await sendOtp({ phone }, { token: me.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "PHONE_TAKEN",
      message: "This number is already verified on another account.",
    });
    expect(await textsTo(t.app, phone)).toEqual([]);
  });

  it("counts refusals for taken numbers against the address, so numbers cannot be probed quickly", async () => {
    const me = await createUser(t.app);
    const ip = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      const phone = uniquePhone();
      await ownerOf(phone);
      expect((await sendOtp({ phone }, { ip, token: me.token })).json().code).toBe("PHONE_TAKEN");
      advanceClock(MINUTE);
    }
    const taken = uniquePhone();
    await ownerOf(taken);
    const res = await sendOtp({ phone: taken }, { ip, token: me.token });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/from your network/);
  });

  it("refuses the user's own verified number", async () => {
    const phone = uniquePhone();
    const me = await ownerOf(phone);
    const res = await sendOtp({ phone }, { token: me.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "ALREADY_VERIFIED",
      message: "This number is already verified on your account.",
    });
    expect(await codeRows(phone)).toEqual([]);
  });
});

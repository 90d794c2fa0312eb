import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { oneTimeCodes } from "../../../db/schema/auth";
import { advanceClock, holdClock, now, resetClock } from "../../../lib/clock";
import { codeDigest } from "../../../lib/crypto";
import { bearer, latestCode, registerUser, secondsToWait } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MINUTE = 60_000;

function sendOtp(accessToken: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/email/send-otp", headers: bearer(accessToken) });
}
function verifyOtp(accessToken: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/email/verify-otp",
    headers: bearer(accessToken),
    payload: payload as object,
  });
}
/** A 6-digit code that is not `code`. */
function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

describe("POST /api/auth/email/send-otp", () => {
  it("allows one resend a minute and says how long to wait", async () => {
    const session = await registerUser(t.app);
    const early = await sendOtp(session.accessToken);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe("RATE_LIMITED");
    expect(early.json().message).toMatch(/^Please wait \d+ seconds before requesting a new verification code\.$/);
    // The clock runs on between requests too, by seconds on a loaded machine: each wait is at
    // most what is left of the minute since registering sent the first code.
    const firstWait = secondsToWait(early);
    expect(firstWait).toBeGreaterThan(45);
    expect(firstWait).toBeLessThanOrEqual(60);

    advanceClock(45_000);
    const laterWait = secondsToWait(await sendOtp(session.accessToken));
    expect(laterWait).toBeGreaterThan(0);
    expect(laterWait).toBeLessThanOrEqual(firstWait - 45);

    advanceClock(16_000);
    const res = await sendOtp(session.accessToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: { expiresAt: expect.any(String), resendAvailableAt: expect.any(String) },
      message: `Verification code sent to ${session.user.email}`,
    });
    const expiresIn = Date.parse(body.data.expiresAt) - Date.parse(body.data.resendAvailableAt);
    expect(expiresIn).toBe(9 * MINUTE);
  });

  it("stores codes only as hashes", async () => {
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    const rows = await t.app.ctx.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, session.user.id), eq(oneTimeCodes.purpose, "EMAIL_VERIFICATION")));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(codeDigest(code, t.config.jwtSecret));
    expect(rows[0]?.target).toBe(session.user.email);
  });

  it("accepts the web client's empty JSON body", async () => {
    const session = await registerUser(t.app);
    advanceClock(MINUTE);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/send-otp",
      headers: { ...bearer(session.accessToken), "content-type": "application/json", "content-length": "0" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/email/send-otp" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
  });

  it("refuses once the email is verified", async () => {
    const session = await registerUser(t.app);
    await verifyOtp(session.accessToken, { code: await latestCode(t.app, session.user.email) });
    advanceClock(MINUTE);
    const res = await sendOtp(session.accessToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "ALREADY_VERIFIED", message: "Your email address is already verified." });
  });
});

describe("POST /api/auth/email/verify-otp", () => {
  it("verifies the email with the emailed code", async () => {
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    const res = await verifyOtp(session.accessToken, { code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe("Email verified.");
    expect(body.data.user).toMatchObject({ id: session.user.id, emailVerified: true, onboardingCompleted: false });
  });

  it("does not take a used code twice", async () => {
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    expect((await verifyOtp(session.accessToken, { code })).statusCode).toBe(200);
    const again = await verifyOtp(session.accessToken, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_VERIFIED");
  });

  it("counts down wrong tries and locks the code after five", async () => {
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      const res = await verifyOtp(session.accessToken, { code: wrongCode(code) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        code: "CODE_INVALID",
        message: `That code is not correct. ${left} left.`,
      });
    }
    const fifth = await verifyOtp(session.accessToken, { code: wrongCode(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(fifth.json().message).toMatch(/request a new code/);
    // Even the right code is refused now...
    const right = await verifyOtp(session.accessToken, { code });
    expect(right.statusCode).toBe(429);
    // ...until a new code is sent.
    advanceClock(MINUTE);
    expect((await sendOtp(session.accessToken)).statusCode).toBe(200);
    const fresh = await latestCode(t.app, session.user.email);
    expect((await verifyOtp(session.accessToken, { code: fresh })).statusCode).toBe(200);
  });

  it("refuses a code after its 10 minutes", async () => {
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    advanceClock(10 * MINUTE + 1_000);
    const res = await verifyOtp(session.accessToken, { code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "CODE_EXPIRED",
      message: "That code has expired. Please request a new code.",
    });
  });

  it("accepts a code in the last second before it expires", async () => {
    // Held, so the second before expiry stays that second however slow the machine.
    holdClock(now());
    const session = await registerUser(t.app);
    const code = await latestCode(t.app, session.user.email);
    advanceClock(10 * MINUTE - 1_000);
    expect((await verifyOtp(session.accessToken, { code })).statusCode).toBe(200);
  });

  it("invalidates an older code when a new one is sent", async () => {
    const session = await registerUser(t.app);
    const first = await latestCode(t.app, session.user.email);
    advanceClock(MINUTE);
    await sendOtp(session.accessToken);
    const second = await latestCode(t.app, session.user.email);
    if (first !== second) {
      const old = await verifyOtp(session.accessToken, { code: first });
      expect(old.statusCode).toBe(422);
      expect(old.json().code).toBe("CODE_INVALID");
    }
    expect((await verifyOtp(session.accessToken, { code: second })).statusCode).toBe(200);
  });

  it("does not let one user verify with another user's code", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const aliceCode = await latestCode(t.app, alice.user.email);
    const bobCode = await latestCode(t.app, bob.user.email);
    if (aliceCode !== bobCode) {
      const res = await verifyOtp(bob.accessToken, { code: aliceCode });
      expect(res.statusCode).toBe(422);
    }
    expect((await verifyOtp(alice.accessToken, { code: aliceCode })).json().data.user.id).toBe(alice.user.id);
  });

  it.each([[{ code: "12345" }], [{ code: "1234567" }], [{ code: "abcdef" }], [{}]])(
    "rejects a malformed code %j with a field error",
    async (payload) => {
      const session = await registerUser(t.app);
      const res = await verifyOtp(session.accessToken, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "code" }] });
    },
  );

  it("needs a signed-in user, before looking at the body", async () => {
    for (const payload of [{ code: "123456" }, { code: "1" }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/email/verify-otp", payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    }
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const session = await registerUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/verify-otp",
      headers: { ...bearer(session.accessToken), "content-type": "application/json" },
      payload: '{"code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_JSON");
  });
});

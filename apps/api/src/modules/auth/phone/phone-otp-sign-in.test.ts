import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { verifyAccessToken } from "../../../lib/tokens";
import { bearer } from "../testing";
import { latestSmsCode, setVerifiedPhone, uniqueAddress, uniquePhone, wrongCode } from "./phone-otp-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MINUTE = 60_000;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url, remoteAddress: uniqueAddress(), headers, payload });
}
const sendOtp = (phone: string, headers: Record<string, string> = {}) =>
  post("/api/auth/mobile/send-otp", { phone }, headers);
const signIn = (phone: string, code: string) => post("/api/auth/mobile/verify-otp", { phone, code });

/** A user with a verified number who has just asked for a sign-in code. */
async function userWithCode(options: Parameters<typeof createUser>[1] = {}) {
  const phone = uniquePhone();
  const owner = await createUser(t.app, options);
  await setVerifiedPhone(t.app, owner.user.id, phone);
  expect((await sendOtp(phone)).statusCode).toBe(200);
  return { owner, phone, code: await latestSmsCode(t.app, phone) };
}

describe("POST /api/auth/mobile/verify-otp", () => {
  it("signs in the account whose verified number it is, with a working refresh token", async () => {
    const { owner, phone, code } = await userWithCode({ role: "COMPANY" });
    const res = await signIn(phone, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: "Signed in.",
      data: { user: expect.any(Object), accessToken: expect.any(String), refreshToken: expect.any(String) },
    });
    expect(body.data.user).toMatchObject({ id: owner.user.id, role: "COMPANY", phone, phoneVerified: true });
    const claims = await verifyAccessToken(body.data.accessToken, t.config.jwtSecret);
    expect(claims).toEqual({
      userId: owner.user.id,
      role: "COMPANY",
      issuedAt: expect.any(Number),
      sessionId: expect.any(String),
    });
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(body.data.accessToken) });
    expect(me.json().data.id).toBe(owner.user.id);
    const refreshed = await post("/api/auth/refresh", { refreshToken: body.data.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.refreshToken).not.toBe(body.data.refreshToken);
  });

  it("takes a code once", async () => {
    const { phone, code } = await userWithCode();
    expect((await signIn(phone, code)).statusCode).toBe(200);
    const again = await signIn(phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      success: false,
      code: "CODE_INVALID",
      message: "There is no active code for this number. Please request a new code.",
    });
  });

  it("signs in once when the same code arrives twice at the same moment", async () => {
    const { phone, code } = await userWithCode();
    const results = await Promise.all([signIn(phone, code), signIn(phone, code), signIn(phone, code)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it("counts down wrong tries and locks the code on the fifth", async () => {
    const { phone, code } = await userWithCode();
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      const res = await signIn(phone, wrongCode(code));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        code: "CODE_INVALID",
        message: `That code is not right. ${left} left.`,
      });
    }
    const fifth = await signIn(phone, wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      success: false,
      code: "TOO_MANY_ATTEMPTS",
      message: "Too many wrong codes. Please request a new code.",
    });
    expect((await signIn(phone, code)).statusCode).toBe(429);
    advanceClock(MINUTE);
    expect((await sendOtp(phone)).statusCode).toBe(200);
    expect((await signIn(phone, await latestSmsCode(t.app, phone))).statusCode).toBe(200);
  });

  it("refuses a code after its 10 minutes", async () => {
    const { phone, code } = await userWithCode();
    advanceClock(9 * MINUTE + 50_000);
    expect((await signIn(phone, wrongCode(code))).json().code).toBe("CODE_INVALID");
    advanceClock(11_000);
    const res = await signIn(phone, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "CODE_EXPIRED",
      message: "That code has expired. Please request a new code.",
    });
  });

  it("counts only the newest code", async () => {
    const { phone, code: first } = await userWithCode();
    advanceClock(MINUTE);
    expect((await sendOtp(phone)).statusCode).toBe(200);
    const second = await latestSmsCode(t.app, phone);
    if (first !== second) {
      expect((await signIn(phone, first)).json().code).toBe("CODE_INVALID");
    }
    expect((await signIn(phone, second)).statusCode).toBe(200);
  });

  it("answers a number without an account like any number with a wrong code", async () => {
    const phone = uniquePhone();
    expect((await sendOtp(phone)).statusCode).toBe(200);
    const res = await signIn(phone, "123456");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "CODE_INVALID",
      message: "That code is not right. 4 tries left.",
    });
  });

  it("refuses a number no code was sent to", async () => {
    const res = await signIn(uniquePhone(), "123456");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("There is no active code for this number. Please request a new code.");
  });

  it("refuses a suspended account like password sign-in does", async () => {
    const { phone, code } = await userWithCode({ status: "SUSPENDED" });
    const res = await signIn(phone, code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: "ACCOUNT_SUSPENDED",
      message: "This account has been suspended.",
      appealToken: expect.any(String),
    });
  });

  it("refuses when the number left the account after the code was sent", async () => {
    const { owner, phone, code } = await userWithCode();
    await t.app.ctx.db.update(users).set({ phone: null, phoneVerifiedAt: null }).where(eq(users.id, owner.user.id));
    const res = await signIn(phone, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CODE_INVALID");
    expect(res.json().message).toMatch(/no longer verified/);
  });

  it("does not sign in with a code sent to verify a number", async () => {
    const phone = uniquePhone();
    const me = await createUser(t.app);
    expect((await sendOtp(phone, bearer(me.token))).statusCode).toBe(200);
    await setVerifiedPhone(t.app, me.user.id, phone);
    const res = await signIn(phone, await latestSmsCode(t.app, phone));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("There is no active code for this number. Please request a new code.");
  });

  it.each([
    [{ phone: "98765", code: "123456" }, "phone"],
    [{ phone: "+919876543210", code: "12345" }, "code"],
    [{ phone: "+919876543210" }, "code"],
  ])("refuses %j with a field error", async (payload, field) => {
    const res = await post("/api/auth/mobile/verify-otp", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: field }] });
  });
});

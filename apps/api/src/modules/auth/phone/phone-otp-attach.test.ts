import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { createUser, type TestUser } from "../../../../test/users";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { latestSmsCode, setVerifiedPhone, uniqueAddress, uniquePhone, wrongCode } from "./phone-otp-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MINUTE = 60_000;

function post(url: string, payload: object, who: TestUser | null) {
  return t.app.inject({ method: "POST", url, remoteAddress: uniqueAddress(), headers: who?.authHeader ?? {}, payload });
}
const sendOtp = (phone: string, who: TestUser | null) => post("/api/auth/mobile/send-otp", { phone }, who);
const attach = (phone: string, code: string, who: TestUser | null) =>
  post("/api/auth/mobile/verify-otp-for-onboarding", { phone, code }, who);

/** A signed-in user who has just asked for a code verifying a fresh number. */
async function userWithCode() {
  const me = await createUser(t.app);
  const phone = uniquePhone();
  expect((await sendOtp(phone, me)).statusCode).toBe(200);
  return { me, phone, code: await latestSmsCode(t.app, phone) };
}

async function phoneOf(userId: string) {
  const [row] = await t.app.ctx.db
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("POST /api/auth/mobile/verify-otp-for-onboarding", () => {
  it("verifies the number and keeps it on the signed-in user's account", async () => {
    const { me, phone, code } = await userWithCode();
    const res = await attach(phone, code, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Phone number verified.",
      data: { user: expect.any(Object) },
    });
    expect(res.json().data.user).toMatchObject({ id: me.user.id, phone, phoneVerified: true });
    expect(await phoneOf(me.user.id)).toEqual({ phone, phoneVerifiedAt: expect.any(Date) });
    // The number now signs in.
    advanceClock(MINUTE);
    expect((await sendOtp(phone, null)).statusCode).toBe(200);
    const signIn = await post("/api/auth/mobile/verify-otp", { phone, code: await latestSmsCode(t.app, phone) }, null);
    expect(signIn.json().data.user.id).toBe(me.user.id);
  });

  it("replaces the number the account had before", async () => {
    const { me, phone, code } = await userWithCode();
    const previous = uniquePhone();
    await setVerifiedPhone(t.app, me.user.id, previous);
    expect((await attach(phone, code, me)).json().data.user.phone).toBe(phone);
    // The old number is free for someone else.
    const other = await createUser(t.app);
    expect((await sendOtp(previous, other)).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    const { phone, code } = await userWithCode();
    const res = await attach(phone, code, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("UNAUTHENTICATED");
  });

  it("does not let another user verify a code sent to someone else's session", async () => {
    const { me, phone, code } = await userWithCode();
    const intruder = await createUser(t.app);
    const res = await attach(phone, code, intruder);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "CODE_INVALID",
      message: "There is no active code for this number. Please request a new code.",
    });
    expect((await phoneOf(intruder.user.id))?.phone).toBeNull();
    expect((await attach(phone, code, me)).statusCode).toBe(200);
  });

  it("does not take a sign-in code", async () => {
    const phone = uniquePhone();
    const owner = await createUser(t.app);
    await setVerifiedPhone(t.app, owner.user.id, phone);
    expect((await sendOtp(phone, null)).statusCode).toBe(200);
    const me = await createUser(t.app);
    const res = await attach(phone, await latestSmsCode(t.app, phone), me);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CODE_INVALID");
  });

  it("refuses a number another account verified after the code was sent", async () => {
    const { me, phone, code } = await userWithCode();
    const other = await createUser(t.app);
    await setVerifiedPhone(t.app, other.user.id, phone);
    const res = await attach(phone, code, me);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "PHONE_TAKEN",
      message: "This number is already verified on another account.",
    });
    expect((await phoneOf(me.user.id))?.phone).toBeNull();
  });

  it("gives the number to one of two accounts verifying it at the same moment, never a 500", async () => {
    const phone = uniquePhone();
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    expect((await sendOtp(phone, first)).statusCode).toBe(200);
    const firstCode = await latestSmsCode(t.app, phone);
    advanceClock(MINUTE);
    expect((await sendOtp(phone, second)).statusCode).toBe(200);
    const secondCode = await latestSmsCode(t.app, phone);
    const results = await Promise.all([attach(phone, firstCode, first), attach(phone, secondCode, second)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().code).toBe("PHONE_TAKEN");
  });

  it("counts down wrong tries, locks on the fifth, and refuses a used or expired code", async () => {
    const { me, phone, code } = await userWithCode();
    for (const left of ["4 tries", "3 tries", "2 tries", "1 try"]) {
      expect((await attach(phone, wrongCode(code), me)).json().message).toBe(`That code is not right. ${left} left.`);
    }
    const fifth = await attach(phone, wrongCode(code), me);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe("TOO_MANY_ATTEMPTS");
    expect((await attach(phone, code, me)).statusCode).toBe(429);

    advanceClock(MINUTE);
    expect((await sendOtp(phone, me)).statusCode).toBe(200);
    const fresh = await latestSmsCode(t.app, phone);
    advanceClock(10 * MINUTE + 1_000);
    const expired = await attach(phone, fresh, me);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe("CODE_EXPIRED");

    expect((await sendOtp(phone, me)).statusCode).toBe(200);
    const last = await latestSmsCode(t.app, phone);
    expect((await attach(phone, last, me)).statusCode).toBe(200);
    const reused = await attach(phone, last, me);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("CODE_INVALID");
  });

  it("refuses a code sent for a different number", async () => {
    const { me, code } = await userWithCode();
    const res = await attach(uniquePhone(), code, me);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CODE_INVALID");
  });
});

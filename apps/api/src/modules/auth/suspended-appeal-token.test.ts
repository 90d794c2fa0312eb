import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { advanceClock, resetClock } from "../../lib/clock";
import { signAccessToken } from "../../lib/tokens";
import { latestSmsCode, setVerifiedPhone, uniqueAddress, uniquePhone } from "./phone/phone-otp-testing";
import { newIdentity, signInWith, socialTestAppForTests } from "./social/testing";
import { bearer, registerVerifiedUser, TEST_PASSWORD } from "./testing";

const t = socialTestAppForTests();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterEach(() => resetClock());

const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: uniqueAddress(),
    payload: { email, password },
  });

async function suspendedPerson(days?: number) {
  const session = await registerVerifiedUser(t.app);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/admin/users/${session.user.id}/suspend`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.statusCode).toBe(200);
  if (days) {
    const until = new Date(Date.now() + days * 86_400_000);
    await t.app.ctx.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, session.user.id));
  }
  return session.user;
}

function appealTokenOf(res: { statusCode: number; json: () => { code: string; appealToken?: string } }): string {
  expect(res.statusCode).toBe(403);
  const body = res.json();
  expect(body.code).toBe("ACCOUNT_SUSPENDED");
  expect(body.appealToken).toEqual(expect.any(String));
  return body.appealToken!;
}

describe("a suspended person's sign-in answer carries an appeal token", () => {
  it("from the password login, good for the standing and one appeal only", async () => {
    const person = await suspendedPerson();
    const wrong = await login(person.email, "not-the-password");
    expect(wrong.json()).not.toHaveProperty("appealToken");
    const token = appealTokenOf(await login(person.email));

    const standing = await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(token) });
    expect(standing.statusCode).toBe(200);
    const [action] = standing.json().data.actions;
    expect(standing.json().data.state).toBe("SUSPENDED");
    expect(action).toMatchObject({ kind: "SUSPEND", canAppeal: true });
    const appeal = await t.app.inject({
      method: "POST",
      url: "/api/safety/appeals",
      headers: bearer(token),
      payload: { actionId: action.id, text: "I was never told why." },
    });
    expect(appeal.statusCode).toBe(201);

    // Everywhere else it is refused like any bad token.
    for (const [method, url] of [
      ["GET", "/api/user"],
      ["GET", "/api/notifications"],
      ["GET", "/api/admin/moderation/reports"],
      ["GET", "/api/safety/blocks"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(token) });
      expect([401, 404]).toContain(res.statusCode);
      if (res.statusCode === 401) expect(res.json().code).toBe("TOKEN_INVALID");
    }
  });

  it("is refused once the account is restored, and access tokens are never taken as appeal tokens", async () => {
    const person = await suspendedPerson();
    const token = appealTokenOf(await login(person.email));
    await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/restore`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const res = await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    // An access token without a session is no appeal token either.
    const forged = await signAccessToken({ userId: person.id, role: "FREELANCER" }, t.config.jwtSecret);
    const again = await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(forged) });
    expect(again.statusCode).toBe(401);
    // Expired after 30 minutes.
    await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/suspend`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const late = appealTokenOf(await login(person.email));
    advanceClock(31 * 60_000);
    const expired = await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(late) });
    expect(expired.statusCode).toBe(401);
  });

  it("from the phone sign-in and the social sign-in", async () => {
    const person = await suspendedPerson();
    const phone = uniquePhone();
    await setVerifiedPhone(t.app, person.id, phone);
    const send = await t.app.inject({
      method: "POST",
      url: "/api/auth/mobile/send-otp",
      remoteAddress: uniqueAddress(),
      payload: { phone },
    });
    expect(send.statusCode).toBe(200);
    const code = await latestSmsCode(t.app, phone);
    const byPhone = await t.app.inject({
      method: "POST",
      url: "/api/auth/mobile/verify-otp",
      remoteAddress: uniqueAddress(),
      payload: { phone, code },
    });
    const phoneToken = appealTokenOf(byPhone);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(phoneToken) })).statusCode,
    ).toBe(200);

    const social = await signInWith(t.app, t.providers.google, newIdentity({ email: person.email }));
    const socialToken = appealTokenOf(social);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/safety/standing", headers: bearer(socialToken) })).statusCode,
    ).toBe(200);
  });

  it("a suspension whose days ran out is lifted at sign-in", async () => {
    const person = await suspendedPerson(2);
    appealTokenOf(await login(person.email));
    advanceClock(2 * 86_400_000 + 1000);
    const res = await login(person.email);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ status: "ACTIVE", suspendedUntil: null });
  });
});

import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createUser } from "../../../../test/users";
import { refreshTokens, signInChallenges, twoFactor } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { sha256 } from "../../../lib/crypto";
import { latestSmsCode, setVerifiedPhone, uniqueAddress, uniquePhone } from "../phone/phone-otp-testing";
import { newIdentity, signInWith, socialTestAppForTests } from "../social/testing";
import { bearer, refreshWith, registerUser, registerVerifiedUser, TEST_PASSWORD } from "../testing";
import { appCode, nextAppCode, turnOnTwoFactor } from "./two-factor-testing";

const t = socialTestAppForTests();
afterEach(() => resetClock());

const ENDED = { success: false, code: "TOKEN_INVALID", message: "This sign-in has ended. Sign in again." };
const CHALLENGE = {
  secondFactorRequired: true,
  challengeToken: expect.any(String),
  expiresAt: expect.any(String),
  passkeyAvailable: false,
};

function login(email: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: uniqueAddress(),
    payload: { email, password: TEST_PASSWORD },
  });
}

function verify(challengeToken: string, code: string, app = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify",
    remoteAddress: uniqueAddress(),
    payload: { challengeToken, code },
  });
}

/** A registered user with two-factor on, and a fresh login's challenge token. */
async function securedUser() {
  const session = await registerVerifiedUser(t.app, { role: "COMPANY" });
  const secured = await turnOnTwoFactor(t.app, bearer(session.accessToken));
  const challenge = async () => {
    const res = await login(session.user.email);
    expect(res.statusCode).toBe(200);
    return res.json().data.challengeToken as string;
  };
  return { session, ...secured, challenge };
}

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("sign-in with two-factor on", () => {
  it("login answers a challenge, not a session; the app's code makes the session", async () => {
    const { session, secret } = await securedUser();
    const sessionsBefore = await t.app.ctx.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    const res = await login(session.user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "Enter the code from your authenticator app or a recovery code.",
      data: CHALLENGE,
    });
    const { challengeToken, expiresAt } = res.json().data;
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    // No session was started by the password alone, and the token is kept only as a digest.
    const sessionsAfter = await t.app.ctx.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(sessionsAfter).toEqual(sessionsBefore);
    const [row] = await t.app.ctx.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.tokenHash, sha256(challengeToken)));
    expect(row?.userId).toBe(session.user.id);

    const ok = await verify(challengeToken, appCode(secret));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["cache-control"]).toContain("no-store");
    const body = ok.json();
    expect(body.message).toBe("Signed in.");
    expect(body.data).toMatchObject({ user: { id: session.user.id, role: "COMPANY" }, isNewUser: false });
    expect((await refreshWith(t.app, body.data.refreshToken)).statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(body.data.accessToken) });
    expect(me.statusCode).toBe(200);

    // The challenge signs in once.
    expect((await verify(challengeToken, nextAppCode(secret))).json()).toEqual(ENDED);
  });

  it("refuses a code already used, even on a new challenge", async () => {
    const { secret, challenge } = await securedUser();
    const code = appCode(secret);
    expect((await verify(await challenge(), code)).statusCode).toBe(200);
    const again = await verify(await challenge(), code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: "CODE_INVALID", errors: [{ path: "code" }] });
  });

  it("takes each recovery code once, in any case, with or without its dash", async () => {
    const { recoveryCodes, challenge, session } = await securedUser();
    const code = recoveryCodes[0]!;
    const ok = await verify(await challenge(), code.toUpperCase().replace("-", ""));
    expect(ok.statusCode).toBe(200);
    const again = await verify(await challenge(), code);
    expect(again.statusCode).toBe(422);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/auth/two-factor",
      headers: bearer(ok.json().data.accessToken),
    });
    expect(status.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    expect(ok.json().data.user.id).toBe(session.user.id);
  });

  it("ends the challenge after five wrong codes, even for the right one after", async () => {
    const { secret, challenge } = await securedUser();
    const token = await challenge();
    const wrong = wrongFor(appCode(secret));
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const res = await verify(token, wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("That code is not right. Check the time on your phone and try the newest code.");
    }
    const fifth = await verify(token, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS", message: "Too many wrong codes. Sign in again." });
    expect((await verify(token, appCode(secret))).statusCode).toBe(429);
    // A new sign-in starts over.
    expect((await verify(await challenge(), appCode(secret))).statusCode).toBe(200);
  });

  it("ends a challenge after ten minutes, and knows no made-up one", async () => {
    const { secret, challenge } = await securedUser();
    const token = await challenge();
    advanceClock(10 * 60_000 + 1000);
    const late = await verify(token, appCode(secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(ENDED);
    expect((await verify("not-a-challenge", appCode(secret))).json()).toEqual(ENDED);
  });

  it("ends the challenge when two-factor was turned off since the first step", async () => {
    const { session, secret, challenge } = await securedUser();
    const token = await challenge();
    await t.app.ctx.db.delete(twoFactor).where(eq(twoFactor.userId, session.user.id));
    expect((await verify(token, appCode(secret))).json()).toEqual(ENDED);
    expect((await login(session.user.email)).json().data.accessToken).toEqual(expect.any(String));
  });

  it("refuses a suspended account at the password, before any challenge", async () => {
    const { session } = await securedUser();
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const res = await login(session.user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
  });

  it("refuses the code of an account suspended between the two steps", async () => {
    const { session, secret, challenge } = await securedUser();
    const token = await challenge();
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const res = await verify(token, appCode(secret));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED" });
  });

  it("gives exactly one session for two verifies of one challenge at once", async () => {
    const { secret, recoveryCodes, challenge } = await securedUser();
    const token = await challenge();
    const other = await t.startAnotherInstance();
    try {
      const answers = await Promise.all([verify(token, appCode(secret)), verify(token, recoveryCodes[0]!, other.app)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, 401]);
    } finally {
      await other.close();
    }
  });

  it("phone sign-in answers a challenge too", async () => {
    const owner = await createUser(t.app);
    const { secret } = await turnOnTwoFactor(t.app, owner.authHeader);
    const phone = uniquePhone();
    await setVerifiedPhone(t.app, owner.user.id, phone);
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/auth/mobile/send-otp",
      remoteAddress: uniqueAddress(),
      payload: { phone },
    });
    expect(sent.statusCode).toBe(200);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/mobile/verify-otp",
      remoteAddress: uniqueAddress(),
      payload: { phone, code: await latestSmsCode(t.app, phone) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(CHALLENGE);
    const ok = await verify(res.json().data.challengeToken, appCode(secret));
    expect(ok.json().data.user.id).toBe(owner.user.id);
  });

  it("a provider's sign-in answers a challenge too, then a session with isNewUser false", async () => {
    const session = await registerVerifiedUser(t.app);
    const { secret } = await turnOnTwoFactor(t.app, bearer(session.accessToken));
    const res = await signInWith(t.app, t.providers.google, newIdentity({ email: session.user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(CHALLENGE);
    const ok = await verify(res.json().data.challengeToken, appCode(secret));
    expect(ok.json().data).toMatchObject({ user: { id: session.user.id }, isNewUser: false });
  });

  it("a provider's verified owner taking over an unverified account drops the second factor its squatter set", async () => {
    const squatter = await registerUser(t.app);
    await turnOnTwoFactor(t.app, bearer(squatter.accessToken));
    const res = await signInWith(t.app, t.providers.github, newIdentity({ email: squatter.user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { id: squatter.user.id }, accessToken: expect.any(String) });
    expect(await t.app.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, squatter.user.id))).toEqual([]);
  });

  it("registration never asks for a second factor", async () => {
    const session = await registerUser(t.app);
    expect(session.accessToken).toEqual(expect.any(String));
  });
});

import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { passkeys, webauthnChallenges } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { bearer, registerVerifiedUser, TEST_PASSWORD } from "../testing";
import { appCode, turnOnTwoFactor } from "../two-factor/two-factor-testing";
import { addPasskey, SoftwareAuthenticator, stepUpWithPasskey } from "./passkey-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000, appUrl: "https://crewlance.example" });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const post = (url: string, payload?: object, headers?: { authorization: string }) =>
  t.app.inject({ method: "POST", url, payload, headers });

async function signInOptions() {
  const res = await post("/api/auth/passkeys/sign-in-options");
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  tweaks?: Parameters<SoftwareAuthenticator["assert"]>[1],
) {
  return post("/api/auth/passkeys/sign-in", { response: authenticator.assert(await signInOptions(), tweaks) });
}

describe("registering a passkey", () => {
  it("keeps the passkey the software authenticator made, lists it and signs in with it alone", async () => {
    const session = await registerVerifiedUser(t.app);
    const headers = bearer(session.accessToken);
    const authenticator = await addPasskey(t.app, headers, "MacBook");

    const list = await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json().data.items).toEqual([
      { id: expect.any(String), name: "MacBook", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    // Only the public key is kept, as base64url; nothing secret reaches the answer.
    const [row] = await t.app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, session.user.id));
    expect(row?.credentialId).toBe(authenticator.id);
    expect(row?.transports).toEqual(["internal"]);

    const signedIn = await signInWith(authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedIn.json()).toMatchObject({
      success: true,
      message: "Signed in.",
      data: { user: { id: session.user.id } },
    });
    expect(signedIn.json().data.accessToken).toEqual(expect.any(String));
    const after = await t.app.inject({ method: "GET", url: "/api/auth/passkeys", headers });
    expect(after.json().data.items[0].lastUsedAt).toEqual(expect.any(String));
  });

  it("uses a registration challenge once, and not after five minutes", async () => {
    const session = await registerVerifiedUser(t.app);
    const headers = bearer(session.accessToken);
    const authenticator = SoftwareAuthenticator.for(t.app);
    const options = (await post("/api/auth/passkeys/registration-options", undefined, headers)).json().data;
    advanceClock(5 * 60_000 + 1_000);
    const late = await post("/api/auth/passkeys", { name: "Late", response: authenticator.register(options) }, headers);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: "PASSKEY_INVALID",
      message: "This passkey request has ended. Try again.",
    });

    const fresh = (await post("/api/auth/passkeys/registration-options", undefined, headers)).json().data;
    const response = authenticator.register(fresh);
    expect((await post("/api/auth/passkeys", { name: "Phone", response }, headers)).statusCode).toBe(201);
    // A passkey is two-factor on: a second one waits for a fresh factor, and the used challenge is refused.
    const stale = await post("/api/auth/passkeys", { name: "Phone", response }, headers);
    expect(stale.json().code).toBe("SECOND_FACTOR_REQUIRED");
    await stepUpWithPasskey(t.app, headers, authenticator);
    const again = await post("/api/auth/passkeys", { name: "Phone", response }, headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("This passkey request has ended. Try again.");
  });

  it("refuses a passkey made for another website and a blank name, writing nothing", async () => {
    const session = await registerVerifiedUser(t.app);
    const headers = bearer(session.accessToken);
    const authenticator = SoftwareAuthenticator.for(t.app);
    const options = (await post("/api/auth/passkeys/registration-options", undefined, headers)).json().data;
    const blank = await post("/api/auth/passkeys", { name: "  ", response: authenticator.register(options) }, headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { path: "name", message: "Give the passkey a name, such as the device it is on." },
    ]);
    const response = authenticator.register(options, { origin: "https://phishing.example" });
    const res = await post("/api/auth/passkeys", { name: "Phished", response }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This passkey was made for another website. Add it on Crewlance itself.");
    const rows = await t.app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, session.user.id));
    expect(rows).toEqual([]);
  });

  it("needs a signed-in person", async () => {
    expect((await post("/api/auth/passkeys/registration-options")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/passkeys" })).statusCode).toBe(401);
  });
});

describe("signing in with a passkey alone", () => {
  it("refuses an unknown passkey, another origin, a counter that went back and no user verification", async () => {
    const session = await registerVerifiedUser(t.app);
    const authenticator = await addPasskey(t.app, bearer(session.accessToken));

    const stranger = SoftwareAuthenticator.for(t.app);
    const unknown = await signInWith(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: "This passkey is not registered with Crewlance. Sign in another way.",
    });

    const phished = await signInWith(authenticator, { origin: "https://phishing.example" });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toBe("This passkey answered for another website. Use it on Crewlance itself.");

    const unverified = await signInWith(authenticator, { userVerified: false });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().message).toBe("Unlock the passkey with your PIN, fingerprint or face.");

    expect((await signInWith(authenticator, { counter: 10 })).statusCode).toBe(200);
    const copied = await signInWith(authenticator, { counter: 10 });
    expect(copied.statusCode).toBe(400);
    expect(copied.json().message).toBe(
      "This passkey answered with a count it already used, as a copied key would. Remove it and add it again.",
    );
    const [row] = await t.app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, session.user.id));
    expect(row?.counter).toBe(10);
  });

  it("uses a sign-in challenge once", async () => {
    const session = await registerVerifiedUser(t.app);
    const authenticator = await addPasskey(t.app, bearer(session.accessToken));
    const response = authenticator.assert(await signInOptions());
    expect((await post("/api/auth/passkeys/sign-in", { response })).statusCode).toBe(200);
    const replay = await post("/api/auth/passkeys/sign-in", { response });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe("This passkey request has ended. Try again.");
    const [challenge] = await t.app.ctx.db
      .select()
      .from(webauthnChallenges)
      .where(
        eq(
          webauthnChallenges.challenge,
          JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString()).challenge,
        ),
      );
    expect(challenge?.usedAt).not.toBeNull();
  });

  it("refuses a suspended account as the other ways in do", async () => {
    const session = await registerVerifiedUser(t.app);
    const authenticator = await addPasskey(t.app, bearer(session.accessToken));
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const res = await signInWith(authenticator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED", message: "This account has been suspended." });
  });
});

describe("a passkey as the second factor of a sign-in", () => {
  async function securedWithPasskey() {
    const session = await registerVerifiedUser(t.app);
    const headers = bearer(session.accessToken);
    const authenticator = await addPasskey(t.app, headers);
    const { secret } = await turnOnTwoFactor(t.app, headers);
    const login = await post("/api/auth/login", { email: session.user.email, password: TEST_PASSWORD });
    expect(login.json().data).toMatchObject({ secondFactorRequired: true, passkeyAvailable: true });
    return { session, authenticator, secret, challengeToken: login.json().data.challengeToken as string };
  }

  async function passkeyAnswer(challengeToken: string, authenticator: SoftwareAuthenticator) {
    const options = await post("/api/auth/two-factor/passkey-options", { challengeToken });
    expect(options.statusCode).toBe(200);
    expect(options.json().data.allowCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal"] },
    ]);
    return authenticator.assert(options.json().data);
  }

  it("finishes the sign-in like a code does, once", async () => {
    const { session, authenticator, challengeToken } = await securedWithPasskey();
    const response = await passkeyAnswer(challengeToken, authenticator);
    const res = await post("/api/auth/two-factor/verify-passkey", { challengeToken, response });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Signed in.",
      data: { isNewUser: false, user: { id: session.user.id } },
    });
    const again = await post("/api/auth/two-factor/verify-passkey", {
      challengeToken,
      response: await Promise.resolve(response),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("This sign-in has ended. Sign in again.");
  });

  it("counts a refused passkey as a wrong try: five end the sign-in", async () => {
    const { authenticator, challengeToken } = await securedWithPasskey();
    for (let i = 0; i < 5; i++) {
      const response = await passkeyAnswer(challengeToken, authenticator);
      const res = await post("/api/auth/two-factor/verify-passkey", {
        challengeToken,
        response: {
          ...response,
          response: { ...response.response, signature: Buffer.from("bad").toString("base64url") },
        },
      });
      expect(res.statusCode).toBe(i < 4 ? 400 : 429);
    }
    const response = await passkeyAnswer(challengeToken, authenticator);
    const locked = await post("/api/auth/two-factor/verify-passkey", { challengeToken, response });
    expect(locked.statusCode).toBe(429);
  });

  it("refuses another account's passkey and an ended challenge", async () => {
    const { challengeToken } = await securedWithPasskey();
    const other = await registerVerifiedUser(t.app);
    const theirs = await addPasskey(t.app, bearer(other.accessToken));
    const options = (await post("/api/auth/two-factor/passkey-options", { challengeToken })).json().data;
    const res = await post("/api/auth/two-factor/verify-passkey", { challengeToken, response: theirs.assert(options) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("This passkey is not registered with Crewlance. Sign in another way.");

    advanceClock(11 * 60_000);
    const ended = await post("/api/auth/two-factor/passkey-options", { challengeToken });
    expect(ended.statusCode).toBe(401);
  });

  it("still takes the app's code beside the passkey", async () => {
    const { challengeToken, secret } = await securedWithPasskey();
    advanceClock(30_000);
    const res = await post("/api/auth/two-factor/verify", { challengeToken, code: appCode(secret) });
    expect(res.statusCode).toBe(200);
  });
});

describe("removing a passkey", () => {
  it("removes the owner's own only; another person's is not found", async () => {
    const session = await registerVerifiedUser(t.app);
    const other = await registerVerifiedUser(t.app);
    await addPasskey(t.app, bearer(session.accessToken));
    const [row] = await t.app.ctx.db.select().from(passkeys).where(eq(passkeys.userId, session.user.id));
    const url = `/api/auth/passkeys/${row!.id}`;
    // Having a passkey is two-factor on: removing one needs a fresh second factor.
    const stale = await t.app.inject({ method: "DELETE", url, headers: bearer(session.accessToken) });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      code: "SECOND_FACTOR_REQUIRED",
      message: "Confirm it's you with your authenticator app or passkey.",
    });
    const theirs = await t.app.inject({ method: "DELETE", url, headers: bearer(other.accessToken) });
    expect(theirs.statusCode).toBe(404);
  });
});

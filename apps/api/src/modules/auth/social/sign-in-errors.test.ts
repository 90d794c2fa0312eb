import { AuthorizationError, pkcePair } from "@crewlance/test-oauth-provider";
import { afterEach, describe, expect, it } from "vitest";
import { authorizeAs, newIdentity, PROVIDERS, postSignIn, rowCounts, socialTestAppForTests } from "./testing";

const t = socialTestAppForTests();
afterEach(() => {
  for (const provider of Object.values(t.providers)) provider.setDown(false);
});

const NAMES = { google: "Google", linkedin: "LinkedIn", github: "GitHub" } as const;

describe.each(PROVIDERS)("POST /api/auth/%s refuses", (provider) => {
  const name = NAMES[provider];
  const expiredMessage = `This ${name} sign-in has expired or was already used. Please try again.`;
  const noEmailMessage = `Your ${name} account has no verified email address. Verify it with ${name} first, or sign up with your email and a password.`;

  /** Runs `act`, expects the error body, and that no row was added or removed. */
  async function expectRefusal(act: () => Promise<{ statusCode: number; json: () => unknown }>, status: number) {
    const before = await rowCounts(t.app);
    const res = await act();
    expect(res.statusCode).toBe(status);
    expect(await rowCounts(t.app)).toEqual(before);
    return res.json() as { success: boolean; code: string; message: string; errors?: { path: string }[] };
  }

  it("a denied consent: the provider sends back an error, and an empty code is a 400", async () => {
    t.providers[provider].denyNextConsent();
    const failure = await authorizeAs(t.app, t.providers[provider], newIdentity()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AuthorizationError);
    const back = new URL((failure as AuthorizationError).location);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toEqual(expect.any(String));
    expect(back.searchParams.has("code")).toBe(false);

    const body = await expectRefusal(
      () => postSignIn(t.app, provider, { code: "", redirectUri: back.origin + back.pathname }),
      400,
    );
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(body.errors?.map((e) => e.path)).toContain("code");
    // The next consent works again.
    expect((await postSignIn(t.app, provider, await authorizeAs(t.app, t.providers[provider]))).statusCode).toBe(200);
  });

  it("a reused code", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity());
    expect((await postSignIn(t.app, provider, body)).statusCode).toBe(200);
    const error = await expectRefusal(() => postSignIn(t.app, provider, body), 422);
    expect(error).toEqual({ success: false, code: "CODE_EXPIRED", message: expiredMessage });
  });

  it("an expired code", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity());
    t.providers[provider].expireIssuedCodes();
    expect(await expectRefusal(() => postSignIn(t.app, provider, body), 422)).toMatchObject({ code: "CODE_EXPIRED" });
  });

  it("a PKCE verifier that does not match the challenge, or none at all", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity());
    const wrong = { ...body, codeVerifier: pkcePair().verifier };
    expect(await expectRefusal(() => postSignIn(t.app, provider, wrong), 422)).toMatchObject({ code: "CODE_EXPIRED" });
    const other = await authorizeAs(t.app, t.providers[provider], newIdentity());
    const missing = { code: other.code, redirectUri: other.redirectUri };
    expect(await expectRefusal(() => postSignIn(t.app, provider, missing), 422)).toMatchObject({
      code: "CODE_EXPIRED",
    });
  });

  it("a code the provider issued for another redirect URI", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity(), {
      redirectUri: `https://elsewhere.example/auth/callback/${provider}`,
    });
    expect(await expectRefusal(() => postSignIn(t.app, provider, body), 422)).toMatchObject({ code: "CODE_EXPIRED" });
  });

  it("a redirect URI that is not this app's callback, before calling the provider", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity());
    const error = await expectRefusal(
      () => postSignIn(t.app, provider, { ...body, redirectUri: `https://evil.example/auth/callback/${provider}` }),
      400,
    );
    expect(error).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(error.errors).toEqual([
      { path: "redirectUri", message: "The redirect URI is not this app's sign-in callback." },
    ]);
    // The code was not spent on the bad request.
    expect((await postSignIn(t.app, provider, body)).statusCode).toBe(200);
  });

  it("while the provider is down", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity());
    t.providers[provider].setDown(true);
    expect(await expectRefusal(() => postSignIn(t.app, provider, body), 502)).toEqual({
      success: false,
      code: "UPSTREAM_UNAVAILABLE",
      message: `${name} is not responding. Please try again in a moment.`,
    });
  });

  it("an account without an email", async () => {
    const body = await authorizeAs(t.app, t.providers[provider], newIdentity({ email: null }));
    expect(await expectRefusal(() => postSignIn(t.app, provider, body), 422)).toEqual({
      success: false,
      code: "BUSINESS_RULE",
      message: noEmailMessage,
    });
  });

  it("an email the provider has not verified", async () => {
    const identity = newIdentity({ emailVerified: false });
    const body = await authorizeAs(t.app, t.providers[provider], identity);
    expect(await expectRefusal(() => postSignIn(t.app, provider, body), 422)).toMatchObject({
      code: "BUSINESS_RULE",
      message: noEmailMessage,
    });
  });
});

describe("POST /api/auth/github with only a non-primary verified email", () => {
  it("is refused: the primary address must be the verified one", async () => {
    const identity = newIdentity({
      emails: [
        { email: "primary-unverified@example.com", primary: true, verified: false },
        { email: "secondary-verified@example.com", primary: false, verified: true },
      ],
    });
    const before = await rowCounts(t.app);
    const res = await postSignIn(t.app, "github", await authorizeAs(t.app, t.providers.github, identity));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("BUSINESS_RULE");
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

import type { TSocialProvider } from "@crewlance/contracts/enums";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../test/users";
import type { AppContext } from "../../context";
import { socialAccounts } from "../../db/schema/auth";
import { linkProviderAccount } from "./social/linked-accounts";
import {
  authorizeAs,
  newIdentity,
  type Providers,
  rowCounts,
  signInWith,
  socialTestAppForTests,
} from "./social/testing";
import { bearer, registerVerifiedUser } from "./testing";

const t = socialTestAppForTests();

function methodsOf(token: string) {
  return t.app.inject({ method: "GET", url: "/api/user/sign-in-methods", headers: bearer(token) });
}

function link(token: string, provider: string, body: unknown) {
  return t.app.inject({
    method: "POST",
    url: `/api/user/social-accounts/${provider}`,
    headers: bearer(token),
    payload: body as object,
  });
}

function unlink(token: string, provider: string) {
  return t.app.inject({ method: "DELETE", url: `/api/user/social-accounts/${provider}`, headers: bearer(token) });
}

/** A person who signed up with `provider` only: no password. */
async function socialOnlyUser(provider: keyof Providers) {
  const res = await signInWith(t.app, t.providers[provider], newIdentity());
  expect(res.statusCode).toBe(200);
  return res.json().data as { accessToken: string; user: { id: string; email: string } };
}

describe("GET /api/user/sign-in-methods", () => {
  it("lists the password and the linked accounts in provider order", async () => {
    const session = await registerVerifiedUser(t.app);
    expect((await methodsOf(session.accessToken)).json().data).toEqual({ hasPassword: true, socialAccounts: [] });
    for (const provider of ["github", "google"] as const) {
      const linked = await link(session.accessToken, provider, await authorizeAs(t.app, t.providers[provider]));
      expect(linked.statusCode).toBe(200);
    }
    const res = await methodsOf(session.accessToken);
    expect(res.statusCode).toBe(200);
    const { socialAccounts } = res.json().data;
    expect(socialAccounts.map((a: { provider: string }) => a.provider)).toEqual(["google", "github"]);
    expect(socialAccounts[0]).toEqual({
      provider: "google",
      email: expect.any(String),
      linkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user/sign-in-methods" })).statusCode).toBe(401);
  });
});

describe("POST /api/user/social-accounts/:provider", () => {
  it("links a provider account whatever its email, and linking it again is fine", async () => {
    const session = await registerVerifiedUser(t.app);
    const identity = newIdentity({ email: "someone-else@example.org" });
    const res = await link(session.accessToken, "linkedin", await authorizeAs(t.app, t.providers.linkedin, identity));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "LinkedIn is linked.",
      data: { hasPassword: true, socialAccounts: [{ provider: "linkedin", email: "someone-else@example.org" }] },
    });
    const again = await link(session.accessToken, "linkedin", await authorizeAs(t.app, t.providers.linkedin, identity));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.socialAccounts).toHaveLength(1);
    // Signing in with it now reaches this account.
    const signIn = await signInWith(t.app, t.providers.linkedin, identity);
    expect(signIn.json().data.user.id).toBe(session.user.id);
  });

  it("refuses an account linked to another user, changing nothing", async () => {
    const identity = newIdentity();
    expect((await signInWith(t.app, t.providers.google, identity)).statusCode).toBe(200);
    const session = await registerVerifiedUser(t.app);
    const before = await rowCounts(t.app);
    const res = await link(session.accessToken, "google", await authorizeAs(t.app, t.providers.google, identity));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "ALREADY_LINKED",
      message: "This Google account is already linked to another Crewlance account.",
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("refuses a second account of a provider the user already linked", async () => {
    const owner = await socialOnlyUser("github");
    const before = await rowCounts(t.app);
    const res = await link(owner.accessToken, "github", await authorizeAs(t.app, t.providers.github, newIdentity()));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ALREADY_LINKED");
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("reports provider errors like sign-in does", async () => {
    const session = await registerVerifiedUser(t.app);
    const body = await authorizeAs(t.app, t.providers.google, newIdentity());
    t.providers.google.expireIssuedCodes();
    const res = await link(session.accessToken, "google", body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CODE_EXPIRED");
  });

  it("validates the provider name and needs a signed-in user", async () => {
    const session = await registerVerifiedUser(t.app);
    const body = await authorizeAs(t.app, t.providers.google, newIdentity());
    const unknown = await link(session.accessToken, "myspace", body);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("VALIDATION_ERROR");
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/user/social-accounts/google",
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("linking while a simultaneous link wins the race", () => {
  /**
   * A context whose first transaction loses to `competitor`: it is committed, then the
   * transaction fails on the unique index as PostgreSQL reports it (wrapped as Drizzle does).
   */
  function losingTo(competitor: () => Promise<unknown>): AppContext {
    const ctx = t.app.ctx;
    let first = true;
    const db = new Proxy(ctx.db, {
      get(target, property, receiver) {
        if (property !== "transaction" || !first) return Reflect.get(target, property, receiver);
        return async () => {
          first = false;
          await competitor();
          const violation = Object.assign(new Error("duplicate key value violates unique constraint"), {
            code: "23505",
          });
          throw new Error("Failed query: insert into social_accounts", { cause: violation });
        };
      },
    });
    return { ...ctx, db };
  }

  const profile = (providerUserId: string) => ({
    providerUserId,
    email: "linked@example.org",
    emailVerified: true,
    fullName: null,
  });
  const linkRow = (userId: string, provider: TSocialProvider, providerUserId: string) => () =>
    t.app.ctx.db.insert(socialAccounts).values({ userId, provider, providerUserId, email: "linked@example.org" });

  it("is a no-op when the winner linked the same account to the same user", async () => {
    const { user } = await createUser(t.app);
    const sub = newIdentity().sub;
    const methods = await linkProviderAccount(losingTo(linkRow(user.id, "google", sub)), {
      userId: user.id,
      provider: "google",
      profile: profile(sub),
    });
    expect(methods.socialAccounts).toMatchObject([{ provider: "google" }]);
  });

  it("says the account is linked to another Crewlance account when the winner was another user", async () => {
    const { user } = await createUser(t.app);
    const { user: other } = await createUser(t.app);
    const sub = newIdentity().sub;
    const act = linkProviderAccount(losingTo(linkRow(other.id, "google", sub)), {
      userId: user.id,
      provider: "google",
      profile: profile(sub),
    });
    await expect(act).rejects.toMatchObject({
      code: "ALREADY_LINKED",
      message: "This Google account is already linked to another Crewlance account.",
    });
  });

  it("says the user has a different account of that provider when the winner linked one", async () => {
    const { user } = await createUser(t.app);
    const act = linkProviderAccount(losingTo(linkRow(user.id, "google", newIdentity().sub)), {
      userId: user.id,
      provider: "google",
      profile: profile(newIdentity().sub),
    });
    await expect(act).rejects.toMatchObject({
      code: "ALREADY_LINKED",
      message:
        "Your Crewlance account is already linked to a different Google account. Unlink it first to use this one.",
    });
  });

  it("answers two simultaneous requests linking the same account to one user with 200 both", async () => {
    const session = await registerVerifiedUser(t.app);
    const identity = newIdentity();
    const bodies = [
      await authorizeAs(t.app, t.providers.google, identity),
      await authorizeAs(t.app, t.providers.google, identity),
    ];
    const results = await Promise.all(bodies.map((body) => link(session.accessToken, "google", body)));
    expect(results.map((res) => [res.statusCode, res.json().message])).toEqual([
      [200, "Google is linked."],
      [200, "Google is linked."],
    ]);
    const links = await t.app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, session.user.id));
    expect(links).toHaveLength(1);
  });

  it("gives a provider account to one of two users linking it at the same moment", async () => {
    const sessions = [await registerVerifiedUser(t.app), await registerVerifiedUser(t.app)];
    const identity = newIdentity();
    const bodies = [
      await authorizeAs(t.app, t.providers.github, identity),
      await authorizeAs(t.app, t.providers.github, identity),
    ];
    const results = await Promise.all(sessions.map((session, i) => link(session.accessToken, "github", bodies[i])));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(
      "This GitHub account is already linked to another Crewlance account.",
    );
  });
});

describe("DELETE /api/user/social-accounts/:provider", () => {
  it("refuses to remove the last way to sign in", async () => {
    const owner = await socialOnlyUser("google");
    const before = await rowCounts(t.app);
    const res = await unlink(owner.accessToken, "google");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "BUSINESS_RULE",
      message: "Set a password or link another sign-in method before unlinking Google, so you can still sign in.",
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("removes a provider while another provider remains", async () => {
    const owner = await socialOnlyUser("google");
    await link(owner.accessToken, "github", await authorizeAs(t.app, t.providers.github, newIdentity()));
    const res = await unlink(owner.accessToken, "google");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Google is unlinked.",
      data: { hasPassword: false, socialAccounts: [{ provider: "github" }] },
    });
    expect((await unlink(owner.accessToken, "github")).statusCode).toBe(422);
  });

  it("removes a provider from a user with a password, so it no longer signs them in", async () => {
    const session = await registerVerifiedUser(t.app);
    const identity = newIdentity();
    await link(session.accessToken, "linkedin", await authorizeAs(t.app, t.providers.linkedin, identity));
    const res = await unlink(session.accessToken, "linkedin");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ hasPassword: true, socialAccounts: [] });
    const signIn = await signInWith(t.app, t.providers.linkedin, identity);
    expect(signIn.json().data.user.id).not.toBe(session.user.id);
  });

  it("answers 404 for a provider that is not linked", async () => {
    const session = await registerVerifiedUser(t.app);
    const res = await unlink(session.accessToken, "github");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });

  it("never touches another user's links", async () => {
    const owner = await socialOnlyUser("google");
    await link(owner.accessToken, "github", await authorizeAs(t.app, t.providers.github, newIdentity()));
    const stranger = await registerVerifiedUser(t.app);
    expect((await methodsOf(stranger.accessToken)).json().data.socialAccounts).toEqual([]);
    expect((await unlink(stranger.accessToken, "google")).statusCode).toBe(404);
    expect((await methodsOf(owner.accessToken)).json().data.socialAccounts).toHaveLength(2);
  });

  it("validates the provider name", async () => {
    const session = await registerVerifiedUser(t.app);
    expect((await unlink(session.accessToken, "facebook")).statusCode).toBe(400);
  });
});

describe("OpenAPI document", () => {
  it("lists the social sign-in and linked-account routes", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    for (const path of ["/api/auth/google", "/api/auth/linkedin", "/api/auth/github", "/api/user/sign-in-methods"]) {
      expect(paths).toHaveProperty([path]);
    }
    expect(paths["/api/user/social-accounts/{provider}"]).toHaveProperty("post");
    expect(paths["/api/user/social-accounts/{provider}"]).toHaveProperty("delete");
  });
});

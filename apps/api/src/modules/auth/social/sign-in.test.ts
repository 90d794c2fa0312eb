import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { socialAccounts } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { bearer, refreshWith, registerVerifiedUser, TEST_PASSWORD } from "../testing";
import { newAccountName } from "./sign-in";
import { authorizeAs, newIdentity, PROVIDERS, signInWith, socialTestAppForTests } from "./testing";

const t = socialTestAppForTests();

async function linksOf(userId: string) {
  return t.app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
}

describe.each(PROVIDERS)("POST /api/auth/%s", (provider) => {
  it("creates a verified account without a role or password for a new person", async () => {
    const identity = newIdentity({ name: "Priya Menon", email: `New.${provider}.${Date.now()}@Example.com` });
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.isNewUser).toBe(true);
    expect(body.data.user).toMatchObject({
      email: identity.email.toLowerCase(),
      fullName: "Priya Menon",
      role: null,
      emailVerified: true,
      onboardingCompleted: false,
    });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));

    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, body.data.user.id));
    expect(row?.passwordHash).toBeNull();
    const links = await linksOf(body.data.user.id);
    expect(links).toMatchObject([{ provider, providerUserId: identity.sub, email: identity.email.toLowerCase() }]);

    const methods = await t.app.inject({
      method: "GET",
      url: "/api/user/sign-in-methods",
      headers: bearer(body.data.accessToken),
    });
    expect(methods.json().data).toMatchObject({ hasPassword: false, socialAccounts: [{ provider }] });
  });

  it("names a person without a provider name after their email", async () => {
    const localPart = `ravi.${provider}.${Date.now()}`;
    const identity = newIdentity({ email: `${localPart}@example.com` });
    delete identity.name;
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.fullName).toBe(localPart);
  });

  it("names a person with a one-letter address and no provider name 'Crewlance member'", async () => {
    const identity = newIdentity({ email: `x@${provider}-${Date.now()}.example.com` });
    delete identity.name;
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.fullName).toBe("Crewlance member");
    // The name is one the profile form accepts back unchanged.
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: bearer(res.json().data.accessToken),
      payload: { fullName: res.json().data.user.fullName },
    });
    expect(saved.statusCode).toBe(200);
  });

  it("links the provider to an existing verified account with that email, keeping its password", async () => {
    const existing = await registerVerifiedUser(t.app, { role: "COMPANY" });
    const identity = newIdentity({ email: existing.user.email.toUpperCase() });
    const res = await signInWith(t.app, t.providers[provider], identity);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isNewUser).toBe(false);
    expect(res.json().data.user).toMatchObject({ id: existing.user.id, role: "COMPANY", emailVerified: true });
    expect(await linksOf(existing.user.id)).toMatchObject([{ provider, providerUserId: identity.sub }]);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: existing.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("signs a returning person in by the link, even after their email changed at the provider", async () => {
    const identity = newIdentity();
    const first = await signInWith(t.app, t.providers[provider], identity);
    expect(first.statusCode).toBe(200);
    const again = await signInWith(t.app, t.providers[provider], { ...identity, email: `changed-${identity.email}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.isNewUser).toBe(false);
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
    expect(await linksOf(first.json().data.user.id)).toHaveLength(1);
    const [byEmail] = await t.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, `changed-${identity.email}`));
    expect(byEmail).toBeUndefined();
  });

  it.each([
    ["an unverified email", { emailVerified: false }],
    ["no email at all", { email: null }],
  ])("signs a returning person in by the link when the provider now reports %s", async (_, change) => {
    const identity = newIdentity();
    const first = await signInWith(t.app, t.providers[provider], identity);
    expect(first.statusCode).toBe(200);
    const again = await signInWith(t.app, t.providers[provider], { ...identity, ...change });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ isNewUser: false, user: { id: first.json().data.user.id } });
    // Without the link the same answer is refused: a new account needs a verified email.
    const stranger = await signInWith(t.app, t.providers[provider], { ...newIdentity(), ...change });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().code).toBe("BUSINESS_RULE");
  });

  it("gives a working session", async () => {
    const res = await signInWith(t.app, t.providers[provider], newIdentity());
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(res.json().data.accessToken) });
    expect(me.statusCode).toBe(200);
    const refresh = await refreshWith(t.app, res.json().data.refreshToken);
    expect(refresh.statusCode).toBe(200);
  });
});

describe("two sign-ins of one new person at the same moment", () => {
  it("create one account and one link, and never answer 500", async () => {
    const identity = newIdentity();
    const github = t.providers.github;
    const first = await authorizeAs(t.app, github, identity);
    const second = await authorizeAs(t.app, github, identity);
    const results = await Promise.all(
      [first, second].map((body) => t.app.inject({ method: "POST", url: "/api/auth/github", payload: body })),
    );
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    expect(results.some((res) => res.statusCode === 200)).toBe(true);
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, identity.email));
    expect(rows).toHaveLength(1);
    const links = await t.app.ctx.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, "github"), eq(socialAccounts.providerUserId, identity.sub)));
    expect(links).toHaveLength(1);
  });
});

describe("newAccountName", () => {
  it.each([
    ["Priya Menon", "p@example.com", "Priya Menon"],
    ["  Ravi  ", "r@example.com", "Ravi"],
    ["X", "ravi.k@example.com", "ravi.k"],
    [null, "ab@example.com", "ab"],
    [null, "a@example.com", "Crewlance member"],
    [" ", " a @example.com", "Crewlance member"],
    ["N".repeat(150), "a@example.com", "N".repeat(100)],
    [`${"N".repeat(99)} tail`, "a@example.com", "N".repeat(99)],
    [null, `${"l".repeat(120)}@example.com`, "l".repeat(100)],
  ])("names %j with %s as %j", (providerName, email, expected) => {
    expect(newAccountName(providerName, email)).toBe(expected);
  });
});

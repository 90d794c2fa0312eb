import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createUser } from "../../../../test/users";
import { socialAccounts } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { setVerifiedPhone, uniquePhone } from "../phone/phone-otp-testing";
import { bearer, refreshWith, registerUser, TEST_PASSWORD } from "../testing";
import { authorizeAs, newIdentity, rowCounts, signInWith, socialTestAppForTests } from "./testing";

const t = socialTestAppForTests();
afterEach(() => resetClock());

describe("an account pre-registered with a password but never verified", () => {
  it("is taken over by the provider's verified owner: password cleared, sessions revoked", async () => {
    const squatter = await registerUser(t.app, { role: "FREELANCER" });
    expect(squatter.user.emailVerified).toBe(false);

    const res = await signInWith(t.app, t.providers.linkedin, newIdentity({ email: squatter.user.email }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isNewUser).toBe(false);
    expect(res.json().data.user).toMatchObject({ id: squatter.user.id, emailVerified: true });

    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row?.passwordHash).toBeNull();
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: squatter.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const refresh = await refreshWith(t.app, squatter.refreshToken);
    expect(refresh.statusCode).toBe(401);
    // The provider's session itself works.
    const own = await refreshWith(t.app, res.json().data.refreshToken);
    expect(own.statusCode).toBe(200);
  });
});

describe("a squatter who registered someone else's address", () => {
  it("cannot link a provider or add a phone number before verifying the email", async () => {
    const squatter = await registerUser(t.app, { role: "FREELANCER" });
    const linkRes = await t.app.inject({
      method: "POST",
      url: "/api/user/social-accounts/github",
      headers: bearer(squatter.accessToken),
      payload: await authorizeAs(t.app, t.providers.github, newIdentity()),
    });
    expect(linkRes.statusCode).toBe(403);
    expect(linkRes.json()).toEqual({
      success: false,
      code: "FORBIDDEN",
      message: "Verify your email address before linking a sign-in method.",
    });
    const phone = uniquePhone();
    for (const url of ["/api/auth/mobile/send-otp", "/api/auth/mobile/verify-otp-for-onboarding"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: bearer(squatter.accessToken),
        payload: url.endsWith("send-otp") ? { phone } : { phone, code: "123456" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: "FORBIDDEN",
        message: "Verify your email address before adding a phone number.",
      });
    }
    const links = await t.app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, squatter.user.id));
    expect(links).toEqual([]);
  });

  it("loses every link, the number, the role, the name and pictures once the owner signs in with a provider", async () => {
    const squatter = await registerUser(t.app, { role: "FREELANCER" });
    // What a squatter could set up before verified emails were required: their own Google and
    // GitHub accounts and a verified number.
    const phone = uniquePhone();
    await setVerifiedPhone(t.app, squatter.user.id, phone);
    await t.app.ctx.db.insert(socialAccounts).values([
      { userId: squatter.user.id, provider: "github", providerUserId: "squatter-github", email: "s@example.org" },
      { userId: squatter.user.id, provider: "google", providerUserId: "squatter-google", email: "s@example.org" },
    ]);

    await t.app.ctx.db
      .update(users)
      .set({ fullName: "Not The Owner", avatarPath: "avatars/squatter.webp", bannerPath: "banners/squatter.webp" })
      .where(eq(users.id, squatter.user.id));

    const squatterMe = () => t.app.inject({ method: "GET", url: "/api/user", headers: bearer(squatter.accessToken) });
    expect((await squatterMe()).statusCode).toBe(200);
    // Token times have whole seconds: the owner signs in a later second than the squatter did.
    advanceClock(1_000);

    const victim = newIdentity({ email: squatter.user.email, name: "Anita Desai" });
    const res = await signInWith(t.app, t.providers.google, victim);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: squatter.user.id, emailVerified: true, role: null });

    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(row).toMatchObject({ passwordHash: null, phone: null, phoneVerifiedAt: null, role: null });
    expect(row).toMatchObject({ fullName: "Anita Desai", avatarPath: null, bannerPath: null });
    const links = await t.app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.userId, squatter.user.id));
    expect(links.map((link) => [link.provider, link.providerUserId])).toEqual([["google", victim.sub]]);
    const refresh = await refreshWith(t.app, squatter.refreshToken);
    expect(refresh.statusCode).toBe(401);
    const stale = await squatterMe();
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({
      code: "TOKEN_INVALID",
      message: "Your session has expired. Please sign in again.",
    });
    // The owner chooses the role.
    const choose = await t.app.inject({
      method: "PUT",
      url: "/api/user/role",
      headers: bearer(res.json().data.accessToken),
      payload: { role: "COMPANY" },
    });
    expect(choose.statusCode).toBe(200);
  });
});

describe("an ADMIN account's email", () => {
  const refusal = (name: string) => ({
    success: false,
    code: "FORBIDDEN",
    message: `This email belongs to an administrator account, which is never linked to ${name} at sign-in. Sign in with your password, then link ${name} from your profile.`,
  });

  it("is never linked at sign-in, however verified: 403 and nothing changes", async () => {
    const admin = await createUser(t.app, { role: "ADMIN" });
    const before = await rowCounts(t.app);
    const res = await signInWith(t.app, t.providers.google, newIdentity({ email: admin.user.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal("Google"));
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("is not taken over when unverified: the password and the role stay", async () => {
    const admin = await createUser(t.app, { role: "ADMIN", verified: false });
    await t.app.ctx.db.update(users).set({ passwordHash: "kept" }).where(eq(users.id, admin.user.id));
    const res = await signInWith(t.app, t.providers.linkedin, newIdentity({ email: admin.user.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal("LinkedIn"));
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: "ADMIN", passwordHash: "kept", emailVerifiedAt: null });
  });

  it("signs in with a provider the admin linked from the profile", async () => {
    const admin = await createUser(t.app, { role: "ADMIN" });
    const identity = newIdentity({ email: admin.user.email });
    const link = await t.app.inject({
      method: "POST",
      url: "/api/user/social-accounts/github",
      headers: admin.authHeader,
      payload: await authorizeAs(t.app, t.providers.github, identity),
    });
    expect(link.statusCode).toBe(200);
    const res = await signInWith(t.app, t.providers.github, identity);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: admin.user.id, role: "ADMIN" });
  });
});

describe("a suspended user", () => {
  it("is refused by email match with the password login's 403, and nothing changes", async () => {
    const { user } = await createUser(t.app, { status: "SUSPENDED" });
    const before = await rowCounts(t.app);
    const res = await signInWith(t.app, t.providers.google, newIdentity({ email: user.email }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: "ACCOUNT_SUSPENDED",
      message: "This account has been suspended.",
      appealToken: expect.any(String),
    });
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it("is refused by an existing link too", async () => {
    const identity = newIdentity();
    const first = await signInWith(t.app, t.providers.github, identity);
    expect(first.statusCode).toBe(200);
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, first.json().data.user.id));
    const before = await rowCounts(t.app);
    const res = await signInWith(t.app, t.providers.github, identity);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_SUSPENDED");
    expect(await rowCounts(t.app)).toEqual(before);
  });
});

describe("an email whose account is linked to a different account of the same provider", () => {
  it("answers 409 ALREADY_LINKED and links nothing", async () => {
    const first = newIdentity();
    expect((await signInWith(t.app, t.providers.google, first)).statusCode).toBe(200);
    const before = await rowCounts(t.app);
    const res = await signInWith(t.app, t.providers.google, newIdentity({ email: first.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: "ALREADY_LINKED" });
    expect(res.json().message).toContain("already linked to a different Google account");
    expect(await rowCounts(t.app)).toEqual(before);
    const links = await t.app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.email, first.email));
    expect(links.map((link) => link.providerUserId)).toEqual([first.sub]);
  });

  it("still links another provider to the same account", async () => {
    const identity = newIdentity();
    const google = await signInWith(t.app, t.providers.google, identity);
    const github = await signInWith(t.app, t.providers.github, newIdentity({ email: identity.email }));
    expect(github.statusCode).toBe(200);
    expect(github.json().data.user.id).toBe(google.json().data.user.id);
  });
});

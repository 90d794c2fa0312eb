import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { users } from "../../../db/schema/users";
import { codeIn, latestMail, TEST_PASSWORD, uniqueEmail } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());

function register(payload: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/register", payload: payload as object });
}

/** Signs up on `on`, finds the stored hash shaped as `shape`, and signs in with the password. */
async function expectHashAndSignIn(on: TestApp, shape: RegExp): Promise<void> {
  const input = valid();
  expect((await on.app.inject({ method: "POST", url: "/api/auth/register", payload: input })).statusCode).toBe(201);
  const [row] = await on.app.ctx.db.select().from(users).where(eq(users.email, input.email));
  expect(row?.passwordHash).toMatch(shape);
  const login = { email: input.email, password: input.password };
  expect((await on.app.inject({ method: "POST", url: "/api/auth/login", payload: login })).statusCode).toBe(200);
}

const valid = () => ({ fullName: "Asha Rao", email: uniqueEmail("asha"), password: TEST_PASSWORD, role: "FREELANCER" });

describe("POST /api/auth/register", () => {
  it("creates the account, signs it in and emails a verification code", async () => {
    const email = uniqueEmail("Mixed.Case").toUpperCase();
    const res = await register({ ...valid(), email: `  ${email} `, role: "COMPANY" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(`Account created. Verification code sent to ${email.toLowerCase()}`);
    expect(body.data.user).toMatchObject({
      fullName: "Asha Rao",
      email: email.toLowerCase(),
      role: "COMPANY",
      status: "ACTIVE",
      emailVerified: false,
      onboardingCompleted: false,
      freelancerProfile: null,
      companyProfile: null,
    });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));

    const mail = await latestMail(t.app, email.toLowerCase());
    expect(mail?.subject).toBe("Your Crewlance verification code");
    expect(codeIn(mail!.text)).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(codeIn(mail!.text));
  });

  it("stores the password as an argon2id hash, never in the clear", async () => {
    const input = valid();
    await register(input);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it("hashes at OWASP's minimum argon2id cost outside test runs, and signs in with either cost", async () => {
    const owasp = await createTestApp({ authRateLimitPerMinute: 1_000, passwordHashCost: "owasp" });
    try {
      await expectHashAndSignIn(owasp, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await owasp.close();
    }
    await expectHashAndSignIn(t, /^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it("gives a working access token", async () => {
    const res = await register(valid());
    const { accessToken } = res.json().data;
    const resend = await t.app.inject({
      method: "POST",
      url: "/api/auth/email/send-otp",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    // Authenticated, but the code sent at sign-up blocks an immediate resend.
    expect(resend.statusCode).toBe(429);
  });

  it("refuses a second account with the same email, whatever its case", async () => {
    const input = valid();
    expect((await register(input)).statusCode).toBe(201);
    const res = await register({ ...input, email: input.email.toUpperCase(), fullName: "Someone Else" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "EMAIL_TAKEN",
      message: "An account with this email already exists.",
    });
  });

  it("lets only one of two simultaneous sign-ups with one email through", async () => {
    const input = valid();
    const results = await Promise.all([register(input), register(input)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ["fullName", { fullName: "A" }, "Full name must be at least 2 characters."],
    ["email", { email: "not-an-email" }, "Enter a valid email address."],
    ["password", { password: "short" }, "Password must be at least 8 characters."],
    ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
    ["role", { role: "ADMIN" }, undefined],
  ])("rejects a bad %s with a field error", async (field, patch, message) => {
    const res = await register({ ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
    expect(body.message).toEqual(expect.any(String));
    const error = body.errors.find((e: { path: string }) => e.path === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("lists every missing field", async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["fullName", "email", "password", "role"]));
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "content-type": "application/json" },
      payload: '{"fullName": "Asha",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "INVALID_JSON" });
  });
});

describe("OpenAPI document", () => {
  it("lists every auth route", async () => {
    const paths = Object.keys((await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths);
    for (const route of [
      "register",
      "login",
      "refresh",
      "logout",
      "email/send-otp",
      "email/verify-otp",
      "forgot-password",
      "reset-password",
    ]) {
      expect(paths).toContain(`/api/auth/${route}`);
    }
    expect(paths).toContain("/api/dev/outbox");
  });
});

describe("rate limit on /api/auth", () => {
  it("answers 429 with a message once the per-minute limit is used up", async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({ method: "POST", url: "/api/auth/login", payload: {} });
        expect(res.statusCode).toBe(400);
      }
      const res = await limited.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "x@example.com" },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        success: false,
        code: "RATE_LIMITED",
        message: "Too many requests. Please wait a minute and try again.",
      });
      expect(res.headers["retry-after"]).toBeDefined();
      // The limit is per client address.
      const other = await limited.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: "x@example.com" },
        remoteAddress: "192.0.2.7",
      });
      expect(other.statusCode).toBe(200);
      // Other API areas keep their own limits.
      expect((await limited.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

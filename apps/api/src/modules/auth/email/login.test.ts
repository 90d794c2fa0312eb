import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { users } from "../../../db/schema/users";
import { registerUser, TEST_PASSWORD, uniqueEmail } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());

function login(payload: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: payload as object });
}

const invalidCredentials = { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" };

describe("POST /api/auth/login", () => {
  it("signs in with the right password, whatever the email's case", async () => {
    const session = await registerUser(t.app, { role: "COMPANY" });
    const res = await login({ email: session.user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({ id: session.user.id, email: session.user.email, role: "COMPANY" });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).not.toBe(session.refreshToken);
  });

  it("says the same thing for a wrong password and an unknown email", async () => {
    const session = await registerUser(t.app);
    const wrongPassword = await login({ email: session.user.email, password: "wrong-password" });
    const unknownEmail = await login({ email: uniqueEmail("nobody"), password: TEST_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(invalidCredentials);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(invalidCredentials);
  });

  it("refuses password sign-in for an account that has no password", async () => {
    const email = uniqueEmail("social");
    await t.app.ctx.db.insert(users).values({ email, fullName: "Social Only", role: "FREELANCER" });
    const res = await login({ email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(invalidCredentials);
  });

  it("tells a suspended user with the right password that the account is suspended", async () => {
    const session = await registerUser(t.app);
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const right = await login({ email: session.user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ success: false, code: "ACCOUNT_SUSPENDED" });
    // A wrong password reveals nothing about the suspension.
    const wrong = await login({ email: session.user.email, password: "wrong-password" });
    expect(wrong.json()).toEqual(invalidCredentials);
  });

  it.each([
    ["email", { email: "nope", password: TEST_PASSWORD }, "Enter a valid email address."],
    ["password", { email: "a@example.com", password: "" }, "Enter your password."],
    ["email", { password: TEST_PASSWORD }, undefined],
    ["password", { email: "a@example.com" }, undefined],
  ])("rejects a bad or missing %s with a field error", async (field, payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    const error = body.errors.find((e: { path: string }) => e.path === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "INVALID_JSON" });
  });
});

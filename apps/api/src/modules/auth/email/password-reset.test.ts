import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { passwordResetTokens } from "../../../db/schema/auth";
import { users } from "../../../db/schema/users";
import { advanceClock, resetClock } from "../../../lib/clock";
import { sha256 } from "../../../lib/crypto";
import { bearer, latestMail, refreshWith, registerUser, resetTokenIn, TEST_PASSWORD, uniqueEmail } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000, appUrl: "https://crewlance.example" });
});
afterAll(() => t.close());
afterEach(() => resetClock());

const FORGOT_MESSAGE = "If an account exists for that email, we have sent password reset instructions.";
const RESET_MESSAGE = "Your password has been reset. You can now sign in.";
const NEW_PASSWORD = "a-brand-new-password";

function forgot(payload: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: payload as object });
}
function reset(payload: unknown) {
  return t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: payload as object });
}
function login(email: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
}
/** Mails delivered so far, once every queued one has been delivered. */
async function outboxCount(): Promise<number> {
  await t.app.ctx.mailer.drain();
  const res = await t.app.inject({ method: "GET", url: "/api/dev/outbox?limit=1" });
  return res.json().data.pagination.totalCount;
}
/** Registers a user, asks for a reset and returns the token from the emailed link. */
async function requestToken(): Promise<{ email: string; token: string; refreshToken: string; accessToken: string }> {
  const session = await registerUser(t.app);
  await forgot({ email: session.user.email });
  const mail = await latestMail(t.app, session.user.email);
  return {
    email: session.user.email,
    token: resetTokenIn(mail!.text),
    refreshToken: session.refreshToken,
    accessToken: session.accessToken,
  };
}
function me(accessToken: string) {
  return t.app.inject({ method: "GET", url: "/api/user", headers: bearer(accessToken) });
}

describe("POST /api/auth/forgot-password", () => {
  it("emails a reset link to the app's reset page", async () => {
    const session = await registerUser(t.app);
    const res = await forgot({ email: session.user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: FORGOT_MESSAGE }, message: FORGOT_MESSAGE });

    const mail = await latestMail(t.app, session.user.email);
    expect(mail?.subject).toBe("Reset your Crewlance password");
    expect(mail?.text).toMatch(/https:\/\/crewlance\.example\/reset-password\?token=[\w-]{20,}/);
    const token = resetTokenIn(mail!.text);
    expect(mail?.html).toContain(`https://crewlance.example/reset-password?token=${token}`);
    const [row] = await t.app.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(row?.userId).toBe(session.user.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
  });

  it("answers an unknown email exactly the same and sends nothing", async () => {
    const session = await registerUser(t.app);
    const known = await forgot({ email: session.user.email });
    const before = await outboxCount();
    const unknown = await forgot({ email: uniqueEmail("ghost") });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxCount()).toBe(before);
  });

  it.each([[{ email: "not-an-email" }], [{}], [{ email: 7 }]])("rejects %j with a field error", async (payload) => {
    const res = await forgot(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "email" }] });
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { "content-type": "application/json" },
      payload: "email=a@example.com",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_JSON");
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password and signs the user out everywhere", async () => {
    const { email, token, refreshToken } = await requestToken();
    const res = await reset({ resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: RESET_MESSAGE }, message: RESET_MESSAGE });

    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await refreshWith(t.app, refreshToken);
    expect(refresh.statusCode).toBe(401);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("ends the access tokens issued before the reset too, while a new sign-in works", async () => {
    const { email, token, accessToken } = await requestToken();
    expect((await me(accessToken)).statusCode).toBe(200);
    // Token times have whole seconds: the reset happens in a later second than the sign-in.
    advanceClock(1_000);
    expect((await reset({ resetToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const refused = await me(accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      success: false,
      code: "TOKEN_INVALID",
      message: "Your session has expired. Please sign in again.",
    });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect((row?.sessionsValidAfter?.getTime() ?? 1) % 1000).toBe(0);

    // A sign-in in the very same second as the reset is not caught by it.
    const signIn = await login(email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect((await me(signIn.json().data.accessToken)).statusCode).toBe(200);
    advanceClock(5_000);
    expect((await me(signIn.json().data.accessToken)).statusCode).toBe(200);
  });

  it("works only once per link", async () => {
    const { token } = await requestToken();
    expect((await reset({ resetToken: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ resetToken: token, newPassword: "yet-another-password" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      success: false,
      code: "CODE_INVALID",
      message: "This password reset link is not valid or has already been used. Please request a new one.",
    });
  });

  it("uses up older links of the same user too", async () => {
    const { email, token: older } = await requestToken();
    await forgot({ email });
    const newer = resetTokenIn((await latestMail(t.app, email))!.text);
    expect(newer).not.toBe(older);
    expect((await reset({ resetToken: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ resetToken: older, newPassword: NEW_PASSWORD })).statusCode).toBe(422);
  });

  it("expires after one hour", async () => {
    const { token } = await requestToken();
    advanceClock(59 * 60_000);
    const { token: second } = await requestToken();
    advanceClock(2 * 60_000);
    const res = await reset({ resetToken: token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      code: "CODE_EXPIRED",
      message: "This password reset link has expired. Please request a new one.",
    });
    expect((await reset({ resetToken: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a token that was never issued", async () => {
    const res = await reset({ resetToken: "made-up-token", newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("CODE_INVALID");
  });

  it.each([
    ["newPassword", { resetToken: "abc", newPassword: "short" }, "Password must be at least 8 characters."],
    ["newPassword", { resetToken: "abc" }, undefined],
    ["resetToken", { resetToken: "", newPassword: NEW_PASSWORD }, "Reset token is required."],
    ["resetToken", { newPassword: NEW_PASSWORD }, undefined],
  ])("rejects a bad or missing %s with a field error", async (field, payload, message) => {
    const res = await reset(payload);
    expect(res.statusCode).toBe(400);
    const error = res.json().errors.find((e: { path: string }) => e.path === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("answers malformed JSON with 400 INVALID_JSON", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { "content-type": "application/json" },
      payload: "[",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("INVALID_JSON");
  });
});

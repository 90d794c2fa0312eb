import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { verifyPassword } from "./passwords";
import { bearer, latestMail, refreshWith, registerUser, TEST_PASSWORD } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000, appUrl: "https://crewlance.example" });
});
afterAll(() => t.close());

const NEW_PASSWORD = "a-brand-new-password";

function changePassword(accessToken: string, payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/password",
    headers: bearer(accessToken),
    payload: payload as object,
  });
}
function login(email: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
}
function me(accessToken: string) {
  return t.app.inject({ method: "GET", url: "/api/user", headers: bearer(accessToken) });
}
async function storedHash(userId: string): Promise<string | null> {
  const [row] = await t.app.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** A person signed up on one device and signed in on another. */
async function personOnTwoDevices() {
  const session = await registerUser(t.app);
  const other = await login(session.user.email, TEST_PASSWORD);
  expect(other.statusCode).toBe(200);
  return { session, other: other.json().data as { accessToken: string; refreshToken: string } };
}

describe("POST /api/auth/password", () => {
  it("changes the password, signs every other device out and keeps this one", async () => {
    const { session, other } = await personOnTwoDevices();
    const res = await changePassword(session.accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      success: true,
      data: { signedOut: 1 },
      message: "Password changed. Other devices were signed out.",
    });

    expect((await me(session.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(t.app, session.refreshToken)).statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, other.refreshToken)).statusCode).toBe(401);

    expect((await login(session.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(session.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("mails the owner when it happened and what to do if it was not them", async () => {
    const { session } = await personOnTwoDevices();
    await changePassword(session.accessToken, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    const mail = await latestMail(t.app, session.user.email);
    expect(mail?.subject).toBe("Your Crewlance password was changed");
    expect(mail?.text).toMatch(/was changed on \d{1,2} \w{3} \d{4}, .+ IST/);
    expect(mail?.text).toContain("If you did not do this");
    expect(mail?.text).toContain("https://crewlance.example/forget-password");
    expect(mail?.html).toContain('href="https://crewlance.example/forget-password"');
    expect(mail?.text).not.toContain(NEW_PASSWORD);
    expect(mail?.text).not.toContain(TEST_PASSWORD);
  });

  it("refuses a wrong current password with a field error and changes nothing", async () => {
    const { session, other } = await personOnTwoDevices();
    const before = await storedHash(session.user.id);
    const res = await changePassword(session.accessToken, {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "VALIDATION_ERROR",
      message: "Your current password is not right.",
      errors: [{ path: "currentPassword", message: "Your current password is not right." }],
    });
    expect(await storedHash(session.user.id)).toBe(before);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });

  it("refuses the current password as the new one", async () => {
    const { session } = await personOnTwoDevices();
    const res = await changePassword(session.accessToken, {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "newPassword", message: "Choose a password different from your current one." },
    ]);
  });

  it("holds the new password to sign-up's rules and asks for the current one", async () => {
    const { session } = await personOnTwoDevices();
    const short = await changePassword(session.accessToken, { currentPassword: TEST_PASSWORD, newPassword: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.map((e: { path: string }) => e.path)).toEqual(["newPassword"]);
    const empty = await changePassword(session.accessToken, { currentPassword: "", newPassword: NEW_PASSWORD });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: "currentPassword", message: "Enter your current password." }]);
  });

  it("answers 409 to an account that has no password yet", async () => {
    const { user, token } = await createUser(t.app);
    const res = await changePassword(token, { currentPassword: "anything-at-all", newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      message: "Your account has no password yet. Set one with “Forgot password?” on the sign-in page.",
    });
    expect(await storedHash(user.id)).toBeNull();
  });

  it("refuses a request without a token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/password",
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it("of two changes at once, one wins and the other is told its current password is no longer right", async () => {
    const { session } = await personOnTwoDevices();
    const [first, second] = await Promise.all([
      changePassword(session.accessToken, { currentPassword: TEST_PASSWORD, newPassword: "first-new-password" }),
      changePassword(session.accessToken, { currentPassword: TEST_PASSWORD, newPassword: "second-new-password" }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 400]);
    const winner = first.statusCode === 200 ? "first-new-password" : "second-new-password";
    const loser = first.statusCode === 200 ? second : first;
    expect(loser.json().errors).toEqual([{ path: "currentPassword", message: "Your current password is not right." }]);
    const hash = await storedHash(session.user.id);
    expect(await verifyPassword(hash!, winner)).toBe(true);
    expect(await verifyPassword(hash!, winner.startsWith("first") ? "second-new-password" : "first-new-password")).toBe(
      false,
    );
  });
});

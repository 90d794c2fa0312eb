import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { users } from "../../db/schema/users";
import { createOrPromoteAdmin, DEFAULT_ADMIN_NAME } from "./admin-account";
import { registerUser, uniqueEmail } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());

function login(email: string, password: string) {
  return t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
}

describe("createOrPromoteAdmin", () => {
  it("creates a verified, onboarded ADMIN who can sign in", async () => {
    const email = uniqueEmail("admin");
    const result = await createOrPromoteAdmin(t.app.ctx.db, { email: email.toUpperCase(), password: "admin-password" });
    expect(result).toEqual({ userId: expect.any(String), email, outcome: "created" });
    const res = await login(email, "admin-password");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      role: "ADMIN",
      fullName: DEFAULT_ADMIN_NAME,
      emailVerified: true,
      onboardingCompleted: true,
    });
  });

  it("promotes an existing account, sets the password and reactivates it", async () => {
    const session = await registerUser(t.app);
    await t.app.ctx.db.update(users).set({ status: "SUSPENDED" }).where(eq(users.id, session.user.id));
    const result = await createOrPromoteAdmin(t.app.ctx.db, {
      email: session.user.email,
      password: "admin-password",
      fullName: "Ops Admin",
    });
    expect(result).toMatchObject({ userId: session.user.id, outcome: "promoted" });
    const res = await login(session.user.email, "admin-password");
    expect(res.json().data.user).toMatchObject({
      id: session.user.id,
      role: "ADMIN",
      status: "ACTIVE",
      fullName: "Ops Admin",
      emailVerified: true,
      onboardingCompleted: true,
    });
    const again = await createOrPromoteAdmin(t.app.ctx.db, { email: session.user.email, password: "admin-password" });
    expect(again.outcome).toBe("updated");
  });
});

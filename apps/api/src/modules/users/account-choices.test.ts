import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { setVerifiedPhone, textsTo, uniqueAddress, uniquePhone } from "../auth/phone/phone-otp-testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1_000 });
});
afterAll(() => t.close());

function call(method: "PUT" | "DELETE", url: string, who: TestUser | null, payload?: object) {
  return t.app.inject({ method, url, headers: who?.authHeader ?? {}, ...(payload ? { payload } : {}) });
}

/** A user who signed up with a provider and has not picked a role yet. */
async function userWithoutRole(): Promise<TestUser> {
  const created = await createUser(t.app, { onboarded: false });
  await t.app.ctx.db.update(users).set({ role: null }).where(eq(users.id, created.user.id));
  return created;
}

describe("PUT /api/user/role", () => {
  it.each(["FREELANCER", "COMPANY"] as const)("sets %s on an account without a role, once", async (role) => {
    const me = await userWithoutRole();
    const res = await call("PUT", "/api/user/role", me, { role });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: expect.any(Object), message: "Your role has been saved." });
    expect(res.json().data).toMatchObject({ id: me.user.id, role });

    const again = await call("PUT", "/api/user/role", me, { role: role === "COMPANY" ? "FREELANCER" : "COMPANY" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: "CONFLICT", message: "Your account already has a role." });
    const [row] = await t.app.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, me.user.id));
    expect(row?.role).toBe(role);
  });

  it("makes role-restricted routes usable at once", async () => {
    const me = await userWithoutRole();
    const before = await t.app.inject({
      method: "GET",
      url: "/api/user/profile/company/certificate",
      headers: me.authHeader,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe("Choose whether you want to work or to hire first.");
    await call("PUT", "/api/user/role", me, { role: "COMPANY" });
    const after = await t.app.inject({
      method: "GET",
      url: "/api/user/profile/company/certificate",
      headers: me.authHeader,
    });
    expect(after.statusCode).not.toBe(403);
  });

  it.each(["FREELANCER", "COMPANY", "ADMIN"] as const)("refuses a change for a %s account", async (role) => {
    const me = await createUser(t.app, { role });
    const res = await call("PUT", "/api/user/role", me, { role: "COMPANY" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CONFLICT");
  });

  it.each([{ role: "ADMIN" }, { role: "freelancer" }, {}])("refuses %j with a field error", async (payload) => {
    const me = await userWithoutRole();
    const res = await call("PUT", "/api/user/role", me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      errors: [{ path: "role", message: "Choose whether you want to work or to hire." }],
    });
  });

  it("needs a signed-in user", async () => {
    const res = await call("PUT", "/api/user/role", null, { role: "COMPANY" });
    expect(res.statusCode).toBe(401);
  });
});

describe("DELETE /api/user/phone", () => {
  it("removes the number, so it no longer signs in", async () => {
    const me = await createUser(t.app);
    const phone = uniquePhone();
    await setVerifiedPhone(t.app, me.user.id, phone);
    const res = await call("DELETE", "/api/user/phone", me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: expect.any(Object),
      message: "Your phone number has been removed.",
    });
    expect(res.json().data).toMatchObject({ id: me.user.id, phone: null, phoneVerified: false });
    const [row] = await t.app.ctx.db
      .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, me.user.id));
    expect(row).toEqual({ phone: null, phoneVerifiedAt: null });

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/mobile/send-otp",
      remoteAddress: uniqueAddress(),
      payload: { phone },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await textsTo(t.app, phone)).toEqual([]);
  });

  it("answers 404 when the account has no number", async () => {
    const me = await createUser(t.app);
    const res = await call("DELETE", "/api/user/phone", me);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "There is no phone number on your account.",
    });
  });

  it("needs a signed-in user", async () => {
    expect((await call("DELETE", "/api/user/phone", null)).statusCode).toBe(401);
  });
});

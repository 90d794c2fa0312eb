import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { adminAuditLog } from "../../db/schema/admin";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterAll(() => t.close());

const makeAdmin = (id: string, confirmEmail: string, user: TestUser = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/users/${id}/make-admin`,
    headers: user.authHeader,
    payload: { confirmEmail },
  });

describe("POST /api/admin/users/{id}/make-admin", () => {
  it("makes a verified person an admin when their email is typed again, audited and told", async () => {
    const person = await createUser(t.app, { email: `meera-${crypto.randomUUID()}@example.test` });
    const res = await makeAdmin(person.user.id, `  ${person.user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "The person is now an administrator.",
      data: { id: person.user.id, role: "ADMIN" },
    });
    const [audit] = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, person.user.id));
    expect(audit).toMatchObject({ adminId: admin.user.id, action: "ADMIN_GRANTED", projectId: null });
    const log = await t.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: admin.authHeader });
    expect(log.statusCode).toBe(200);
    const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
    expect(told[0]).toMatchObject({ title: "You are now an administrator" });

    const again = await makeAdmin(person.user.id, person.user.email);
    expect(again.statusCode).toBe(409);
  });

  it("refuses a wrong email, an unverified email, unknown people and non-admins, changing nothing", async () => {
    const person = await createUser(t.app);
    const wrong = await makeAdmin(person.user.id, "someone@example.test");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ path: "confirmEmail", message: "Type this person's email exactly." }]);
    const unverified = await createUser(t.app, { verified: false });
    expect((await makeAdmin(unverified.user.id, unverified.user.email)).statusCode).toBe(422);
    expect((await makeAdmin(crypto.randomUUID(), "x@example.test")).statusCode).toBe(404);
    expect((await makeAdmin(person.user.id, person.user.email, person)).statusCode).toBe(403);
    const bad = await makeAdmin(person.user.id, "");
    expect(bad.statusCode).toBeLessThan(500);
    const roles = await t.app.ctx.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, person.user.id));
    expect(roles[0]!.role).toBe("FREELANCER");
    const audits = await t.app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, person.user.id));
    expect(audits).toHaveLength(0);
  });
});

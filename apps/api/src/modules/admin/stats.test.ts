import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, addCompanyProfile, createUser, type TestUser } from "../../../test/users";
import { companyProfiles } from "../../db/schema/users";
import { advanceClock, now } from "../../lib/clock";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterAll(() => t.close());

const getStats = (user: TestUser | null) =>
  t.app.inject({ method: "GET", url: "/api/admin/stats", headers: user?.authHeader });

describe("GET /api/admin/stats", () => {
  it("counts users by role and state, and companies by verification", async () => {
    // Two old accounts, then eight days later the rest.
    await createUser(t.app, { verified: false, onboarded: false });
    const oldCompany = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, oldCompany.user);
    await t.app.ctx.db
      .update(companyProfiles)
      .set({ verifiedAt: now() })
      .where(eq(companyProfiles.userId, oldCompany.user.id));
    advanceClock(8 * DAY_MS);

    await createUser(t.app, { status: "SUSPENDED" });
    await createUser(t.app, { verified: false });
    const waiting = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, waiting.user);
    const another = await createUser(t.app, { role: "COMPANY", status: "SUSPENDED" });
    await addCompanyProfile(t.app, another.user);
    await createUser(t.app, { role: "COMPANY", onboarded: false });

    // The admin's access token expired with the clock; a fresh one for the same account.
    const token = await accessTokenFor(t.app, { userId: admin.user.id, role: "ADMIN" });
    admin = { ...admin, token, authHeader: { authorization: `Bearer ${token}` } };
    const res = await getStats(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        users: {
          // The admin made in beforeAll is old too: it counts in total but not as new.
          total: 8,
          freelancers: 3,
          companies: 4,
          admins: 1,
          suspended: 2,
          unverifiedEmail: 2,
          onboarded: 6,
          newLast7Days: 5,
        },
        companies: { verified: 1, awaitingVerification: 2 },
      },
    });
  });

  it("is for admins only", async () => {
    for (const role of ["FREELANCER", "COMPANY"] as const) {
      const user = await createUser(t.app, { role });
      const res = await getStats(user);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
    expect((await getStats(null)).statusCode).toBe(401);
  });
});

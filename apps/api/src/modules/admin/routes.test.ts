import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { accessTokenFor, addCompanyProfile, createUser, type TestUser } from "../../../test/users";
import { refreshTokens } from "../../db/schema/auth";
import { advanceClock } from "../../lib/clock";
import { sha256 } from "../../lib/crypto";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: "ADMIN", fullName: "Ada Admin" });
});
afterAll(() => t.close());

function post(url: string, user: TestUser | null = admin) {
  return t.app.inject({ method: "POST", url, headers: user?.authHeader });
}
function get(url: string, user: TestUser | null = admin) {
  return t.app.inject({ method: "GET", url, headers: user?.authHeader });
}

async function addRefreshToken(userId: string): Promise<void> {
  await t.app.ctx.db.insert(refreshTokens).values({
    userId,
    familyId: crypto.randomUUID(),
    tokenHash: sha256(crypto.randomUUID()),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

describe("POST /api/admin/users/{id}/suspend and /restore", () => {
  it("suspends a user, revokes their sessions and blocks every call; restore lets them back", async () => {
    const target = await createUser(t.app, { fullName: "Sam Target" });
    await addRefreshToken(target.user.id);
    await addRefreshToken(target.user.id);
    expect((await get("/api/user", target)).statusCode).toBe(200);

    const res = await post(`/api/admin/users/${target.user.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "The account has been suspended.",
      data: { id: target.user.id, status: "SUSPENDED", fullName: "Sam Target", role: "FREELANCER", company: null },
    });

    const tokens = await t.app.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, target.user.id));
    // The two added above and the session createUser started.
    expect(tokens).toHaveLength(3);
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    for (const url of ["/api/user", "/api/notifications", "/api/user/freelancers"]) {
      const blocked = await get(url, target);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json().code).toBe("ACCOUNT_SUSPENDED");
    }

    const again = await post(`/api/admin/users/${target.user.id}/suspend`);
    expect(again.statusCode).toBe(200);

    const restored = await post(`/api/admin/users/${target.user.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.status).toBe("ACTIVE");
    // The suspension ended the old session; signing in again works.
    expect((await get("/api/user", target)).statusCode).toBe(401);
    const token = await accessTokenFor(t.app, { userId: target.user.id, role: "FREELANCER" });
    expect((await get("/api/user", { ...target, authHeader: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      200,
    );
  });

  it("refuses to suspend yourself or another admin", async () => {
    const self = await post(`/api/admin/users/${admin.user.id}/suspend`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ code: "BUSINESS_RULE", message: "You cannot suspend your own account." });

    const other = await createUser(t.app, { role: "ADMIN" });
    const res = await post(`/api/admin/users/${other.user.id}/suspend`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Administrator accounts cannot be suspended.");
    expect((await get("/api/user", other)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await post(`/api/admin/users/${unknown}/suspend`)).statusCode).toBe(404);
    expect((await post(`/api/admin/users/${unknown}/restore`)).statusCode).toBe(404);
    const malformed = await post("/api/admin/users/123/suspend");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("id");
  });

  it("is for admins only", async () => {
    const target = await createUser(t.app);
    for (const role of ["FREELANCER", "COMPANY"] as const) {
      const user = await createUser(t.app, { role });
      for (const url of [`/api/admin/users/${target.user.id}/suspend`, `/api/admin/users/${target.user.id}/restore`]) {
        const res = await post(url, user);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("FORBIDDEN");
      }
    }
    expect((await post(`/api/admin/users/${target.user.id}/suspend`, null)).statusCode).toBe(401);
    expect((await get("/api/user", target)).statusCode).toBe(200);
  });
});

describe("POST /api/admin/companies/{id}/verify", () => {
  it("marks a company verified once and tells it", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user, { companyName: "Verified Co", registrationNumber: "REG-1" });
    const res = await post(`/api/admin/companies/${company.user.id}/verify`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company).toMatchObject({
      companyName: "Verified Co",
      registrationNumber: "REG-1",
      hasRegistrationCertificate: false,
      verified: true,
      verifiedAt: expect.any(String),
    });
    const firstVerifiedAt = res.json().data.company.verifiedAt;

    advanceClock(60_000);
    const again = await post(`/api/admin/companies/${company.user.id}/verify`);
    expect(again.json().data.company.verifiedAt).toBe(firstVerifiedAt);

    const me = await get("/api/user", company);
    expect(me.json().data.companyProfile.verified).toBe(true);
    const notifications = await get("/api/notifications", company);
    expect(notifications.json().data.items.map((n: { type: string }) => n.type)).toEqual(["COMPANY_VERIFIED"]);
  });

  it("answers 404 for a freelancer, a company without a profile and an unknown id", async () => {
    const freelancer = await createUser(t.app);
    const bare = await createUser(t.app, { role: "COMPANY", onboarded: false });
    for (const id of [freelancer.user.id, bare.user.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await post(`/api/admin/companies/${id}/verify`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Company was not found.");
    }
  });

  it("is for admins only", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, company.user);
    const res = await post(`/api/admin/companies/${company.user.id}/verify`, company);
    expect(res.statusCode).toBe(403);
    expect((await get("/api/user", company)).json().data.companyProfile.verified).toBe(false);
  });
});

describe("GET /api/admin/users", () => {
  it("lists every account newest first with filters and paging", async () => {
    const local = await createTestApp();
    try {
      const boss = await createUser(local.app, { role: "ADMIN", fullName: "Boss", email: "boss@crewlance.test" });
      advanceClock(1000);
      const freelancer = await createUser(local.app, { fullName: "Farah Ali", email: "farah@example.test" });
      advanceClock(1000);
      const company = await createUser(local.app, {
        role: "COMPANY",
        fullName: "Chandra Rao",
        email: "hire@acme.test",
      });
      await addCompanyProfile(local.app, company.user, { companyName: "Acme" });
      advanceClock(1000);
      await createUser(local.app, { fullName: "Zed 100% Suspended", status: "SUSPENDED" });

      const call = (query = "") =>
        local.app.inject({ method: "GET", url: `/api/admin/users${query}`, headers: boss.authHeader });
      const names = async (query = "") =>
        (await call(query)).json().data.items.map((user: { fullName: string }) => user.fullName);

      const all = await call();
      expect(all.statusCode).toBe(200);
      expect(all.json().data.pagination).toEqual({
        totalCount: 4,
        currentPage: 1,
        totalPages: 1,
        limit: 20,
        capped: false,
      });
      expect(await names()).toEqual(["Zed 100% Suspended", "Chandra Rao", "Farah Ali", "Boss"]);
      expect(all.json().data.items[1]).toMatchObject({
        email: "hire@acme.test",
        role: "COMPANY",
        status: "ACTIVE",
        emailVerified: true,
        onboardingCompleted: true,
        company: { companyName: "Acme", verified: false },
      });
      expect(all.json().data.items[2]).toMatchObject({ id: freelancer.user.id, company: null });

      expect(await names("?role=COMPANY")).toEqual(["Chandra Rao"]);
      expect(await names("?status=SUSPENDED")).toEqual(["Zed 100% Suspended"]);
      expect(await names("?q=farah")).toEqual(["Farah Ali"]);
      expect(await names("?q=ACME.TEST")).toEqual(["Chandra Rao"]);
      expect(await names("?q=100%25")).toEqual(["Zed 100% Suspended"]);
      expect(await names("?q=")).toHaveLength(4);

      const page = await call("?limit=3&page=2");
      expect(page.json().data.items.map((user: { fullName: string }) => user.fullName)).toEqual(["Boss"]);
      expect(page.json().data.pagination).toEqual({
        totalCount: 4,
        currentPage: 2,
        totalPages: 2,
        limit: 3,
        capped: false,
      });

      for (const query of ["?role=KING", "?status=GONE", "?limit=500", "?page=-1"]) {
        expect((await call(query)).statusCode).toBe(400);
      }
    } finally {
      await local.close();
    }
  });

  it("is for admins only", async () => {
    const freelancer = await createUser(t.app);
    expect((await get("/api/admin/users", freelancer)).statusCode).toBe(403);
    expect((await get("/api/admin/users", null)).statusCode).toBe(401);
  });
});

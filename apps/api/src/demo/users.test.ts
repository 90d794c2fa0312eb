import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { accessTokenFor } from "../../test/users";
import { users } from "../db/schema/users";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsWithPublishedPassword, seedDemoAccounts } from "./users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function viewOf(email: string) {
  const all = await t.app.ctx.db.select().from(users);
  const row = all.find((user) => user.email === email)!;
  const token = await accessTokenFor(t.app, { userId: row.id, role: row.role });
  const headers = { authorization: `Bearer ${token}` };
  const me = await t.app.inject({ method: "GET", url: "/api/user", headers });
  const notifications = await t.app.inject({ method: "GET", url: "/api/notifications", headers });
  return { row, me: me.json().data, notifications: notifications.json().data.items, headers };
}

describe("seedDemoAccounts", () => {
  it("creates the four demo accounts on an empty database, then never again", async () => {
    expect(await t.app.ctx.db.select({ id: users.id }).from(users)).toHaveLength(0);
    const first = await seedDemoAccounts(t.app.ctx);
    expect(first.created).toEqual([
      "company@crewlance.dev",
      "freelancer@crewlance.dev",
      "admin@crewlance.dev",
      "admin2@crewlance.dev",
    ]);
    const second = await seedDemoAccounts(t.app.ctx);
    expect(second.created).toEqual([]);
    expect(await t.app.ctx.db.select({ id: users.id }).from(users)).toHaveLength(4);
  });

  it("gives each a verified, onboarded account with the documented password and a welcome", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const { row, me, notifications } = await viewOf(account.email);
      expect(row.role).toBe(account.role);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(row.passwordHash!, DEMO_PASSWORD)).toBe(true);
      expect(me).toMatchObject({ emailVerified: true, onboardingCompleted: true, status: "ACTIVE" });
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({ type: "WELCOME", isRead: false });
    }
  });

  it("gives the freelancer and the company public pages at priya-sharma and acme-labs", async () => {
    const freelancer = await viewOf("freelancer@crewlance.dev");
    const company = await viewOf("company@crewlance.dev");
    const pageOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: "GET", url: "/api/users/me/public-page", headers })).json().data;
    expect(await pageOf(freelancer.headers)).toEqual({
      handle: "priya-sharma",
      visibility: "PUBLIC",
      url: `${t.config.appUrl}/u/priya-sharma`,
    });
    expect(await pageOf(company.headers)).toMatchObject({ handle: "acme-labs", visibility: "PUBLIC" });
  });

  it("fills realistic profiles: a verified company with its certificate, and a searchable freelancer", async () => {
    const company = await viewOf("company@crewlance.dev");
    expect(company.me.companyProfile).toMatchObject({
      companyName: "Acme Labs Pvt Ltd",
      industry: "Software",
      size: "11-50",
      location: "Bengaluru, Karnataka",
      hasRegistrationCertificate: true,
      verified: true,
    });
    const certificate = await t.app.inject({
      method: "GET",
      url: "/api/user/profile/company/certificate",
      headers: company.headers,
    });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers["content-type"]).toBe("application/pdf");

    const freelancer = await viewOf("freelancer@crewlance.dev");
    expect(freelancer.me.fullName).toBe("Priya Sharma");
    expect(freelancer.me.freelancerProfile).toMatchObject({
      headline: "Full-stack developer (React, Node.js)",
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
    });
    expect(freelancer.me.freelancerProfile.skills).toContain("React");
    expect(freelancer.me.freelancerProfile.education.length).toBeGreaterThan(0);
    expect(freelancer.me.freelancerProfile.workExperience.length).toBeGreaterThan(0);
    expect(freelancer.me.freelancerProfile.showcase.portfolios.length).toBeGreaterThan(0);

    const search = await t.app.inject({
      method: "GET",
      url: "/api/user/freelancers?q=priya%20react",
      headers: company.headers,
    });
    expect(search.json().data.items.map((item: { fullName: string }) => item.fullName)).toEqual(["Priya Sharma"]);
  });

  it("names the demo accounts that still have the published password", async () => {
    expect(await demoAccountsWithPublishedPassword(t.app.ctx)).toEqual([
      "admin2@crewlance.dev",
      "admin@crewlance.dev",
      "company@crewlance.dev",
      "freelancer@crewlance.dev",
    ]);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: await hash("a-changed-password", { memoryCost: 19_456, timeCost: 2, parallelism: 1 }) })
      .where(eq(users.email, "admin@crewlance.dev"));
    expect(await demoAccountsWithPublishedPassword(t.app.ctx)).toEqual([
      "admin2@crewlance.dev",
      "company@crewlance.dev",
      "freelancer@crewlance.dev",
    ]);
  });
});

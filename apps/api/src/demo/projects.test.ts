import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { accessTokenFor } from "../../test/users";
import { projectReviews, projects } from "../db/schema/projects";
import { freelancerProfiles, users } from "../db/schema/users";
import { verifyLedger } from "../modules/money/index";
import { seedDemoWallet } from "./money";
import { seedDemoProjects } from "./projects";
import { seedDemoTasks } from "./tasks";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

/*
 * The demo projects: the freelancer's figures come from real projects, reviews and
 * ledger releases — no '4.9 (27)' beside 'No reviews yet' — and seeding runs once.
 */

let t: TestApp;
let ids: { companyId: string; freelancerId: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.ctx);
  const rows = await t.app.ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.freelancer.email]));
  ids = {
    companyId: rows.find((row) => row.email === DEMO_ACCOUNTS.company.email)!.id,
    freelancerId: rows.find((row) => row.email === DEMO_ACCOUNTS.freelancer.email)!.id,
  };
  await seedDemoWallet(t.app.ctx, { companyId: ids.companyId });
  await seedDemoTasks(t.app.ctx, ids);
});
afterAll(() => t.close());

describe("the demo projects", () => {
  it("starts the demo freelancer with no made-up figures", async () => {
    const [profile] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, ids.freelancerId));
    expect(profile).toMatchObject({ rating: null, reviewsCount: 0, completedProjects: 0 });
  });

  it("makes finished projects with mutual reviews and one in progress, through the services, once", async () => {
    expect(await seedDemoProjects(t.app.ctx, ids)).toBe(true);
    const mine = await t.app.ctx.db.select().from(projects).where(eq(projects.freelancerId, ids.freelancerId));
    expect(mine.map((project) => project.status).sort()).toEqual(["ACTIVE", "COMPLETED", "COMPLETED"]);
    const reviews = await t.app.ctx.db.select().from(projectReviews);
    expect(reviews).toHaveLength(4);
    expect(reviews.every((review) => review.revealedAt !== null)).toBe(true);

    const [profile] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, ids.freelancerId));
    expect(profile).toMatchObject({ rating: 4.5, reviewsCount: 2, completedProjects: 2 });
    expect(profile!.totalEarned).toBeGreaterThan(0);

    const token = await accessTokenFor(t.app, { userId: ids.freelancerId, role: "FREELANCER" });
    const wallet = await t.app.inject({
      method: "GET",
      url: "/api/wallet",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile!.totalEarned).toBe(wallet.json().data.lifetimeEarned);
    const publicReviews = await t.app.inject({ method: "GET", url: `/api/reviews?userId=${ids.freelancerId}` });
    expect(publicReviews.json().data.items).toHaveLength(2);

    const active = mine.find((project) => project.status === "ACTIVE")!;
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/projects/${active.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json().data;
    expect(body.milestones.map((milestone: { status: string }) => milestone.status)).toEqual([
      "SUBMITTED",
      "PENDING",
      "PENDING",
    ]);
    expect(body.milestones[2].proposal).toBe("AWAITING");
    expect(body.money.escrowHeld).toBeGreaterThan(0);

    expect(await seedDemoProjects(t.app.ctx, ids)).toBe(false);
    expect(await t.app.ctx.db.select().from(projectReviews)).toHaveLength(4);
    expect((await verifyLedger(t.app.ctx)).ok).toBe(true);
  });
});

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { accessTokenFor } from "../../test/users";
import { projects } from "../db/schema/projects";
import { applications, tasks } from "../db/schema/tasks";
import { users } from "../db/schema/users";
import { seedDemoTasks } from "./tasks";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

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
});
afterAll(() => t.close());

describe("the demo marketplace", () => {
  it("seeds about 30 tasks, applications in every status and one project, once", async () => {
    expect(await seedDemoTasks(t.app.ctx, ids)).toBe(true);
    const allTasks = await t.app.ctx.db.select().from(tasks);
    expect(allTasks.length).toBeGreaterThanOrEqual(28);
    expect(new Set(allTasks.map((task) => task.companyId)).size).toBe(4);
    expect(new Set(allTasks.map((task) => task.category)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(allTasks.map((task) => task.status))).toEqual(
      new Set(["OPEN", "DRAFT", "IN_PROGRESS", "CANCELLED"]),
    );
    const mine = await t.app.ctx.db.select().from(applications).where(eq(applications.applicantId, ids.freelancerId));
    expect(new Set(mine.map((application) => application.status))).toEqual(
      new Set(["PENDING", "SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"]),
    );
    const project = await t.app.ctx.db.select().from(projects).where(eq(projects.freelancerId, ids.freelancerId));
    expect(project).toHaveLength(1);
    expect(await seedDemoTasks(t.app.ctx, ids)).toBe(false);
    expect(await t.app.ctx.db.select().from(tasks)).toHaveLength(allTasks.length);
  });

  it("reads as a living marketplace through the API", async () => {
    const token = await accessTokenFor(t.app, { userId: ids.freelancerId, role: "FREELANCER" });
    const headers = { authorization: `Bearer ${token}` };
    const list = (await t.app.inject({ method: "GET", url: "/api/tasks?limit=50", headers })).json().data;
    expect(list.items.length).toBeGreaterThanOrEqual(20);
    expect(list.items.some((item: { applied: boolean }) => item.applied)).toBe(true);
    expect(list.items.some((item: { match: { matched: number } }) => item.match.matched > 0)).toBe(true);
    const times = new Set(list.items.map((item: { publishedAt: string }) => item.publishedAt.slice(0, 13)));
    expect(times.size).toBeGreaterThan(5);
    const mine = (await t.app.inject({ method: "GET", url: "/api/applications/mine", headers })).json().data;
    expect(Object.values(mine.counts).every((count) => (count as number) > 0)).toBe(true);
    const projectsList = (await t.app.inject({ method: "GET", url: "/api/projects", headers })).json().data;
    expect(projectsList.items).toHaveLength(1);
    const company = (await t.app.inject({ method: "GET", url: `/api/user/${ids.companyId}`, headers })).json().data;
    expect(company.companyReputation).toMatchObject({ hires: 1 });
    expect(company.companyReputation.tasksPosted).toBeGreaterThanOrEqual(10);
  });
});

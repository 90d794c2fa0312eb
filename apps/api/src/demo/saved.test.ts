import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { accessTokenFor } from "../../test/users";
import { demoUserIds } from "../demo-users";
import { seedDemoSavedItems } from "./saved";
import { seedDemoTasks } from "./tasks";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

let t: TestApp;
let ids: { companyId: string; freelancerId: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.app.ctx);
  const [companyId, freelancerId] = await demoUserIds(t.app.ctx, [
    DEMO_ACCOUNTS.company.email,
    DEMO_ACCOUNTS.freelancer.email,
  ]);
  ids = { companyId: companyId!, freelancerId: freelancerId! };
  await seedDemoTasks(t.app.ctx, ids);
});
afterAll(() => t.close());

async function get(userId: string, role: "COMPANY" | "FREELANCER", url: string) {
  const token = await accessTokenFor(t.app, { userId, role });
  const res = await t.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("the demo saved searches and favourites", () => {
  it("give the freelancer alerting searches and starred tasks, the company a search and a shortlist, once", async () => {
    expect(await seedDemoSavedItems(t.app.ctx, ids)).toBe(true);
    expect(await seedDemoSavedItems(t.app.ctx, ids)).toBe(false);

    const mine = await get(ids.freelancerId, "FREELANCER", "/api/saved-searches");
    expect(mine.items.map((search: { name: string; alerts: string }) => [search.name, search.alerts])).toEqual([
      ["GST and bookkeeping work", "daily"],
      ["Hindi translation", "weekly"],
    ]);
    const starredTasks = await get(ids.freelancerId, "FREELANCER", "/api/favourites?kind=task");
    expect(starredTasks.items.map((item: { task: { title: string } | null }) => item.task?.title).sort()).toEqual([
      "Landing page for our invoicing product",
      "Set up CI/CD and monitoring on AWS",
    ]);

    const company = await get(ids.companyId, "COMPANY", "/api/saved-searches");
    expect(company.items).toMatchObject([{ kind: "freelancers", name: "React developers, top rated" }]);
    const shortlist = await get(ids.companyId, "COMPANY", "/api/favourites?kind=freelancer");
    expect(
      shortlist.items.map((item: { freelancer: { fullName: string } | null }) => item.freelancer?.fullName).sort(),
    ).toEqual(["Meera Iyer", "Ravi Kumar"]);
  });
});

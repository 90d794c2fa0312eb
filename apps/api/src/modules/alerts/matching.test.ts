import { ALERT_MATCH } from "@crewlance/contracts/notification-groups";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import { call, postTask } from "../tasks/testing";
import { drainAlertQueue } from "./index";
import { searchKeysOf } from "./percolation-keys";

let t: TestApp;
let company: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
});
afterAll(() => t.close());

async function saveSearch(user: TestUser, query: Record<string, unknown>, alerts = "instant", name = "My search") {
  const res = await call(t.app, user, {
    method: "POST",
    url: "/api/saved-searches",
    payload: { kind: "tasks", name, alerts, query },
  });
  if (res.statusCode !== 201) throw new Error(`saveSearch: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

/** The alert notifications a saved search has sent, once the alert worker is done. */
async function alertsOf(user: TestUser, savedSearchId: string) {
  await drainAlertQueue(t.app.ctx);
  const rows = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, ALERT_MATCH)));
  return rows.filter((row) => row.data.savedSearchId === savedSearchId);
}

const edit = (taskId: string, payload: Record<string, unknown>) =>
  call(t.app, company, { method: "PATCH", url: `/api/tasks/${taskId}`, payload });

describe("alerts of saved task searches", () => {
  it("tells the owner once per task, with its frequency, when a task is published or newly matches", async () => {
    const instant = await saveSearch(freelancer, { q: "kotlin android" }, "instant", "Kotlin");
    const daily = await saveSearch(freelancer, { skills: "Kotlin" }, "daily", "Kotlin skills");
    const off = await saveSearch(freelancer, { q: "kotlin" }, "off");

    const task = await postTask(t.app, company, {
      title: "Kotlin Android app for field agents",
      skills: ["Kotlin", "Android"],
    });
    const [alert] = await alertsOf(freelancer, instant);
    expect(alert).toMatchObject({
      title: 'New task for "Kotlin"',
      link: `/tasks/${task.id}`,
      data: { savedSearchId: instant, taskId: task.id, frequency: "instant" },
    });
    expect(alert!.body).toContain("Kotlin Android app for field agents");
    expect((await alertsOf(freelancer, daily))[0]?.data).toMatchObject({ frequency: "daily" });
    expect(await alertsOf(freelancer, off)).toHaveLength(0);

    // An edit of a task that already alerted these searches does not alert again.
    expect((await edit(task.id, { budgetMax: 6_000_000 })).statusCode).toBe(200);
    expect(await alertsOf(freelancer, instant)).toHaveLength(1);
    expect(await alertsOf(freelancer, daily)).toHaveLength(1);
  });

  it("alerts when an edit makes an open task match, and not before", async () => {
    const search = await saveSearch(freelancer, { q: "flutter", category: "MOBILE_DEVELOPMENT" }, "weekly");
    const task = await postTask(t.app, company, { title: "A shop app", category: "MOBILE_DEVELOPMENT" });
    expect(await alertsOf(freelancer, search)).toHaveLength(0);
    expect((await edit(task.id, { title: "A shop app in Flutter" })).statusCode).toBe(200);
    const alerts = await alertsOf(freelancer, search);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.data).toMatchObject({ taskId: task.id, frequency: "weekly" });
  });

  it("alerts when a draft is published, not while it is a draft", async () => {
    const search = await saveSearch(freelancer, { q: "rust wasm" });
    const draft = await postTask(t.app, company, { title: "Rust and Wasm image tools", publish: false });
    expect(await alertsOf(freelancer, search)).toHaveLength(0);
    const published = await call(t.app, company, { method: "POST", url: `/api/tasks/${draft.id}/publish` });
    expect(published.statusCode).toBe(200);
    expect(await alertsOf(freelancer, search)).toHaveLength(1);
  });

  it("never tells a company of its own task", async () => {
    const own = await saveSearch(company, { q: "elixir" });
    await postTask(t.app, company, { title: "Elixir backend" });
    expect(await alertsOf(company, own)).toHaveLength(0);
  });

  it("holds alerts while moderation hides a task, and sends them when it is restored", async () => {
    const task = await postTask(t.app, company, { title: "Payment gateway integration" });
    const moderate = (name: "ContentHidden" | "ContentRestored") =>
      withTransaction(t.app.ctx, (txCtx) =>
        emit(txCtx, name, { itemKind: "TASK", itemId: task.id, actionId: crypto.randomUUID() }),
      );
    await moderate("ContentHidden");
    const search = await saveSearch(freelancer, { q: "razorpay" });
    expect((await edit(task.id, { title: "Razorpay payment gateway integration" })).statusCode).toBe(200);
    expect(await alertsOf(freelancer, search)).toHaveLength(0);

    await moderate("ContentRestored");
    const alerts = await alertsOf(freelancer, search);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.data).toMatchObject({ taskId: task.id });
  });

  it("does not alert for a task that does not match", async () => {
    const search = await saveSearch(freelancer, { q: "haskell", maxBudget: 100_000 });
    await postTask(t.app, company, { title: "Haskell compiler work", budgetMin: 2_000_000, budgetMax: 3_000_000 });
    await postTask(t.app, company, { title: "Scala compiler work", budgetMin: 10_000, budgetMax: 50_000 });
    expect(await alertsOf(freelancer, search)).toHaveLength(0);
  });
});

/** Varied saved searches: words, phrases, `or`, `-word`, skills, categories, budgets, types, levels, days. */
const SEARCHES: Record<string, unknown>[] = [
  {},
  { q: "dashboard" },
  { q: "react dashboard" },
  { q: '"logistics app"' },
  { q: "python or go" },
  { q: "dashboard -react" },
  { q: "!!!" },
  { skills: "Figma,Go" },
  { skills: "react" },
  { category: "DESIGN" },
  { category: "WEB_DEVELOPMENT", budgetType: "HOURLY" },
  { minBudget: 4_000_000 },
  { maxBudget: 1_000_000 },
  { minBudget: 1_000_000, maxBudget: 2_500_000 },
  { experienceLevel: "EXPERT" },
  { q: "api", skills: "Python", postedWithinDays: 7 },
  { q: "mobile", category: "MOBILE_DEVELOPMENT", experienceLevel: "ENTRY" },
];

const TASKS: Record<string, unknown>[] = [
  {},
  {
    title: "Python API for a logistics app",
    skills: ["Python", "FastAPI"],
    budgetType: "HOURLY",
    budgetMin: 50_000,
    budgetMax: 90_000,
  },
  { title: "Brand identity and logo", category: "DESIGN", skills: ["Figma"], budgetMin: 500_000, budgetMax: 900_000 },
  {
    title: "Go service for a dashboard",
    skills: ["Go"],
    experienceLevel: "EXPERT",
    budgetMin: 3_000_000,
    budgetMax: 9_000_000,
  },
  { title: "Mobile banking app", category: "MOBILE_DEVELOPMENT", skills: ["Kotlin"], experienceLevel: "ENTRY" },
  { title: "Operations dashboard in Vue", skills: ["Vue"], budgetMin: 1_500_000, budgetMax: 2_000_000 },
];

describe("the matcher and GET /tasks", () => {
  it("agree on which tasks each saved search includes", async () => {
    const person = await createUser(t.app, { role: "FREELANCER" });
    const poster = await createUser(t.app, { role: "COMPANY" });
    const ids = [];
    for (const query of SEARCHES) ids.push(await saveSearch(person, query, "instant", JSON.stringify(query)));
    const posted = new Set<string>();
    for (const overrides of TASKS) posted.add((await postTask(t.app, poster, overrides)).id);

    for (const [index, query] of SEARCHES.entries()) {
      const params = new URLSearchParams({ ...(query as Record<string, string>), limit: "100" });
      for (const [key, value] of Object.entries(query)) params.set(key, String(value));
      const listed = await call(t.app, person, { method: "GET", url: `/api/tasks?${params}` });
      expect(listed.statusCode).toBe(200);
      const fromList = listed
        .json()
        .data.items.map((item: { id: string }) => item.id)
        .filter((id: string) => posted.has(id))
        .sort();
      const fromAlerts = (await alertsOf(person, ids[index]!)).map((row) => String(row.data.taskId)).sort();
      expect(fromAlerts, JSON.stringify(query)).toEqual(fromList);
    }
  });
});

describe("the percolation keys", () => {
  it("file a search under what every task it matches must carry", async () => {
    const keys = (q: string | null, skillsKey: string[] | null = null, category: string | null = null) =>
      searchKeysOf(t.app.ctx, { q, skillsKey, category });
    expect(await keys("react dashboard")).toEqual(["w:dashboard"]);
    expect(await keys('"logistics app" -react')).toEqual(["w:logistics"]);
    expect(await keys("python or go")).toEqual(["w:python", "w:go"]);
    expect(await keys("python or -go", ["django"])).toEqual(["s:django"]);
    expect(await keys("!!!", null, "DESIGN")).toEqual(["c:DESIGN"]);
    expect(await keys(null)).toEqual(["*"]);
  });
});

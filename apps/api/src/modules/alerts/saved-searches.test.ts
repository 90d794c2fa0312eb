import { MAX_SAVED_SEARCHES } from "@crewlance/contracts/saved-searches";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { savedSearches } from "../../db/schema/alerts";
import { users } from "../../db/schema/users";
import { hashPassword } from "../auth/passwords";
import { call } from "../tasks/testing";

let t: TestApp;
let freelancer: TestUser;
let company: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  freelancer = await createUser(t.app, { role: "FREELANCER" });
  company = await createUser(t.app, { role: "COMPANY" });
});
afterAll(() => t.close());

const save = (user: TestUser, payload: Record<string, unknown>) =>
  call(t.app, user, { method: "POST", url: "/api/saved-searches", payload });

describe("saved searches", () => {
  it("keeps a task search normalised by the list's schema, without its page", async () => {
    const res = await save(freelancer, {
      kind: "tasks",
      name: "React gigs",
      alerts: "daily",
      query: { q: " react  ", skills: "React, Node.js", minBudget: "100000", sort: "", page: "3", limit: "10" },
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      kind: "tasks",
      name: "React gigs",
      alerts: "daily",
      query: { q: "react", skills: ["React", "Node.js"], minBudget: 100000, sort: "relevance" },
    });
    expect(saved.query).not.toHaveProperty("page");
    expect(saved.query).not.toHaveProperty("limit");

    const list = await call(t.app, freelancer, { method: "GET", url: "/api/saved-searches" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toContain("no-store");
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toContain(saved.id);
    expect(list.json().data.max).toBe(MAX_SAVED_SEARCHES);
  });

  it("keeps a freelancer search with its alerts off", async () => {
    const res = await save(company, {
      kind: "freelancers",
      name: "Designers in Pune",
      query: { q: "figma", location: "Pune", availability: "AVAILABLE" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: "freelancers", alerts: "off", query: { location: "Pune" } });
    const id = res.json().data.id;
    const refused = await call(t.app, company, {
      method: "PATCH",
      url: `/api/saved-searches/${id}`,
      payload: { alerts: "instant" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: "alerts", message: "Only saved task searches can alert you." }]);
  });

  it("refuses a bad query or name with field errors", async () => {
    const badBudget = await save(freelancer, {
      kind: "tasks",
      name: "Range",
      query: { minBudget: "500", maxBudget: "100" },
    });
    expect(badBudget.statusCode).toBe(400);
    expect(badBudget.json().errors).toContainEqual({
      path: "query.maxBudget",
      message: "Maximum budget must be at least the minimum budget.",
    });
    const noName = await save(freelancer, { kind: "tasks", name: "", query: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.map((error: { path: string }) => error.path)).toContain("name");
    const badAlerts = await save(freelancer, { kind: "tasks", name: "x", alerts: "hourly", query: {} });
    expect(badAlerts.statusCode).toBe(400);
    expect(badAlerts.json().errors.map((error: { path: string }) => error.path)).toContain("alerts");
    const nothing = await call(t.app, freelancer, {
      method: "PATCH",
      url: "/api/saved-searches/00000000-0000-4000-8000-000000000000",
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
  });

  it("renames, changes alerts and deletes only the owner's", async () => {
    const created = await save(freelancer, { kind: "tasks", name: "Old", query: { category: "DESIGN" } });
    const id = created.json().data.id;
    const url = `/api/saved-searches/${id}`;
    for (const stranger of [company, await createUser(t.app, { role: "FREELANCER" })]) {
      expect((await call(t.app, stranger, { method: "PATCH", url, payload: { name: "Mine" } })).statusCode).toBe(404);
      expect((await call(t.app, stranger, { method: "DELETE", url })).statusCode).toBe(404);
    }
    expect((await call(t.app, null, { method: "GET", url: "/api/saved-searches" })).statusCode).toBe(401);

    const renamed = await call(t.app, freelancer, { method: "PATCH", url, payload: { name: "New", alerts: "weekly" } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: "New", alerts: "weekly", query: { category: "DESIGN" } });
    expect((await call(t.app, freelancer, { method: "DELETE", url })).statusCode).toBe(200);
    expect((await call(t.app, freelancer, { method: "DELETE", url })).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person`, async () => {
    const person = await createUser(t.app, { role: "FREELANCER" });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      expect((await save(person, { kind: "tasks", name: `Search ${i}`, query: { q: `word${i}` } })).statusCode).toBe(
        201,
      );
    }
    const refused = await save(person, { kind: "tasks", name: "One more", query: {} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one you no longer use, then save this one.`,
    );
  });
});

describe("a deleted account", () => {
  it("takes its saved searches with it", async () => {
    const person = await createUser(t.app, { role: "FREELANCER" });
    await save(person, { kind: "tasks", name: "Mine", alerts: "instant", query: { q: "react" } });
    const passwordHash = await hashPassword("correct-horse-battery", "test");
    await t.app.ctx.db.update(users).set({ passwordHash }).where(eq(users.id, person.user.id));
    const deleted = await call(t.app, person, {
      method: "POST",
      url: "/api/account/deletion",
      payload: { password: "correct-horse-battery", confirmation: "DELETE" },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.app.ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, person.user.id));
    expect(left).toHaveLength(0);
  });
});

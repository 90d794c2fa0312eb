import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { block, hide, restrict } from "../../../test/safety-enforcement";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { applications } from "../../db/schema/tasks";
import { recommendedTasksFor } from "./dashboard-figures-service";
import { describeProposal, describeTask } from "./reportables";
import { apply, applyBody, call, postTask } from "./testing";

/*
 * Trust and safety in tasks and proposals (decision 0092): blocks and restrictions stop applying,
 * moderation hides a task from every list, search and suggestion and a proposal from the
 * company's list, and reports describe only what the reporter may see.
 */

let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Rahul Mehta" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd" });
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  admin = await createUser(t.app, { role: "ADMIN" });
});
afterAll(() => t.close());

async function newFreelancer(skills: string[] = ["React"]) {
  const user = await createUser(t.app, { role: "FREELANCER", fullName: "Priya Sharma" });
  await addFreelancerProfile(t.app, user.user, { skills });
  return user;
}

function tryApply(freelancer: TestUser, taskId: string) {
  return call(t.app, freelancer, { method: "POST", url: `/api/tasks/${taskId}/applications`, payload: applyBody() });
}

async function listedIds(user: TestUser, query = "") {
  const res = await call(t.app, user, { method: "GET", url: `/api/tasks${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ id: string }>).map((item) => item.id);
}

describe("applying under blocks and restrictions", () => {
  it("refuses a freelancer the company blocked, and one who blocked the company, without saying blocked", async () => {
    const task = await postTask(t.app, company);
    const blocked = await newFreelancer();
    const blocker = await newFreelancer();
    await block(t.app, company.user.id, blocked.user.id);
    await block(t.app, blocker.user.id, company.user.id);
    for (const freelancer of [blocked, blocker]) {
      const res = await tryApply(freelancer, task.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN", message: "You can't apply to this task." });
      expect(res.body).not.toMatch(/block/i);
    }
    const rows = await t.app.ctx.db.select().from(applications).where(eq(applications.taskId, task.id));
    expect(rows).toHaveLength(0);
    // Someone else is not affected.
    expect((await tryApply(await newFreelancer(), task.id)).statusCode).toBe(201);
  });

  it("refuses a restricted freelancer with the restriction's end and where to read why", async () => {
    const task = await postTask(t.app, company);
    const freelancer = await newFreelancer();
    await restrict(t.app, freelancer.user.id);
    const res = await tryApply(freelancer, task.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_RESTRICTED");
    expect(res.json().message).toMatch(/you can't apply to tasks until then/);
  });
});

describe("a task moderation hid", () => {
  it("leaves the list, search and suggestions, answers 404 to others, and comes back when restored", async () => {
    const title = "Hidden scheduling dashboard in Svelte";
    const task = await postTask(t.app, company, { title, skills: ["Svelte"] });
    const freelancer = await newFreelancer(["Svelte"]);
    expect(await listedIds(freelancer)).toContain(task.id);
    expect(await listedIds(freelancer, "?q=scheduling")).toContain(task.id);

    await hide(t.app, "TASK", task.id);
    expect(await listedIds(freelancer)).not.toContain(task.id);
    expect(await listedIds(freelancer, "?q=scheduling")).not.toContain(task.id);
    expect(await listedIds(freelancer, "?skills=Svelte")).not.toContain(task.id);
    const suggested = await recommendedTasksFor(t.app.ctx, {
      viewerId: freelancer.user.id,
      skills: ["Svelte"],
      limit: 5,
    });
    expect(suggested.map((row) => row.id)).not.toContain(task.id);

    const url = `/api/tasks/${task.id}`;
    expect((await call(t.app, freelancer, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(t.app, otherCompany, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(t.app, company, { method: "GET", url })).statusCode).toBe(200);
    expect((await call(t.app, admin, { method: "GET", url })).statusCode).toBe(200);
    expect((await tryApply(freelancer, task.id)).statusCode).toBe(404);

    await hide(t.app, "TASK", task.id, true);
    expect(await listedIds(freelancer)).toContain(task.id);
    expect((await call(t.app, freelancer, { method: "GET", url })).statusCode).toBe(200);
  });

  it("stays visible to a freelancer's own application only through the applicant's own list", async () => {
    const task = await postTask(t.app, company);
    const freelancer = await newFreelancer();
    const application = await apply(t.app, freelancer, task.id);
    await hide(t.app, "TASK", task.id);
    const mine = await call(t.app, freelancer, { method: "GET", url: "/api/applications/mine" });
    expect(mine.json().data.items.map((item: { id: string }) => item.id)).toContain(application.id);
    expect((await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${task.id}` })).statusCode).toBe(404);
  });
});

describe("a proposal moderation hid", () => {
  it("leaves the company's list and answers 404 to the company, not to its applicant", async () => {
    const task = await postTask(t.app, company);
    const freelancer = await newFreelancer();
    const other = await newFreelancer();
    const hidden = await apply(t.app, freelancer, task.id);
    const kept = await apply(t.app, other, task.id);
    await hide(t.app, "PROPOSAL", hidden.id);

    const list = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toEqual([kept.id]);
    expect(list.json().data.counts.PENDING).toBe(1);
    const url = `/api/applications/${hidden.id}`;
    expect((await call(t.app, company, { method: "GET", url })).statusCode).toBe(404);
    expect((await call(t.app, freelancer, { method: "GET", url })).statusCode).toBe(200);

    await hide(t.app, "PROPOSAL", hidden.id, true);
    const again = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    expect(again.json().data.items).toHaveLength(2);
  });
});

describe("reporting a task or a proposal", () => {
  it("describes a task to whoever may see it, with its budget and skills, and to no one else", async () => {
    const task = await postTask(t.app, company, { title: "Port our app to Flutter", skills: ["Flutter", "Dart"] });
    const freelancer = await newFreelancer();
    const described = await describeTask(t.app.ctx, task.id, freelancer.user.id);
    expect(described).toMatchObject({ ownerId: company.user.id, label: "Port our app to Flutter" });
    const lines = await described!.context();
    expect(lines.map((line) => line.label)).toEqual(["Budget", "Skills", "Published"]);
    expect(lines[1]!.text).toBe("Flutter, Dart");

    const draft = await postTask(t.app, company, { publish: false });
    expect(await describeTask(t.app.ctx, draft.id, freelancer.user.id)).toBeNull();
    expect(await describeTask(t.app.ctx, draft.id, null)).not.toBeNull();
    expect(await describeTask(t.app.ctx, crypto.randomUUID(), null)).toBeNull();
  });

  it("describes a proposal to its applicant and the task's company only", async () => {
    const task = await postTask(t.app, company);
    const freelancer = await newFreelancer();
    const application = await apply(t.app, freelancer, task.id);
    const byCompany = await describeProposal(t.app.ctx, application.id, company.user.id);
    expect(byCompany).toMatchObject({ ownerId: freelancer.user.id, label: "Proposal from Priya Sharma" });
    expect(await describeProposal(t.app.ctx, application.id, freelancer.user.id)).not.toBeNull();
    expect(await describeProposal(t.app.ctx, application.id, otherCompany.user.id)).toBeNull();
    expect(await describeProposal(t.app.ctx, application.id, (await newFreelancer()).user.id)).toBeNull();
  });
});

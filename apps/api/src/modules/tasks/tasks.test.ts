import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceClock } from "../../lib/clock";
import { createTestApp, type TestApp } from "../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../test/users";
import { apply, call, futureDate, postTask, taskBody } from "./testing";

let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let freelancer: TestUser;
let otherFreelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Rahul Mehta" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd" });
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, otherCompany.user, { companyName: "Other Co" });
  freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Priya Sharma" });
  await addFreelancerProfile(t.app, freelancer.user, { skills: ["react", "TypeScript", "Go"] });
  otherFreelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(t.app, otherFreelancer.user, { skills: ["PHP"] });
});
afterAll(() => t.close());

describe("creating and reading tasks", () => {
  it("creates a draft, shows it to its owner only, and publishes it", async () => {
    const created = await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() });
    expect(created.statusCode).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      status: "DRAFT",
      publishedAt: null,
      isOwner: true,
      applicationsCount: 0,
      company: { id: company.user.id, name: "Acme Labs Pvt Ltd", reputation: { tasksPosted: 0, hireRate: 0 } },
      match: null,
    });
    for (const viewer of [otherCompany, freelancer]) {
      const res = await call(t.app, viewer, { method: "GET", url: `/api/tasks/${task.id}` });
      expect(res.statusCode).toBe(404);
    }
    const published = await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/publish` });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.status).toBe("OPEN");
    const seen = await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${task.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toMatchObject({ isOwner: false, match: { matched: 2, total: 4 }, applied: false });
    const again = await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/publish` });
    expect(again.statusCode).toBe(409);
  });

  it("refuses bad fields with 400 and field errors", async () => {
    const res = await call(t.app, company, {
      method: "POST",
      url: "/api/tasks",
      payload: taskBody({ title: "short", budgetMin: 10, budgetMax: 5, skills: [] }),
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(["title", "skills"]));
    const past = await call(t.app, company, {
      method: "POST",
      url: "/api/tasks",
      payload: taskBody({ deadline: "2020-01-01" }),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].path).toBe("deadline");
  });

  it("lets only companies post", async () => {
    const res = await call(t.app, freelancer, { method: "POST", url: "/api/tasks", payload: taskBody() });
    expect(res.statusCode).toBe(403);
  });
});

describe("applications", () => {
  it("applies, ranks and accepts", async () => {
    const task = await postTask(t.app, company);
    const mine = await apply(t.app, freelancer, task.id);
    const theirs = await apply(t.app, otherFreelancer, task.id);
    const list = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toEqual([mine.id, theirs.id]);
    expect(list.json().data.items[0].match).toEqual({ matched: 2, total: 4 });
    const accepted = await call(t.app, company, { method: "POST", url: `/api/applications/${mine.id}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ rejectedCount: 1, application: { status: "ACCEPTED" } });
    const projectId = accepted.json().data.projectId;
    const project = await call(t.app, freelancer, { method: "GET", url: `/api/projects/${projectId}` });
    expect(project.statusCode).toBe(200);
    expect(project.json().data).toMatchObject({
      status: "ACTIVE",
      totalAmount: 4_500_000,
      milestones: [{ status: "PENDING" }],
    });
    advanceClock(0);
    expect(futureDate()).toBeTruthy();
  });
});

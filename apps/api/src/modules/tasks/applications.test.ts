import { APPLICATIONS_PER_DAY } from "@crewlance/contracts/applications";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import {
  accessTokenFor,
  addCompanyProfile,
  addFreelancerProfile,
  createUser,
  type TestUser,
} from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { milestones, projects } from "../../db/schema/projects";
import { applications, tasks } from "../../db/schema/tasks";
import { users } from "../../db/schema/users";
import { advanceClock, now, resetClock } from "../../lib/clock";
import { apply, applyBody, call, postTask } from "./testing";

let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let priya: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Rahul Mehta" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd" });
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  priya = await createUser(t.app, { role: "FREELANCER", fullName: "Priya Sharma" });
  await addFreelancerProfile(t.app, priya.user, { skills: ["React", "TypeScript", "Node.js", "PostgreSQL"] });
  ravi = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(t.app, ravi.user, { skills: ["react"] });
});
afterAll(() => t.close());

async function newFreelancer(skills: string[] = ["PHP"]) {
  const user = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, user.user, { skills });
  return user;
}

/** The user's notifications, oldest first (`.at(-1)` is the newest: rows come back in no set order without one). */
async function notes(user: TestUser, type?: string) {
  return t.app.ctx.db
    .select()
    .from(notifications)
    .where(
      type
        ? and(eq(notifications.userId, user.user.id), eq(notifications.type, type))
        : eq(notifications.userId, user.user.id),
    )
    .orderBy(asc(notifications.createdAt));
}

describe("applying", () => {
  it("sends an application, tells the company, and marks the task applied for the freelancer", async () => {
    const task = await postTask(t.app, company);
    const res = await call(t.app, priya, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: "PENDING",
      proposedAmount: 4_500_000,
      estimatedDays: 14,
      match: { matched: 4, total: 4 },
      applicant: {
        id: priya.user.id,
        fullName: "Priya Sharma",
        skills: ["React", "TypeScript", "Node.js", "PostgreSQL"],
      },
      attachments: [],
      projectId: null,
    });
    const received = await notes(company, "APPLICATION_RECEIVED");
    expect(received.at(-1)).toMatchObject({ link: `/tasks/${task.id}`, body: expect.stringContaining("Priya Sharma") });
    const card = (await call(t.app, priya, { method: "GET", url: "/api/tasks?limit=100" }))
      .json()
      .data.items.find((item: { id: string }) => item.id === task.id);
    expect(card).toMatchObject({ applied: true, applicationsCount: 1, match: { matched: 4, total: 4 } });
    const detail = (await call(t.app, priya, { method: "GET", url: `/api/tasks/${task.id}` })).json().data;
    expect(detail).toMatchObject({
      applied: true,
      myApplication: { id: res.json().data.id, status: "PENDING", proposedAmount: 4_500_000 },
    });
  });

  it.each([
    [{ coverLetter: "Too short." }, "coverLetter"],
    [{ coverLetter: "x".repeat(5001) }, "coverLetter"],
    [{ proposedAmount: 0 }, "proposedAmount"],
    [{ proposedAmount: -5 }, "proposedAmount"],
    [{ proposedAmount: 10.5 }, "proposedAmount"],
    [{ estimatedDays: 0 }, "estimatedDays"],
    [{ estimatedDays: 366 }, "estimatedDays"],
    [{ estimatedDays: 2.5 }, "estimatedDays"],
  ])("refuses %j with a field error on %s", async (change, path) => {
    const task = await postTask(t.app, company);
    const res = await call(t.app, priya, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody(change),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it("refuses a second live application, also when two arrive at once", async () => {
    const task = await postTask(t.app, company);
    const [first, second] = await Promise.all([
      call(t.app, ravi, { method: "POST", url: `/api/tasks/${task.id}/applications`, payload: applyBody() }),
      call(t.app, ravi, { method: "POST", url: `/api/tasks/${task.id}/applications`, payload: applyBody() }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const conflict = [first, second].find((res) => res.statusCode === 409)!;
    expect(conflict.json()).toMatchObject({ code: "CONFLICT", message: "You have already applied to this task." });
    const rows = await t.app.ctx.db.select().from(applications).where(eq(applications.taskId, task.id));
    expect(rows).toHaveLength(1);
  });

  it("lets a freelancer apply again after withdrawing, but not after being rejected", async () => {
    const task = await postTask(t.app, company);
    const first = await apply(t.app, ravi, task.id);
    const withdrawn = await call(t.app, ravi, { method: "POST", url: `/api/applications/${first.id}/withdraw` });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.status).toBe("WITHDRAWN");
    expect((await notes(company, "APPLICATION_WITHDRAWN")).at(-1)?.link).toBe(`/tasks/${task.id}`);
    const again = await apply(t.app, ravi, task.id);
    const rejected = await call(t.app, company, {
      method: "POST",
      url: `/api/applications/${again.id}/reject`,
      payload: { reason: "We need someone with Flutter." },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: "REJECTED",
      rejectionReason: "We need someone with Flutter.",
    });
    const note = (await notes(ravi, "APPLICATION_REJECTED")).at(-1);
    expect(note).toMatchObject({ title: "Application rejected", link: "/my-applications" });
    expect(note?.body).toContain("We need someone with Flutter.");
    const third = await call(t.app, ravi, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody(),
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe("The company has already declined your application to this task.");
  });

  it("refuses drafts (404), tasks no longer open (409 to an applicant, 404 to others) and companies (403)", async () => {
    const draft = (
      await call(t.app, company, { method: "POST", url: "/api/tasks", payload: (await import("./testing")).taskBody() })
    ).json().data;
    const onDraft = await call(t.app, ravi, {
      method: "POST",
      url: `/api/tasks/${draft.id}/applications`,
      payload: applyBody(),
    });
    expect(onDraft.statusCode).toBe(404);
    const task = await postTask(t.app, company);
    const applied = await apply(t.app, ravi, task.id);
    await call(t.app, ravi, { method: "POST", url: `/api/applications/${applied.id}/withdraw` });
    await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/cancel` });
    const closed = await call(t.app, ravi, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody(),
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("This task is no longer open for applications.");
    const stranger = await call(t.app, priya, {
      method: "POST",
      url: `/api/tasks/${task.id}/applications`,
      payload: applyBody(),
    });
    expect(stranger.statusCode).toBe(404);
    const open = await postTask(t.app, company);
    for (const user of [company, otherCompany]) {
      const res = await call(t.app, user, {
        method: "POST",
        url: `/api/tasks/${open.id}/applications`,
        payload: applyBody(),
      });
      expect(res.statusCode).toBe(403);
    }
    const unverified = await createUser(t.app, { role: "FREELANCER", verified: false });
    const res = await call(t.app, unverified, {
      method: "POST",
      url: `/api/tasks/${open.id}/applications`,
      payload: applyBody(),
    });
    expect(res.statusCode).toBe(403);
  });

  it(`caps a freelancer at ${APPLICATIONS_PER_DAY} applications in a rolling 24 hours, saying when the next is possible`, async () => {
    const busy = await newFreelancer();
    // A month-old account: a new one meets the smaller new-account allowance first (decision 0092).
    await t.app.ctx.db
      .update(users)
      .set({ createdAt: new Date(now().getTime() - 30 * 86_400_000) })
      .where(eq(users.id, busy.user.id));
    const busyCompany = await createUser(t.app, { role: "COMPANY" });
    const taskIds: string[] = [];
    for (let i = 0; i <= APPLICATIONS_PER_DAY; i++) taskIds.push((await postTask(t.app, busyCompany)).id);
    let firstAt = "";
    for (let i = 0; i < APPLICATIONS_PER_DAY; i++) {
      const application = await apply(t.app, busy, taskIds[i]!);
      if (i === 0) firstAt = (application as unknown as { createdAt: string }).createdAt;
    }
    const refused = await call(t.app, busy, {
      method: "POST",
      url: `/api/tasks/${taskIds.at(-1)}/applications`,
      payload: applyBody(),
    });
    expect(refused.statusCode).toBe(429);
    const next = new Date(new Date(firstAt).getTime() + 86_400_000).toISOString();
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: `You can send at most 30 applications in 24 hours. You can apply again after ${next}.`,
    });
    advanceClock(86_400_000 + 1000);
    try {
      const token = await accessTokenFor(t.app, { userId: busy.user.id, role: "FREELANCER" });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/tasks/${taskIds.at(-1)}/applications`,
        headers: { authorization: `Bearer ${token}` },
        payload: applyBody(),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      resetClock();
    }
  });
});

describe("deciding", () => {
  it("ranks a task's applications by skill match, then newest, and counts them per status", async () => {
    const task = await postTask(t.app, company);
    const none = await newFreelancer(["Cobol"]);
    const a = await apply(t.app, none, task.id);
    const b = await apply(t.app, ravi, task.id);
    const c = await apply(t.app, priya, task.id);
    const d = await apply(t.app, await newFreelancer(["REACT", "node.js"]), task.id);
    const res = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.items.map((item: { id: string }) => item.id)).toEqual([c.id, d.id, b.id, a.id]);
    expect(data.items.map((item: { match: { matched: number } }) => item.match.matched)).toEqual([4, 2, 1, 0]);
    expect(data.counts).toEqual({ PENDING: 4, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 });
    expect(data.pagination).toMatchObject({ totalCount: 4, currentPage: 1, totalPages: 1 });
    const paged = (
      await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications?limit=2&page=2` })
    ).json().data;
    expect(paged.items.map((item: { id: string }) => item.id)).toEqual([b.id, a.id]);
  });

  it("serves the owner's kept page to the owner only, and counts a new application at once (decision 0059)", async () => {
    const task = await postTask(t.app, company);
    await apply(t.app, ravi, task.id);
    const url = `/api/tasks/${task.id}/applications`;
    expect((await call(t.app, company, { method: "GET", url })).json().data.counts.PENDING).toBe(1);
    // The same page, kept now: anyone else still meets the owner check.
    expect((await call(t.app, otherCompany, { method: "GET", url })).statusCode).toBe(403);
    expect((await call(t.app, ravi, { method: "GET", url })).statusCode).toBe(403);
    expect(
      (
        await call(t.app, company, {
          method: "GET",
          url: "/api/tasks/00000000-0000-4000-8000-000000000000/applications",
        })
      ).statusCode,
    ).toBe(404);
    await apply(t.app, priya, task.id);
    const after = (await call(t.app, company, { method: "GET", url })).json().data;
    expect(after.counts.PENDING).toBe(2);
    expect(after.items[0].applicant.fullName).toBe("Priya Sharma");
  });

  it("shortlists (once), and refuses decisions on an application that is no longer live", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, priya, task.id);
    const res = await call(t.app, company, { method: "POST", url: `/api/applications/${application.id}/shortlist` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("SHORTLISTED");
    expect((await notes(priya, "APPLICATION_SHORTLISTED")).at(-1)?.link).toBe("/my-applications");
    expect(
      (await call(t.app, company, { method: "POST", url: `/api/applications/${application.id}/shortlist` })).statusCode,
    ).toBe(409);
    await call(t.app, priya, { method: "POST", url: `/api/applications/${application.id}/withdraw` });
    for (const action of ["shortlist", "reject", "accept"]) {
      const refused = await call(t.app, company, {
        method: "POST",
        url: `/api/applications/${application.id}/${action}`,
      });
      expect(refused.statusCode).toBe(409);
    }
    expect(
      (await call(t.app, priya, { method: "POST", url: `/api/applications/${application.id}/withdraw` })).statusCode,
    ).toBe(409);
  });

  it("tells each of the other live applicants of a hire about their own application", async () => {
    const task = await postTask(t.app, company);
    const hired = await apply(t.app, await newFreelancer(), task.id);
    const [first, second] = [await newFreelancer(), await newFreelancer()];
    const firstApplication = await apply(t.app, first, task.id);
    const secondApplication = await apply(t.app, second, task.id);
    const res = await call(t.app, company, { method: "POST", url: `/api/applications/${hired.id}/accept` });
    expect(res.json().data.rejectedCount).toBe(2);
    expect((await notes(first, "APPLICATION_REJECTED")).map((n) => n.data)).toEqual([
      { taskId: task.id, applicationId: firstApplication.id },
    ]);
    expect((await notes(second, "APPLICATION_REJECTED")).map((n) => n.data)).toEqual([
      { taskId: task.id, applicationId: secondApplication.id },
    ]);
  });

  it("accepts in one unit: project and first milestone, task in progress, the rest rejected, everyone told", async () => {
    const task = await postTask(t.app, company);
    const hired = await apply(t.app, priya, task.id, { proposedAmount: 4_000_000, estimatedDays: 10 });
    const other = await apply(t.app, ravi, task.id);
    const withdrawnBy = await newFreelancer();
    const gone = await apply(t.app, withdrawnBy, task.id);
    await call(t.app, withdrawnBy, { method: "POST", url: `/api/applications/${gone.id}/withdraw` });
    await call(t.app, company, { method: "POST", url: `/api/applications/${other.id}/shortlist` });

    const res = await call(t.app, company, { method: "POST", url: `/api/applications/${hired.id}/accept` });
    expect(res.statusCode).toBe(200);
    const { projectId, rejectedCount, application } = res.json().data;
    expect(rejectedCount).toBe(1);
    expect(application).toMatchObject({ status: "ACCEPTED", projectId });

    const [taskRow] = await t.app.ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow).toMatchObject({ status: "IN_PROGRESS", projectId });
    const statuses = await t.app.ctx.db
      .select({ id: applications.id, status: applications.status, reason: applications.rejectionReason })
      .from(applications)
      .where(inArray(applications.id, [other.id, gone.id]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [other.id]: "REJECTED",
      [gone.id]: "WITHDRAWN",
    });
    const [project] = await t.app.ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({
      status: "ACTIVE",
      title: taskRow!.title,
      companyId: company.user.id,
      freelancerId: priya.user.id,
      taskId: task.id,
      applicationId: hired.id,
    });
    const [milestone] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.projectId, projectId));
    expect(milestone).toMatchObject({ amount: 4_000_000, status: "PENDING", position: 1 });

    expect((await notes(priya, "APPLICATION_ACCEPTED")).at(-1)?.link).toBe(`/project-management/${projectId}`);
    expect((await notes(company, "PROJECT_CREATED")).at(-1)?.link).toBe(`/project-management/${projectId}`);
    const rejectedNote = (await notes(ravi, "APPLICATION_REJECTED")).at(-1);
    expect(rejectedNote).toMatchObject({ title: "Application rejected", link: "/my-applications" });
    expect(rejectedNote?.body).toContain("was rejected");

    // Both parties see the project; nobody else does.
    for (const party of [company, priya]) {
      const seen = await call(t.app, party, { method: "GET", url: `/api/projects/${projectId}` });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toMatchObject({
        id: projectId,
        status: "ACTIVE",
        totalAmount: 4_000_000,
        milestonesCount: 1,
        company: { id: company.user.id, name: "Acme Labs Pvt Ltd" },
        freelancer: { id: priya.user.id, name: "Priya Sharma" },
        milestones: [{ amount: 4_000_000, status: "PENDING", position: 1 }],
      });
      const list = (await call(t.app, party, { method: "GET", url: "/api/projects" })).json().data;
      expect(list.items.map((item: { id: string }) => item.id)).toContain(projectId);
    }
    for (const stranger of [ravi, otherCompany]) {
      expect((await call(t.app, stranger, { method: "GET", url: `/api/projects/${projectId}` })).statusCode).toBe(404);
      const list = (await call(t.app, stranger, { method: "GET", url: "/api/projects" })).json().data;
      expect(list.items.map((item: { id: string }) => item.id)).not.toContain(projectId);
    }
    // The rejected applicant still sees the task, now in progress, and the project link only for the parties.
    const seenByRavi = (await call(t.app, ravi, { method: "GET", url: `/api/tasks/${task.id}` })).json().data;
    expect(seenByRavi).toMatchObject({ status: "IN_PROGRESS", projectId: null, myApplication: { status: "REJECTED" } });
    const seenByPriya = (await call(t.app, priya, { method: "GET", url: `/api/tasks/${task.id}` })).json().data;
    expect(seenByPriya.projectId).toBe(projectId);
    // The company's reputation counts the hire.
    const profile = (await call(t.app, priya, { method: "GET", url: `/api/user/${company.user.id}` })).json().data;
    expect(profile.companyReputation).toMatchObject({
      hires: expect.any(Number),
      paymentVerified: false,
      totalPaidOut: 0,
    });
    expect(profile.companyReputation.hires).toBeGreaterThanOrEqual(1);
    const freelancerProfile = (await call(t.app, company, { method: "GET", url: `/api/user/${priya.user.id}` })).json()
      .data;
    expect(freelancerProfile.companyReputation).toBeNull();
  });

  it("lets exactly one of two parallel accepts on one task win", async () => {
    const task = await postTask(t.app, company);
    const first = await apply(t.app, priya, task.id);
    const second = await apply(t.app, ravi, task.id);
    const results = await Promise.all([
      call(t.app, company, { method: "POST", url: `/api/applications/${first.id}/accept` }),
      call(t.app, company, { method: "POST", url: `/api/applications/${second.id}/accept` }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.ctx.db.select().from(projects).where(eq(projects.taskId, task.id));
    expect(rows).toHaveLength(1);
    const statuses = await t.app.ctx.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.taskId, task.id));
    expect(statuses.map((row) => row.status).sort()).toEqual(["ACCEPTED", "REJECTED"]);
  });

  it("lists the freelancer's applications with counts per status and a status filter", async () => {
    const res = await call(t.app, ravi, { method: "GET", url: "/api/applications/mine?limit=100" });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const total = Object.values(data.counts as Record<string, number>).reduce((sum, value) => sum + value, 0);
    expect(data.pagination.totalCount).toBe(total);
    expect(data.items).toHaveLength(total);
    expect(data.counts.REJECTED).toBeGreaterThan(0);
    expect(data.items[0].task.company.name).toBe("Acme Labs Pvt Ltd");
    const rejected = (await call(t.app, ravi, { method: "GET", url: "/api/applications/mine?status=REJECTED" })).json()
      .data;
    expect(rejected.items.every((item: { status: string }) => item.status === "REJECTED")).toBe(true);
    expect(rejected.pagination.totalCount).toBe(data.counts.REJECTED);
    expect((await call(t.app, company, { method: "GET", url: "/api/applications/mine" })).statusCode).toBe(403);
    expect((await call(t.app, ravi, { method: "GET", url: "/api/applications/mine?status=LOST" })).statusCode).toBe(
      400,
    );
  });
});

import { APPLICATIONS_PER_DAY } from "@crewlance/contracts/applications";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { makePdf, multipartForm } from "../../../test/multipart";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { applications } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { apply, applyBody, call, futureDate, postTask, taskBody } from "./testing";

// The finer rules of tasks: who is told of which change, races on the daily cap and on the
// attachment limit, what a cancelled draft and a withdrawn applicant see, the reputation figures.

let t: TestApp;
let company: TestUser;
let freelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, company.user, { companyName: "Rules Co" });
  freelancer = await createUser(t.app, { role: "FREELANCER" });
  await addFreelancerProfile(t.app, freelancer.user, { skills: ["React"] });
});
afterAll(() => t.close());

async function changedNotes(user: TestUser, taskId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, "TASK_CHANGED")));
  return rows.filter((row) => row.link === `/tasks/${taskId}`);
}

describe("telling applicants of a change", () => {
  it("tells live applicants of a new deadline, not of a new title, and not withdrawn ones", async () => {
    const task = await postTask(t.app, company);
    await apply(t.app, freelancer, task.id);
    const gone = await createUser(t.app, { role: "FREELANCER" });
    const withdrawn = await apply(t.app, gone, task.id);
    await call(t.app, gone, { method: "POST", url: `/api/applications/${withdrawn.id}/withdraw` });

    await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { title: "A clearer title for the task" },
    });
    expect(await changedNotes(freelancer, task.id)).toHaveLength(0);

    const res = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { deadline: futureDate(60) },
    });
    expect(res.statusCode).toBe(200);
    const told = await changedNotes(freelancer, task.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain("deadline");
    expect(await changedNotes(gone, task.id)).toHaveLength(0);
  });

  it("edits a draft without telling anyone, and cancels a draft", async () => {
    const draft = (await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() })).json().data;
    const edit = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${draft.id}`,
      payload: { budgetMax: 9_000_000 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ status: "DRAFT", budgetMax: 9_000_000 });
    const cancelled = await call(t.app, company, { method: "POST", url: `/api/tasks/${draft.id}/cancel` });
    expect(cancelled.json().data.status).toBe("CANCELLED");
    expect((await call(t.app, company, { method: "DELETE", url: `/api/tasks/${draft.id}` })).statusCode).toBe(409);
  });
});

describe("visibility after the task closes", () => {
  it("keeps a task visible to a freelancer who applied and withdrew", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, freelancer, task.id);
    await call(t.app, freelancer, { method: "POST", url: `/api/applications/${application.id}/withdraw` });
    await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/cancel` });
    const res = await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${task.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "CANCELLED",
      applied: false,
      myApplication: { status: "WITHDRAWN" },
    });
    const list = (await call(t.app, freelancer, { method: "GET", url: "/api/tasks?limit=100" })).json().data;
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(task.id);
  });
});

describe("races", () => {
  it(`lets one of two parallel applies through at ${APPLICATIONS_PER_DAY - 1} applications today`, async () => {
    // A month-old account: a new one meets the smaller new-account allowance first (decision 0092).
    const busy = await createUser(t.app, {
      role: "FREELANCER",
      createdAt: new Date(now().getTime() - 30 * 86_400_000),
    });
    const poster = await createUser(t.app, { role: "COMPANY" });
    const ids: string[] = [];
    for (let i = 0; i < APPLICATIONS_PER_DAY + 1; i++) ids.push((await postTask(t.app, poster)).id);
    for (let i = 0; i < APPLICATIONS_PER_DAY - 1; i++) await apply(t.app, busy, ids[i]!);
    const results = await Promise.all(
      [ids.at(-2)!, ids.at(-1)!].map((id) =>
        call(t.app, busy, { method: "POST", url: `/api/tasks/${id}/applications`, payload: applyBody() }),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 429]);
    const rows = await t.app.ctx.db.select().from(applications).where(eq(applications.applicantId, busy.user.id));
    expect(rows).toHaveLength(APPLICATIONS_PER_DAY);
  });

  it("never lets parallel uploads pass 5 files", async () => {
    const task = await postTask(t.app, company);
    const upload = () =>
      t.app.inject({
        method: "POST",
        url: `/api/tasks/${task.id}/attachments`,
        headers: company.authHeader,
        payload: multipartForm([], [{ name: "file", content: makePdf(), filename: "a.pdf" }]),
      });
    for (let i = 0; i < 3; i++) expect((await upload()).statusCode).toBe(201);
    const results = await Promise.all([upload(), upload(), upload()]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 201, 422]);
    const detail = (await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}` })).json().data;
    expect(detail.attachments).toHaveLength(5);
  });
});

describe("reputation", () => {
  it("counts published tasks and hires, and leaves drafts out", async () => {
    const hiring = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, hiring.user, { companyName: "Hiring Co" });
    await call(t.app, hiring, { method: "POST", url: "/api/tasks", payload: taskBody() });
    const first = await postTask(t.app, hiring);
    await postTask(t.app, hiring);
    await postTask(t.app, hiring);
    const application = await apply(t.app, freelancer, first.id);
    await call(t.app, hiring, { method: "POST", url: `/api/applications/${application.id}/accept` });
    const profile = (await call(t.app, freelancer, { method: "GET", url: `/api/user/${hiring.user.id}` })).json().data;
    expect(profile.companyReputation).toEqual({
      tasksPosted: 3,
      hires: 1,
      hireRate: 0.33,
      totalPaidOut: 0,
      paymentVerified: false,
      averageRating: null,
      reviewsCount: 0,
      memberSince: hiring.user.createdAt.toISOString(),
    });
    const card = (await call(t.app, freelancer, { method: "GET", url: "/api/tasks?limit=100" }))
      .json()
      .data.items.find((item: { company: { id: string } }) => item.company.id === hiring.user.id);
    expect(card.company).toMatchObject({ name: "Hiring Co", reputation: { tasksPosted: 3, hires: 1, hireRate: 0.33 } });
  });
});

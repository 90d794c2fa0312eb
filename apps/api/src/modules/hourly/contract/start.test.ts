import { addWeeks, indiaDateOf, weekStartOf } from "@crewlance/contracts/hourly";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/app";
import { addCompanyProfile, addFreelancerProfile, createUser, type TestUser } from "../../../../test/users";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { applications, tasks } from "../../../db/schema/tasks";
import { now } from "../../../lib/clock";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, send } from "../../projects/testing";
import { apply, call, postTask } from "../../tasks/testing";
import { contractRow, hireByTheHour } from "../testing";

/*
 * Hiring by the hour (decision 0091): accepting a proposal on an HOURLY task makes an HOURLY
 * project with no milestone and starts its contract at the proposal's amount an hour, on the
 * company's terms or the defaults; the week of a start date in this week opens at once.
 */

describe("hiring on an hourly task", () => {
  let t: TestApp;
  let company: TestUser;
  let freelancer: TestUser;
  let otherCompany: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createUser(t.app, { role: "COMPANY", fullName: "Asha Rao" });
    await addCompanyProfile(t.app, company.user, { companyName: "Acme Logistics" });
    freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
    await addFreelancerProfile(t.app, freelancer.user);
    otherCompany = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, otherCompany.user);
  });

  afterAll(async () => {
    await expectLedgerBalanced(t.app);
    await t.close();
  });

  const contractOf = (projectId: string) => contractRow(t.app, projectId);

  async function weeksOf(projectId: string) {
    return t.app.ctx.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.projectId, projectId));
  }

  it("without terms: an HOURLY project, no milestone, the default terms from today, this week opened", async () => {
    const { response } = await hireByTheHour(t.app, { company, freelancer, rate: 120_000 });
    const { projectId } = await ok(response);
    const project = await ok(send(t.app, company, "GET", `/api/projects/${projectId}`));
    expect(project.kind).toBe("HOURLY");
    expect(project.milestones).toEqual([]);
    expect(project.milestonesCount).toBe(0);
    expect(project.canAddMilestone).toBe(false);
    const contract = await contractOf(projectId);
    expect(contract).toMatchObject({
      companyId: company.user.id,
      freelancerId: freelancer.user.id,
      status: "ACTIVE",
      rate: 120_000,
      weeklyLimitHours: 40,
      manualPolicy: "ALLOWED",
      manualLimitHours: null,
      startDate: indiaDateOf(now()),
    });
    const weeks = await weeksOf(projectId);
    expect(weeks.map((week) => week.weekStart)).toEqual([weekStartOf(now())]);
    const activity = await ok(send(t.app, freelancer, "GET", `/api/projects/${projectId}/activity`));
    expect(activity.items.map((item: { text: string }) => item.text)).toContain(
      "Hired the freelancer; the project started on an hourly contract at ₹1,200.00/hour",
    );
  });

  it("with terms: no limit, limited manual time, a start date next week that waits for its week", async () => {
    const nextMonday = addWeeks(weekStartOf(now()), 1);
    const { response } = await hireByTheHour(t.app, {
      company,
      freelancer,
      hourly: { weeklyLimitHours: null, manualPolicy: "LIMITED", manualLimitHours: 5, startDate: nextMonday },
    });
    const { projectId } = await ok(response);
    expect(await contractOf(projectId)).toMatchObject({
      weeklyLimitHours: null,
      manualPolicy: "LIMITED",
      manualLimitHours: 5,
      startDate: nextMonday,
    });
    expect(await weeksOf(projectId)).toEqual([]);
  });

  it("refuses a start date in the past with a field error, and hires no one", async () => {
    const yesterday = indiaDateOf(new Date(now().getTime() - 86_400_000));
    const { task, application, response } = await hireByTheHour(t.app, {
      company,
      freelancer,
      hourly: { startDate: yesterday },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual([{ path: "startDate", message: "The start date cannot be in the past." }]);
    const [taskRow] = await t.app.ctx.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(taskRow!.status).toBe("OPEN");
    const [applicationRow] = await t.app.ctx.db.select().from(applications).where(eq(applications.id, application.id));
    expect(applicationRow!.status).toBe("PENDING");
  });

  it("refuses terms out of range with field errors", async () => {
    const { response } = await hireByTheHour(t.app, { company, freelancer, hourly: { weeklyLimitHours: 81 } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain("The weekly limit must be at most 80 hours.");
  });

  it("keeps a FIXED task as it was, and refuses hourly terms on it", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, freelancer, task.id);
    const refused = await call(t.app, company, {
      method: "POST",
      url: `/api/applications/${application.id}/accept`,
      payload: { hourly: { weeklyLimitHours: 10 } },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe("This task has a fixed budget, so it cannot be hired by the hour.");
    // An empty POST, as before the hourly terms existed.
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/applications/${application.id}/accept`,
      headers: company.authHeader,
    });
    const { projectId } = await ok(accepted);
    const project = await ok(send(t.app, company, "GET", `/api/projects/${projectId}`));
    expect(project.kind).toBe("FIXED");
    expect(project.milestones).toHaveLength(1);
    expect(await contractOf(projectId)).toBeUndefined();
  });

  it("answers 404 to another company and 403 to a freelancer", async () => {
    const task = await postTask(t.app, company, { budgetType: "HOURLY", budgetMin: 50_000, budgetMax: 150_000 });
    const application = await apply(t.app, freelancer, task.id, { proposedAmount: 100_000 });
    const url = `/api/applications/${application.id}/accept`;
    const stranger = await call(t.app, otherCompany, { method: "POST", url, payload: {} });
    expect(stranger.statusCode, stranger.body).toBe(404);
    const applicant = await call(t.app, freelancer, { method: "POST", url, payload: {} });
    expect(applicant.statusCode, applicant.body).toBe(403);
  });

  it("refuses adding a milestone to an hourly project", async () => {
    const { response } = await hireByTheHour(t.app, { company, freelancer });
    const { projectId } = await ok(response);
    const added = await send(t.app, company, "POST", `/api/projects/${projectId}/milestones`, {
      title: "Extra work",
      amount: 100_000,
    });
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json().message).toBe("An hourly project is billed by the week. To pay more, send a bonus.");
  });
});

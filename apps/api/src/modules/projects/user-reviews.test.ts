import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import type { TestUser } from "../../../test/users";
import { advanceClock, resetClock } from "../../lib/clock";
import {
  depositTo,
  FIRST_AMOUNT,
  ok,
  type ProjectSetup,
  renewSessions,
  send,
  sendMoney,
  setupProject,
} from "./testing";

/*
 * GET /api/reviews?userId= as a profile shows it (decision 0036): only revealed reviews, newest
 * first, with the stars, the comment, the project's title, the author as the profile names them
 * (a company by its company name) and the date; by page number with the capped total, or after a
 * cursor.
 */

const MINUTE = 60_000;

/** A further project between the same two, hired, paid out in full and so COMPLETED. */
async function completedProject(t: TestApp, company: TestUser, freelancer: TestUser, title: string) {
  const task = await ok(
    send(t.app, company, "POST", "/api/tasks", {
      title,
      description:
        "A small, well-defined piece of work for a returning freelancer, with the brief and the designs attached.",
      category: "WEB_DEVELOPMENT",
      skills: ["React"],
      budgetType: "FIXED",
      budgetMin: FIRST_AMOUNT,
      budgetMax: FIRST_AMOUNT,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      experienceLevel: "INTERMEDIATE",
      publish: true,
    }),
    201,
  );
  const application = await ok(
    send(t.app, freelancer, "POST", `/api/tasks/${task.id}/applications`, {
      coverLetter: "Happy to work with you again; I can start tomorrow and deliver within the week as before.",
      proposedAmount: FIRST_AMOUNT,
      estimatedDays: 7,
    }),
    201,
  );
  const { projectId } = await ok(send(t.app, company, "POST", `/api/applications/${application.id}/accept`, {}));
  return finish(t, { company, freelancer, projectId });
}

async function finish(t: TestApp, p: { company: TestUser; freelancer: TestUser; projectId: string }) {
  const project = await ok(send(t.app, p.company, "GET", `/api/projects/${p.projectId}`));
  const milestoneId = project.milestones[0].id as string;
  await ok(sendMoney(t.app, p.company, `/api/milestones/${milestoneId}/fund`));
  await ok(send(t.app, p.freelancer, "POST", `/api/milestones/${milestoneId}/submit`, { note: "Done." }));
  await ok(sendMoney(t.app, p.company, `/api/milestones/${milestoneId}/approve`));
  return p.projectId;
}

async function review(t: TestApp, author: TestUser, projectId: string, rating: number, comment: string) {
  await ok(send(t.app, author, "POST", `/api/projects/${projectId}/reviews`, { rating, comment }), 201);
}

describe("a profile's reviews", () => {
  let t: TestApp;
  let s: ProjectSetup;
  const projectIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
    await depositTo(t.app, s.company, 40_000_000);
    projectIds.push(await finish(t, s));
    projectIds.push(await completedProject(t, s.company, s.freelancer, "Second round: the dashboard's filters"));
    projectIds.push(await completedProject(t, s.company, s.freelancer, "Third round: exports and printing"));
    projectIds.push(await completedProject(t, s.company, s.freelancer, "Fourth round: only the company reviews"));
    // Both sides review the first three, a minute apart so "newest first" has one answer.
    for (const [index, projectId] of projectIds.slice(0, 3).entries()) {
      advanceClock(MINUTE);
      await review(t, s.company, projectId, 3 + index, `Company review ${index + 1}.`);
      await review(t, s.freelancer, projectId, 5 - index, `Freelancer review ${index + 1}.`);
    }
    // A lone review stays blind: not listed, not counted.
    advanceClock(MINUTE);
    await review(t, s.company, projectIds[3]!, 1, "Blind so far.");
    await renewSessions(t.app, s.company, s.freelancer);
  });

  afterAll(async () => {
    resetClock();
    await t.close();
  });

  it("lists the revealed reviews about a freelancer, newest first, with what the profile shows", async () => {
    const page = await ok(send(t.app, null, "GET", `/api/reviews?userId=${s.freelancer.user.id}`));
    expect(page.items.map((item: { comment: string }) => item.comment)).toEqual([
      "Company review 3.",
      "Company review 2.",
      "Company review 1.",
    ]);
    expect(page.items[0]).toMatchObject({
      projectId: projectIds[2],
      projectTitle: "Third round: exports and printing",
      rating: 5,
      hidden: false,
      authorSide: "COMPANY",
      author: { id: s.company.user.id, name: "Acme Logistics" },
      subject: { id: s.freelancer.user.id, name: "Ravi Kumar" },
    });
    const dates = page.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 1, limit: 10, capped: false });
    expect(page.nextCursor).toBeNull();
  });

  it("lists the reviews about a company by its freelancers, by the freelancer's name", async () => {
    const page = await ok(send(t.app, s.otherFreelancer, "GET", `/api/reviews?userId=${s.company.user.id}`));
    expect(page.items.map((item: { rating: number }) => item.rating)).toEqual([3, 4, 5]);
    expect(page.items[2]).toMatchObject({
      comment: "Freelancer review 1.",
      projectTitle: "Build a React dashboard for our logistics app",
      authorSide: "FREELANCER",
      author: { id: s.freelancer.user.id, name: "Ravi Kumar" },
      subject: { name: "Acme Logistics" },
    });
    expect(page.pagination.totalCount).toBe(3);
  });

  it("pages by number with the total, and after a cursor to the same rows", async () => {
    const url = `/api/reviews?userId=${s.freelancer.user.id}&limit=2`;
    const first = await ok(send(t.app, null, "GET", url));
    expect(first.items.map((item: { comment: string }) => item.comment)).toEqual([
      "Company review 3.",
      "Company review 2.",
    ]);
    expect(first.pagination).toEqual({ totalCount: 3, currentPage: 1, totalPages: 2, limit: 2, capped: false });
    expect(first.nextCursor).toBe(first.items[1].id);
    const second = await ok(send(t.app, null, "GET", `${url}&page=2`));
    expect(second.items.map((item: { comment: string }) => item.comment)).toEqual(["Company review 1."]);
    expect(second.pagination.currentPage).toBe(2);
    expect(second.nextCursor).toBeNull();
    const after = await ok(send(t.app, null, "GET", `${url}&cursor=${first.nextCursor}`));
    expect(after.items).toEqual(second.items);
    const past = await ok(send(t.app, null, "GET", `${url}&page=3`));
    expect(past).toMatchObject({ items: [], nextCursor: null, pagination: { totalCount: 3, currentPage: 3 } });
  });

  it("refuses a page that is not a whole number from 1 with the field named", async () => {
    const response = await send(t.app, null, "GET", `/api/reviews?userId=${s.freelancer.user.id}&page=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(["page"]);
  });
});

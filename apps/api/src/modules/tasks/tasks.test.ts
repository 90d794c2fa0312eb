import { and, eq } from "drizzle-orm";
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
import { advanceClock, resetClock } from "../../lib/clock";
import { fundEscrow, releaseEscrow } from "../money/index";
import { deposit } from "../money/testing";
import { apply, call, futureDate, postTask, taskBody } from "./testing";

let t: TestApp;
let company: TestUser;
let otherCompany: TestUser;
let freelancer: TestUser;
let otherFreelancer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  company = await createUser(t.app, { role: "COMPANY", fullName: "Rahul Mehta" });
  await addCompanyProfile(t.app, company.user, { companyName: "Acme Labs Pvt Ltd", location: "Pune" });
  otherCompany = await createUser(t.app, { role: "COMPANY" });
  await addCompanyProfile(t.app, otherCompany.user, { companyName: "Other Co" });
  freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Priya Sharma" });
  await addFreelancerProfile(t.app, freelancer.user, { skills: ["react", "TypeScript", "Go"] });
  otherFreelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Ravi Kumar" });
  await addFreelancerProfile(t.app, otherFreelancer.user, { skills: ["PHP"] });
});
afterAll(() => t.close());

async function notificationsOf(user: TestUser, type: string) {
  return t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, type)));
}

describe("creating, publishing and reading a task", () => {
  it("saves a draft that only its owner sees, then publishes it for everyone", async () => {
    const created = await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe("Your draft is saved.");
    const task = created.json().data;
    expect(task).toMatchObject({
      status: "DRAFT",
      publishedAt: null,
      isOwner: true,
      applicationsCount: 0,
      attachments: [],
      myApplication: null,
      projectId: null,
      company: {
        id: company.user.id,
        name: "Acme Labs Pvt Ltd",
        location: "Pune",
        reputation: {
          tasksPosted: 0,
          hires: 0,
          hireRate: 0,
          totalPaidOut: 0,
          paymentVerified: false,
          averageRating: null,
        },
      },
      match: null,
    });
    for (const viewer of [otherCompany, freelancer]) {
      const res = await call(t.app, viewer, { method: "GET", url: `/api/tasks/${task.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: "NOT_FOUND", message: "Task was not found." });
    }
    const published = await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/publish` });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: "OPEN", company: { reputation: { tasksPosted: 1 } } });
    expect(published.json().data.publishedAt).not.toBeNull();
    const seen = await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${task.id}` });
    expect(seen.statusCode).toBe(200);
    // react and TypeScript of React, TypeScript, Node.js, PostgreSQL: matched case-insensitively.
    expect(seen.json().data).toMatchObject({ isOwner: false, match: { matched: 2, total: 4 }, applied: false });
    const again = await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/publish` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("CONFLICT");
  });

  it("publishes at once with publish: true and trims repeated skills", async () => {
    const res = await call(t.app, company, {
      method: "POST",
      url: "/api/tasks",
      payload: taskBody({ publish: true, skills: [" React ", "Node.js"] }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "OPEN", skills: ["React", "Node.js"] });
    expect(res.json().message).toBe("Your task is published.");
  });

  it.each([
    [{ title: "too short" }, "title"],
    [{ title: "x".repeat(121) }, "title"],
    [{ description: "Too short to describe anything." }, "description"],
    [{ description: "x".repeat(10_001) }, "description"],
    [{ skills: [] }, "skills"],
    [{ skills: Array.from({ length: 16 }, (_, i) => `Skill ${i}`) }, "skills"],
    [{ budgetMin: 0 }, "budgetMin"],
    [{ budgetMin: 6_000_000 }, "budgetMax"],
    [{ budgetMax: 1.5 }, "budgetMax"],
    [{ deadline: "2020-01-01" }, "deadline"],
    [{ deadline: "next week" }, "deadline"],
    [{ category: "GARDENING" }, "category"],
    [{ budgetType: "WEEKLY" }, "budgetType"],
    [{ experienceLevel: "GURU" }, "experienceLevel"],
  ])("refuses %j with a field error on %s", async (change, path) => {
    const res = await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    expect(res.json().errors.map((error: { path: string }) => error.path)).toContain(path);
  });

  it("lets only companies with a verified email post", async () => {
    const res = await call(t.app, freelancer, { method: "POST", url: "/api/tasks", payload: taskBody() });
    expect(res.statusCode).toBe(403);
    const unverified = await createUser(t.app, { role: "COMPANY", verified: false });
    const refused = await call(t.app, unverified, { method: "POST", url: "/api/tasks", payload: taskBody() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Verify your email/);
    expect((await call(t.app, null, { method: "POST", url: "/api/tasks", payload: taskBody() })).statusCode).toBe(401);
  });

  it("refuses to publish a draft whose deadline has passed (422)", async () => {
    const draft = (
      await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody({ deadline: futureDate(2) }) })
    ).json().data;
    advanceClock(3 * 86_400_000);
    try {
      // A fresh session: the first one's access token has expired meanwhile.
      const token = await accessTokenFor(t.app, { userId: company.user.id, role: "COMPANY" });
      const later = { ...company, authHeader: { authorization: `Bearer ${token}` } };
      const res = await call(t.app, later, { method: "POST", url: `/api/tasks/${draft.id}/publish` });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("BUSINESS_RULE");
    } finally {
      resetClock();
    }
  });
});

describe("editing, cancelling and deleting", () => {
  it("edits an open task, re-scores matches on new skills, and tells live applicants of a new budget", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, freelancer, task.id);
    expect(application).toMatchObject({ match: { matched: 2, total: 4 } });
    const res = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { skills: ["Go", "React", "TypeScript"], budgetMax: 6_000_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ skills: ["Go", "React", "TypeScript"], budgetMax: 6_000_000 });
    const list = await call(t.app, company, { method: "GET", url: `/api/tasks/${task.id}/applications` });
    expect(list.json().data.items[0].match).toEqual({ matched: 3, total: 3 });
    const told = await notificationsOf(freelancer, "TASK_CHANGED");
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/tasks/${task.id}` });
    expect(told[0]!.body).toContain("budget");
  });

  it("checks the budget order against the stored value of the one not sent", async () => {
    const task = await postTask(t.app, company);
    const res = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { budgetMin: 9_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "budgetMax", message: "Maximum budget must be at least the minimum budget." },
    ]);
  });

  it("tells every live applicant of a change, then of the cancellation, each once", async () => {
    const task = await postTask(t.app, company);
    await apply(t.app, freelancer, task.id);
    await apply(t.app, otherFreelancer, task.id);
    const patch = { method: "PATCH" as const, url: `/api/tasks/${task.id}`, payload: { budgetMax: 7_000_000 } };
    expect((await call(t.app, company, patch)).statusCode).toBe(200);
    expect((await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/cancel` })).statusCode).toBe(200);
    const about = async (user: TestUser, type: string) =>
      (await notificationsOf(user, type)).filter((n) => n.link === `/tasks/${task.id}`);
    for (const applicant of [freelancer, otherFreelancer]) {
      expect((await about(applicant, "TASK_CHANGED")).map((n) => n.data)).toEqual([
        { taskId: task.id, changed: ["budget"] },
      ]);
      expect((await about(applicant, "TASK_CANCELLED")).map((n) => n.data)).toEqual([{ taskId: task.id }]);
    }
    expect(await about(company, "TASK_CANCELLED")).toEqual([]);
  });

  it("cancels an open task, closes its live applications and tells their applicants", async () => {
    const task = await postTask(t.app, company);
    const application = await apply(t.app, otherFreelancer, task.id);
    const res = await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("CANCELLED");
    const mine = await call(t.app, otherFreelancer, { method: "GET", url: `/api/applications/${application.id}` });
    expect(mine.json().data).toMatchObject({ status: "REJECTED", rejectionReason: "The company cancelled this task." });
    expect((await notificationsOf(otherFreelancer, "TASK_CANCELLED")).map((n) => n.link)).toContain(
      `/tasks/${task.id}`,
    );
    // The applicant still sees the task; a stranger does not.
    expect((await call(t.app, otherFreelancer, { method: "GET", url: `/api/tasks/${task.id}` })).statusCode).toBe(200);
    expect((await call(t.app, freelancer, { method: "GET", url: `/api/tasks/${task.id}` })).statusCode).toBe(404);
    for (const action of ["cancel", "publish"]) {
      expect((await call(t.app, company, { method: "POST", url: `/api/tasks/${task.id}/${action}` })).statusCode).toBe(
        409,
      );
    }
    const edit = await call(t.app, company, {
      method: "PATCH",
      url: `/api/tasks/${task.id}`,
      payload: { title: "A new title here" },
    });
    expect(edit.statusCode).toBe(409);
  });

  it("deletes only a draft", async () => {
    const open = await postTask(t.app, company);
    const refused = await call(t.app, company, { method: "DELETE", url: `/api/tasks/${open.id}` });
    expect(refused.statusCode).toBe(409);
    const draft = (await call(t.app, company, { method: "POST", url: "/api/tasks", payload: taskBody() })).json().data;
    const deleted = await call(t.app, company, { method: "DELETE", url: `/api/tasks/${draft.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await call(t.app, company, { method: "GET", url: `/api/tasks/${draft.id}` })).statusCode).toBe(404);
  });
});

describe("GET /tasks", () => {
  let searchCompany: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    searchCompany = await createUser(t.app, { role: "COMPANY" });
    await addCompanyProfile(t.app, searchCompany.user, { companyName: "Search Co" });
    ids.logo = (
      await postTask(t.app, searchCompany, {
        title: "Design a logo for a zebra crossing startup",
        category: "DESIGN",
        skills: ["Illustrator", "Branding"],
        budgetMin: 100_000,
        budgetMax: 300_000,
        experienceLevel: "ENTRY",
        budgetType: "HOURLY",
      })
    ).id;
    ids.app = (
      await postTask(t.app, searchCompany, {
        title: "Flutter app for zebra crossing alerts",
        category: "MOBILE_DEVELOPMENT",
        skills: ["Flutter", "Dart"],
        budgetMin: 9_000_000,
        budgetMax: 12_000_000,
        experienceLevel: "EXPERT",
      })
    ).id;
  });

  const list = async (query: string, viewer: TestUser = freelancer) => {
    const res = await call(t.app, viewer, { method: "GET", url: `/api/tasks?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      items: Array<{
        id: string;
        status: string;
        match: unknown;
        applied: boolean;
        applicationsCount: number;
        company: { name: string };
      }>;
      pagination: { totalCount: number; capped: boolean };
    };
  };

  it("shows open tasks only, newest first, paginated, with the viewer's match and applied flag", async () => {
    const page = await list("limit=100");
    expect(page.items.every((item) => item.status === "OPEN")).toBe(true);
    expect(page.items[0]!.id).toBe(ids.app);
    expect(page.pagination).toMatchObject({ currentPage: 1, limit: 100, capped: false });
    expect(page.pagination.totalCount).toBe(page.items.length);
    expect(page.items.find((item) => item.id === ids.logo)).toMatchObject({
      match: { matched: 0, total: 2 },
      applied: false,
      company: { name: "Search Co" },
    });
    expect((await list("limit=100", company)).items[0]!.match).toBeNull();
  });

  it.each([
    ["q=zebra", ["app", "logo"]],
    ["q=flutter", ["app"]],
    ["q=zebra&sort=budget_asc", ["logo", "app"]],
    ["q=zebra&sort=budget_desc", ["app", "logo"]],
    ["q=zebra&category=DESIGN", ["logo"]],
    ["q=zebra&skills=dart,illustrator", ["app", "logo"]],
    ["q=zebra&skills=FLUTTER", ["app"]],
    ["q=zebra&minBudget=250000&maxBudget=1000000", ["logo"]],
    ["q=zebra&minBudget=10000000", ["app"]],
    ["q=zebra&budgetType=HOURLY", ["logo"]],
    ["q=zebra&experienceLevel=EXPERT", ["app"]],
    ["q=zebra&postedWithinDays=1", ["app", "logo"]],
    ["q=nothing-like-this", []],
  ])("%s", async (query, expected) => {
    const page = await list(query);
    expect(page.items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])).toEqual(expected);
  });

  it("keeps a page every viewer sees alike, never one viewer's applied flag or match (decision 0059)", async () => {
    const query = "q=zebra&limit=10";
    // Whoever reads first fills the kept page; the others read it from memory.
    const before = await list(query, otherFreelancer);
    expect(before.items.map((item) => item.applied)).toEqual([false, false]);
    await apply(t.app, freelancer, ids.app!);
    const mine = await list(query, freelancer);
    const theirs = await list(query, otherFreelancer);
    const companys = await list(query, company);
    expect(mine.items.map((item) => [item.applied, item.match])).toEqual([
      [true, { matched: 0, total: 2 }],
      [false, { matched: 0, total: 2 }],
    ]);
    expect(theirs.items.map((item) => item.applied)).toEqual([false, false]);
    expect(companys.items.map((item) => [item.applied, item.match])).toEqual([
      [false, null],
      [false, null],
    ]);
    // The application was a write: every viewer's next page counts it.
    for (const page of [mine, theirs, companys]) {
      expect(page.items.find((item) => item.id === ids.app)).toMatchObject({ applicationsCount: 1 });
    }
  });

  it("drops a kept page when another instance funds or releases a company's escrow (decision 0063)", async () => {
    const reputation = async () => {
      const page = await list("q=zebra&limit=10");
      return (page.items[0]!.company as unknown as { reputation: { totalPaidOut: number; paymentVerified: boolean } })
        .reputation;
    };
    expect(await reputation()).toMatchObject({ totalPaidOut: 0, paymentVerified: false });
    const other = await t.startAnotherInstance();
    try {
      await deposit(other.app, searchCompany, 1_000_000);
      // The deposit moves no reputation: the kept page stays as it was.
      expect(await reputation()).toMatchObject({ totalPaidOut: 0, paymentVerified: false });
      const funded = await fundEscrow(other.app.ctx, {
        companyId: searchCompany.user.id,
        amount: 100_000,
        idempotencyKey: "reputation-test:fund",
        reference: null,
      });
      // This instance hears of it when the notification arrives: wait for that, not for a set time.
      await expect.poll(reputation, { timeout: 60_000 }).toMatchObject({ totalPaidOut: 0, paymentVerified: true });
      await releaseEscrow(other.app.ctx, {
        companyId: searchCompany.user.id,
        freelancerId: freelancer.user.id,
        amount: 100_000,
        clientFee: funded.clientFee,
        idempotencyKey: "reputation-test:release",
        reference: null,
      });
      await expect
        .poll(reputation, { timeout: 60_000 })
        .toMatchObject({ totalPaidOut: 100_000 + funded.clientFee, paymentVerified: true });
    } finally {
      await other.close();
    }
  });

  it("refuses a bad query with field errors", async () => {
    for (const query of ["sort=random", "minBudget=5&maxBudget=4", "postedWithinDays=0", "limit=101", "category=X"]) {
      const res = await call(t.app, freelancer, { method: "GET", url: `/api/tasks?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it("pages only through the first 1,000 matches, which the total counts (decision 0114)", async () => {
    const last = await call(t.app, freelancer, { method: "GET", url: "/api/tasks?page=84&sort=newest" });
    expect(last.statusCode).toBe(200);
    expect(last.json().data.pagination.currentPage).toBe(84);
    for (const query of ["page=85", "page=11&limit=100", "page=1000000&q=logo"]) {
      const res = await call(t.app, freelancer, { method: "GET", url: `/api/tasks?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        errors: [
          {
            path: "page",
            message: "Only the first 1,000 results can be paged through. Narrow the search to see the others.",
          },
        ],
      });
    }
  });

  it("lists the company's own tasks in every status with application counts", async () => {
    const mine = await call(t.app, company, { method: "GET", url: "/api/tasks/mine?limit=100" });
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data.statusCounts.CANCELLED).toBeGreaterThan(0);
    expect(data.statusCounts.DRAFT).toBeGreaterThan(0);
    expect(data.items.length).toBe(data.pagination.totalCount);
    const withApplication = data.items.find(
      (item: { applicationCounts: { PENDING: number } }) => item.applicationCounts.PENDING > 0,
    );
    expect(withApplication).toBeDefined();
    const drafts = await call(t.app, company, { method: "GET", url: "/api/tasks/mine?status=DRAFT" });
    expect(drafts.json().data.items.every((item: { status: string }) => item.status === "DRAFT")).toBe(true);
    expect((await call(t.app, freelancer, { method: "GET", url: "/api/tasks/mine" })).statusCode).toBe(403);
  });
});

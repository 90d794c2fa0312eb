import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser, type TestUser } from "../../../test/users";
import { users } from "../../db/schema/users";
import { advanceClock } from "../../lib/clock";
import { verifyLedger } from "../money/index";
import { depositTo, FIRST_AMOUNT, ok, type ProjectSetup, send, sendMoney, setupProject } from "../projects/testing";
import { lastMonths } from "./months";
import { DASHBOARD_CACHE_TTL_MS } from "./routes";

/*
 * GET /dashboard (decision 0048): every figure checked against what the real routes made — a task
 * posted and applied to, a project hired, funded and approved, a withdrawal and a dispute — for
 * each role, with the cache and who may read what.
 */

const CLIENT_FEE = 225_000; // 5% of FIRST_AMOUNT
const WITHDRAWAL = 60_000;

let t: TestApp;
let s: ProjectSetup;
let secondTaskId: string;
const thisMonth = () => lastMonths(1).keys[0]!;

function dashboardOf(user: TestUser) {
  return ok(send(t.app, user, "GET", "/api/dashboard"));
}

/** Past the cache's lifetime, so a read sees what other people did meanwhile. */
function expireCache() {
  advanceClock(DASHBOARD_CACHE_TTL_MS + 1);
}

beforeAll(async () => {
  t = await createTestApp();
  s = await setupProject(t.app);
  const task = await ok(
    send(t.app, s.company, "POST", "/api/tasks", {
      title: "Write a Go service that sends shipment alerts",
      description: "A small Go service with TypeScript clients that sends shipment delay alerts by email and SMS.",
      category: "WEB_DEVELOPMENT",
      skills: ["Go", "TypeScript"],
      budgetType: "FIXED",
      budgetMin: 1_000_000,
      budgetMax: 3_000_000,
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      experienceLevel: "INTERMEDIATE",
      publish: true,
    }),
    201,
  );
  secondTaskId = task.id;
});

afterAll(async () => {
  const check = await verifyLedger(t.app.ctx);
  expect(check.ok).toBe(true);
  await t.close();
});

describe("GET /dashboard", () => {
  it("needs a signed-in user who has chosen a role", async () => {
    expect((await send(t.app, null, "GET", "/api/dashboard")).statusCode).toBe(401);
    const undecided = await createUser(t.app, { role: "FREELANCER" });
    await t.app.ctx.db.update(users).set({ role: null }).where(eq(users.id, undecided.user.id));
    const res = await send(t.app, undecided, "GET", "/api/dashboard");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Choose whether you want to work or to hire first.");
  });

  it("shows the company its open tasks, proposals to review, active project and escrow once funded", async () => {
    await ok(
      send(t.app, s.otherFreelancer, "POST", `/api/tasks/${secondTaskId}/applications`, {
        coverLetter: "I write Go services every day and have sent alerts by email and SMS for two logistics firms.",
        proposedAmount: 2_000_000,
        estimatedDays: 10,
      }),
      201,
    );
    await depositTo(t.app, s.company, 10_000_000);
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
    const dashboard = await dashboardOf(s.company);
    expect(dashboard).toMatchObject({
      role: "COMPANY",
      openTasks: 1,
      applicationsToReview: 1,
      activeProjects: 1,
      escrowHeld: FIRST_AMOUNT + CLIENT_FEE,
    });
    expect(dashboard.newestOpenTasks).toEqual([
      expect.objectContaining({
        id: secondTaskId,
        title: "Write a Go service that sends shipment alerts",
        toReview: 1,
      }),
    ]);
    expect(dashboard.spendByMonth).toHaveLength(12);
    expect(dashboard.spendByMonth.at(-1)).toEqual({ month: thisMonth(), amount: 0 });
    expect(dashboard.recentActivity.length).toBeGreaterThan(0);
    expect(dashboard.recentActivity[0]).toMatchObject({ isRead: false });
  });

  it("moves the approved milestone from escrow to the month's spend, and the project out of the active ones", async () => {
    await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Delivered." }));
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/approve`));
    const dashboard = await dashboardOf(s.company);
    expect(dashboard).toMatchObject({ escrowHeld: 0, activeProjects: 0 });
    expect(dashboard.spendByMonth.at(-1)).toEqual({ month: thisMonth(), amount: FIRST_AMOUNT + CLIENT_FEE });
    expect(dashboard.spendByMonth.slice(0, -1).every((month: { amount: number }) => month.amount === 0)).toBe(true);
  });

  it("shows the freelancer applications by status, the month's earnings and tasks matching their skills", async () => {
    const dashboard = await dashboardOf(s.freelancer);
    expect(dashboard).toMatchObject({
      role: "FREELANCER",
      applicationsByStatus: { PENDING: 0, SHORTLISTED: 0, ACCEPTED: 1, REJECTED: 0, WITHDRAWN: 0 },
      activeProjects: 0,
      hasSkills: true,
    });
    // What reached the wallet: less 5% TDS, the freelancer has no PAN (decision 0089).
    expect(dashboard.earningsByMonth.at(-1)).toEqual({ month: thisMonth(), amount: FIRST_AMOUNT - 225_000 });
    expect(dashboard.recommendedTasks).toEqual([
      {
        id: secondTaskId,
        title: "Write a Go service that sends shipment alerts",
        companyName: "Acme Logistics",
        budgetType: "FIXED",
        budgetMin: 1_000_000,
        budgetMax: 3_000_000,
        match: { matched: 1, total: 2 },
      },
    ]);
    expect(dashboard.recentActivity.map((item: { title: string }) => item.title).join(" ")).toMatch(/approved/i);
    expect(dashboard).not.toHaveProperty("escrowHeld");
    expect(dashboard).not.toHaveProperty("users");
  });

  it("leaves out a task the freelancer applied to, and counts their pending proposal", async () => {
    const dashboard = await dashboardOf(s.otherFreelancer);
    expect(dashboard.applicationsByStatus.PENDING).toBe(1);
    expect(dashboard.recommendedTasks).toEqual([]);
    expect(dashboard.earningsByMonth.every((month: { amount: number }) => month.amount === 0)).toBe(true);
  });

  it("shows another company none of this company's figures", async () => {
    const dashboard = await dashboardOf(s.otherCompany);
    expect(dashboard).toMatchObject({
      role: "COMPANY",
      openTasks: 0,
      applicationsToReview: 0,
      activeProjects: 0,
      escrowHeld: 0,
      newestOpenTasks: [],
    });
    expect(dashboard.spendByMonth.every((month: { amount: number }) => month.amount === 0)).toBe(true);
  });

  it("shows the admin users, tasks, projects and volume per month, disputes, withdrawals and what happened last", async () => {
    const disputed = await setupProject(t.app);
    await depositTo(t.app, disputed.company, 10_000_000);
    await ok(sendMoney(t.app, disputed.company, `/api/milestones/${disputed.milestoneId}/fund`));
    await ok(
      send(t.app, disputed.freelancer, "POST", `/api/milestones/${disputed.milestoneId}/dispute`, {
        reason: "The scope changed after funding.",
      }),
    );
    await ok(
      sendMoney(t.app, s.freelancer, "/api/wallet/withdrawals", {
        amount: WITHDRAWAL,
        destination: { type: "UPI", vpa: "ravi.kumar@okhdfc" },
      }),
      201,
    );
    const dashboard = await dashboardOf(s.admin);
    // Two setups of five people each, and the undecided account of the first test.
    expect(dashboard.users).toEqual({
      total: 11,
      byRole: { FREELANCER: 4, COMPANY: 4, ADMIN: 2 },
      byStatus: { ACTIVE: 11, SUSPENDED: 0 },
      withoutRole: 1,
      companiesAwaitingVerification: 4,
    });
    expect(dashboard.tasks).toEqual({ open: 1, inProgress: 1, completed: 1 });
    expect(dashboard.projects).toEqual({ active: 0, completed: 1, disputed: 1 });
    expect(dashboard.months).toHaveLength(12);
    expect(dashboard.months.at(-1)).toEqual({
      month: thisMonth(),
      signUps: 11,
      tasksPosted: 3,
      projectsStarted: 2,
      volume: 2 * FIRST_AMOUNT,
    });
    expect(dashboard.openDisputes).toBe(1);
    expect(dashboard.pendingWithdrawals).toEqual({ count: 1, amount: WITHDRAWAL });
    expect(dashboard.openSupportTickets).toBe(0);
    const kinds = dashboard.recentActivity.map((item: { kind: string }) => item.kind);
    // Newest first: the withdrawal, the dispute, then the second setup's sign-ups.
    expect(kinds.slice(0, 3)).toEqual(["WITHDRAWAL", "DISPUTE", "SIGN_UP"]);
    expect(kinds).toContain("SIGN_UP");
    expect(dashboard.recentActivity).toContainEqual(
      expect.objectContaining({ kind: "WITHDRAWAL", title: "Ravi Kumar asked for a withdrawal", amount: WITHDRAWAL }),
    );
  });

  it("serves a user's dashboard from the cache until it expires, and afresh after their own write", async () => {
    const before = await dashboardOf(s.admin);
    await createUser(t.app, { role: "COMPANY" });
    const cached = await dashboardOf(s.admin);
    expect(cached.generatedAt).toBe(before.generatedAt);
    expect(cached.users.total).toBe(before.users.total);
    expireCache();
    const fresh = await dashboardOf(s.admin);
    expect(fresh.users.total).toBe(before.users.total + 1);

    const company = await dashboardOf(s.company);
    await ok(send(t.app, s.company, "POST", `/api/tasks/${secondTaskId}/cancel`, {}));
    const afterCancel = await dashboardOf(s.company);
    expect(afterCancel.openTasks).toBe(company.openTasks - 1);
  });
});

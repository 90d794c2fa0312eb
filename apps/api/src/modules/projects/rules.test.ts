import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import type { TestUser } from "../../../test/users";
import { milestones } from "../../db/schema/projects";
import { resetClock } from "../../lib/clock";
import { verifyLedger } from "../money/index";
import { depositTo, ok, type ProjectSetup, send, sendMoney, setupProject, walletOf } from "./testing";

/*
 * Every illegal transition and every wrong actor: each milestone endpoint called in
 * each state by the other party, by users outside the project and by an admin; milestones
 * proposed by the freelancer; cancelling the project; approve and cancel sent at once.
 */

type Step = { name: string; url: (id: string) => string; body: unknown; money: boolean };

const STEPS: Step[] = [
  { name: "fund", url: (id) => `/api/milestones/${id}/fund`, body: {}, money: true },
  { name: "submit", url: (id) => `/api/milestones/${id}/submit`, body: { note: "Delivered." }, money: false },
  { name: "approve", url: (id) => `/api/milestones/${id}/approve`, body: {}, money: true },
  {
    name: "request-revision",
    url: (id) => `/api/milestones/${id}/request-revision`,
    body: { reason: "More please." },
    money: false,
  },
  { name: "cancel", url: (id) => `/api/milestones/${id}/cancel`, body: {}, money: true },
  { name: "dispute", url: (id) => `/api/milestones/${id}/dispute`, body: { reason: "No." }, money: false },
  { name: "accept", url: (id) => `/api/milestones/${id}/accept`, body: {}, money: false },
  { name: "decline", url: (id) => `/api/milestones/${id}/decline`, body: {}, money: false },
];

function post(t: TestApp, user: TestUser, step: Step, id: string) {
  return step.money
    ? sendMoney(t.app, user, step.url(id), step.body)
    : send(t.app, user, "POST", step.url(id), step.body);
}

/** Which side may take each step, and from which statuses. */
const ALLOWED: Record<string, { side: "company" | "freelancer" | "both"; from: string[] }> = {
  fund: { side: "company", from: ["PENDING"] },
  submit: { side: "freelancer", from: ["FUNDED", "REVISION_REQUESTED"] },
  approve: { side: "company", from: ["SUBMITTED"] },
  "request-revision": { side: "company", from: ["SUBMITTED"] },
  cancel: { side: "company", from: ["PENDING", "FUNDED"] },
  dispute: { side: "both", from: ["FUNDED", "SUBMITTED", "REVISION_REQUESTED"] },
  accept: { side: "company", from: [] },
  decline: { side: "company", from: [] },
};

describe("milestone rules", () => {
  let t: TestApp;
  let s: ProjectSetup;

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
    await depositTo(t.app, s.company, 10_000_000);
  });

  afterAll(async () => {
    const check = await verifyLedger(t.app.ctx);
    expect(check.ok).toBe(true);
    await t.close();
  });

  /** A new company milestone brought to `status` through the API. */
  async function milestoneIn(status: string): Promise<string> {
    const created = await ok(
      send(t.app, s.company, "POST", `/api/projects/${s.projectId}/milestones`, {
        title: `M ${status}`,
        amount: 10_000,
      }),
      201,
    );
    const id = created.milestone.id as string;
    if (status === "PENDING") return id;
    await ok(sendMoney(t.app, s.company, `/api/milestones/${id}/fund`));
    if (status === "FUNDED") return id;
    await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${id}/submit`, { note: "Here." }));
    if (status === "SUBMITTED") return id;
    if (status === "REVISION_REQUESTED") {
      await ok(send(t.app, s.company, "POST", `/api/milestones/${id}/request-revision`, { reason: "Again." }));
      return id;
    }
    if (status === "APPROVED") {
      await ok(sendMoney(t.app, s.company, `/api/milestones/${id}/approve`));
      return id;
    }
    if (status === "DISPUTED") {
      await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${id}/dispute`, { reason: "Stuck." }));
      return id;
    }
    throw new Error(status);
  }

  async function statusOf(id: string) {
    const [row] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, id));
    return row!.status;
  }

  const STATUSES = ["PENDING", "FUNDED", "SUBMITTED", "REVISION_REQUESTED", "APPROVED", "DISPUTED"];

  it.each(STATUSES)(
    "refuses every step not allowed from %s, by the right side with 409 and the wrong side with 403",
    async (status) => {
      const id = await milestoneIn(status);
      for (const step of STEPS) {
        const rule = ALLOWED[step.name]!;
        const allowedHere = rule.from.includes(status);
        const sides: ["company" | "freelancer", TestUser][] = [
          ["company", s.company],
          ["freelancer", s.freelancer],
        ];
        for (const [side, user] of sides) {
          const rightSide = rule.side === "both" || rule.side === side;
          if (allowedHere && rightSide) continue; // the lifecycle tests take the allowed steps
          const res = await post(t, user, step, id);
          const expected = rightSide ? 409 : 403;
          expect(res.statusCode, `${side} ${step.name} from ${status}: ${res.body}`).toBe(expected);
          expect(res.json().message).toMatch(/\.$/);
        }
        // Outsiders and an admin do not see the milestone at all.
        for (const outsider of [s.otherCompany, s.otherFreelancer, s.admin]) {
          const res = await post(t, outsider, step, id);
          expect(res.statusCode, `outsider ${step.name}: ${res.body}`).toBe(404);
        }
        expect(await statusOf(id)).toBe(status);
      }
    },
    120_000,
  );

  it("hides the project, its board, activity, files, reviews and milestones from everyone but its parties", async () => {
    const id = await milestoneIn("PENDING");
    const item = await ok(send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, { title: "Card" }), 201);
    // An admin is an outsider too until the project has a dispute, which this file's shared project
    // gets from an earlier test: admin-read.test.ts proves both sides of that (decision 0080).
    for (const outsider of [s.otherCompany, s.otherFreelancer]) {
      const calls: [string, string, unknown?][] = [
        ["GET", `/api/projects/${s.projectId}`],
        ["GET", `/api/projects/${s.projectId}/board`],
        ["POST", `/api/projects/${s.projectId}/board`, { title: "Mine" }],
        ["GET", `/api/projects/${s.projectId}/activity`],
        ["GET", `/api/projects/${s.projectId}/reviews`],
        ["POST", `/api/projects/${s.projectId}/reviews`, { rating: 5, comment: "x" }],
        ["POST", `/api/projects/${s.projectId}/milestones`, { title: "x", amount: 100 }],
        ["POST", `/api/projects/${s.projectId}/cancel`, {}],
        ["PATCH", `/api/milestones/${id}`, { title: "x" }],
        ["PATCH", `/api/board-items/${item.id}`, { title: "x" }],
        ["DELETE", `/api/board-items/${item.id}`],
      ];
      for (const [method, url, body] of calls) {
        const res = await send(t.app, outsider, method as "GET", url, body);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      }
    }
    const files = await send(t.app, s.otherFreelancer, "GET", `/api/projects/${s.projectId}/files`);
    expect(files.statusCode).toBe(404);
    const unauthenticated = await send(t.app, null, "GET", `/api/projects/${s.projectId}`);
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("lets only the company edit a PENDING milestone", async () => {
    const id = await milestoneIn("PENDING");
    const byFreelancer = await send(t.app, s.freelancer, "PATCH", `/api/milestones/${id}`, { title: "Mine" });
    expect(byFreelancer.statusCode).toBe(403);
    const edited = await ok(
      send(t.app, s.company, "PATCH", `/api/milestones/${id}`, { amount: 20_000, dueDate: null }),
    );
    expect(edited.milestone).toMatchObject({ amount: 20_000, dueDate: null });
    const funded = await milestoneIn("FUNDED");
    const late = await send(t.app, s.company, "PATCH", `/api/milestones/${funded}`, { title: "Later" });
    expect(late.statusCode).toBe(409);
    const empty = await send(t.app, s.company, "PATCH", `/api/milestones/${id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it("takes a freelancer's proposal, which only the company accepts or declines", async () => {
    const before = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    const proposed = await ok(
      send(t.app, s.freelancer, "POST", `/api/projects/${s.projectId}/milestones`, { title: "Extra", amount: 30_000 }),
      201,
    );
    const id = proposed.milestone.id as string;
    expect(proposed.milestone).toMatchObject({ proposedBy: "FREELANCER", proposal: "AWAITING", status: "PENDING" });
    expect(proposed.project.money.total).toBe(before.money.total); // a proposal counts once accepted
    expect(proposed.project.waitingOn.find((hint: { milestoneId: string }) => hint.milestoneId === id)).toMatchObject({
      side: "COMPANY",
      text: "Accept or decline the proposed milestone 'Extra'",
    });
    const early = await sendMoney(t.app, s.company, `/api/milestones/${id}/fund`);
    expect(early.statusCode).toBe(409);
    expect((await send(t.app, s.freelancer, "POST", `/api/milestones/${id}/accept`, {})).statusCode).toBe(403);
    const accepted = await ok(send(t.app, s.company, "POST", `/api/milestones/${id}/accept`, {}));
    expect(accepted.milestone).toMatchObject({ proposal: "ACCEPTED", actions: ["EDIT", "FUND", "CANCEL"] });
    expect((await send(t.app, s.company, "POST", `/api/milestones/${id}/accept`, {})).statusCode).toBe(409);

    const other = await ok(
      send(t.app, s.freelancer, "POST", `/api/projects/${s.projectId}/milestones`, { title: "Nope", amount: 1_000 }),
      201,
    );
    const declined = await ok(
      send(t.app, s.company, "POST", `/api/milestones/${other.milestone.id}/decline`, { reason: "Not needed." }),
    );
    expect(declined.milestone).toMatchObject({ status: "CANCELLED", proposal: "DECLINED" });
  });

  it("approves or cancels exactly once when both are sent at once", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await milestoneIn("FUNDED");
      // Submitted, so approve is legal; cancel is legal only while FUNDED: race cancel against submit+approve.
      const before = await walletOf(t.app, s.company);
      const [cancel, submit] = await Promise.all([
        sendMoney(t.app, s.company, `/api/milestones/${id}/cancel`),
        send(t.app, s.freelancer, "POST", `/api/milestones/${id}/submit`, { note: "Race." }),
      ]);
      const winners = [cancel, submit].filter((res) => res.statusCode === 200);
      expect(winners, `${cancel.body} ${submit.body}`).toHaveLength(1);
      expect([cancel, submit].find((res) => res.statusCode !== 200)!.statusCode).toBe(409);
      const after = await walletOf(t.app, s.company);
      if (cancel.statusCode === 200) {
        expect(await statusOf(id)).toBe("CANCELLED");
        // 10,000 with its 500 fee and the fee's 90 GST (decision 0088).
        expect(after.available - before.available).toBe(10_590);
      } else {
        expect(await statusOf(id)).toBe("SUBMITTED");
        expect(after.available).toBe(before.available);
      }
    }
    const id = await milestoneIn("SUBMITTED");
    // Approve and request-revision both start from SUBMITTED and leave it: one wins.
    const [approve, revision] = await Promise.all([
      sendMoney(t.app, s.company, `/api/milestones/${id}/approve`),
      send(t.app, s.company, "POST", `/api/milestones/${id}/request-revision`, { reason: "Race." }),
    ]);
    expect([approve.statusCode, revision.statusCode].sort()).toEqual([200, 409]);
    expect(await statusOf(id)).toBe(approve.statusCode === 200 ? "APPROVED" : "REVISION_REQUESTED");
  });

  it("approve and cancel of one milestone at once: exactly one wins and the money moves once", async () => {
    const id = await milestoneIn("FUNDED");
    const beforeCompany = await walletOf(t.app, s.company);
    const [cancel1, cancel2] = await Promise.all([
      sendMoney(t.app, s.company, `/api/milestones/${id}/cancel`),
      sendMoney(t.app, s.company, `/api/milestones/${id}/cancel`),
    ]);
    expect([cancel1.statusCode, cancel2.statusCode].sort()).toEqual([200, 409]);
    const afterCompany = await walletOf(t.app, s.company);
    expect(afterCompany.available - beforeCompany.available).toBe(10_590);

    const submitted = await milestoneIn("SUBMITTED");
    const beforeFreelancer = await walletOf(t.app, s.freelancer);
    const [approve, cancel] = await Promise.all([
      sendMoney(t.app, s.company, `/api/milestones/${submitted}/approve`),
      sendMoney(t.app, s.company, `/api/milestones/${submitted}/cancel`),
    ]);
    expect(approve.statusCode, approve.body).toBe(200);
    expect(cancel.statusCode, cancel.body).toBe(409);
    const afterFreelancer = await walletOf(t.app, s.freelancer);
    // Less 5% TDS, no PAN (decision 0089).
    expect(afterFreelancer.available - beforeFreelancer.available).toBe(9_500);
  });

  it("lets the company cancel the project only while nothing is in escrow", async () => {
    const other = await setupProject(t.app);
    await depositTo(t.app, other.company, 5_000_000);
    await ok(sendMoney(t.app, other.company, `/api/milestones/${other.milestoneId}/fund`));
    const held = await send(t.app, other.company, "POST", `/api/projects/${other.projectId}/cancel`, {});
    expect(held.statusCode).toBe(409);
    const byFreelancer = await send(t.app, other.freelancer, "POST", `/api/projects/${other.projectId}/cancel`, {});
    expect(byFreelancer.statusCode).toBe(403);
    const before = await walletOf(t.app, other.company);
    await ok(sendMoney(t.app, other.company, `/api/milestones/${other.milestoneId}/cancel`));
    // The amount, the fee and the fee's GST, with a credit note (decision 0088).
    expect((await walletOf(t.app, other.company)).available - before.available).toBe(4_765_500);
    const cancelled = await ok(
      send(t.app, other.company, "POST", `/api/projects/${other.projectId}/cancel`, { reason: "Plans changed." }),
    );
    expect(cancelled).toMatchObject({ status: "CANCELLED", canCancel: false, canAddMilestone: false });
    const again = await send(t.app, other.company, "POST", `/api/projects/${other.projectId}/cancel`, {});
    expect(again.statusCode).toBe(409);
    const list = await ok(send(t.app, other.freelancer, "GET", "/api/projects?status=CANCELLED"));
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([other.projectId]);
  });

  it("needs an Idempotency-Key on every money-moving call", async () => {
    const id = await milestoneIn("PENDING");
    for (const action of ["fund", "approve", "cancel"]) {
      const res = await send(t.app, s.company, "POST", `/api/milestones/${id}/${action}`, {});
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    const key = randomUUID();
    await ok(sendMoney(t.app, s.company, `/api/milestones/${id}/fund`, {}, key));
    const otherBody = await sendMoney(t.app, s.company, `/api/milestones/${id}/fund`, { expectedTotal: 10_500 }, key);
    expect(otherBody.statusCode).toBe(422);
  });
});

describe("auto-approve", () => {
  let t: TestApp;
  let s: ProjectSetup;

  beforeAll(async () => {
    t = await createTestApp({ projects: { autoApproveDays: 5, autoApproveIntervalMs: 3_600_000 } } as never);
    s = await setupProject(t.app);
    await depositTo(t.app, s.company, 5_000_000);
  });

  afterEach(() => resetClock());

  afterAll(async () => {
    await t.close();
  });

  it("approves a submission left unanswered for 5 days exactly once across two instances", async () => {
    const { advanceClock } = await import("../../lib/clock");
    const { autoApproveDue } = await import("./auto-approve");
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
    await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Done." }));
    const second = await t.startAnotherInstance();
    try {
      advanceClock(4 * 24 * 60 * 60 * 1000);
      const early = await Promise.all([autoApproveDue(t.app.ctx), autoApproveDue(second.app.ctx)]);
      expect(early.map((pass) => pass.approved)).toEqual([0, 0]);
      advanceClock(24 * 60 * 60 * 1000 + 1000);
      const passes = await Promise.all([
        autoApproveDue(t.app.ctx),
        autoApproveDue(second.app.ctx),
        autoApproveDue(t.app.ctx),
        autoApproveDue(second.app.ctx),
      ]);
      expect(passes.reduce((sum, pass) => sum + pass.approved, 0)).toBe(1);
      const [row] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, s.milestoneId));
      expect(row).toMatchObject({ status: "APPROVED", autoApproved: true, releasedAmount: 4_500_000 });
      const releases = await t.app.ctx.db.execute<{ count: string | number }>(
        sql`select count(*) as count from wallet_transactions where type = 'ESCROW_RELEASE'`,
      );
      expect(Number(releases.rows[0]!.count)).toBe(1);
      const check = await verifyLedger(t.app.ctx);
      expect(check.ok).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("approves, at a server's start, what fell due while no server was sweeping", async () => {
    const { advanceClock } = await import("../../lib/clock");
    const other = await setupProject(t.app);
    await depositTo(t.app, other.company, 5_000_000);
    await ok(sendMoney(t.app, other.company, `/api/milestones/${other.milestoneId}/fund`));
    await ok(send(t.app, other.freelancer, "POST", `/api/milestones/${other.milestoneId}/submit`, { note: "Done." }));
    advanceClock(6 * 24 * 60 * 60 * 1000);
    // A server starting now sweeps once at start; closing it waits for that pass to finish.
    const restarted = await t.startAnotherInstance();
    await restarted.close();
    const [row] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, other.milestoneId));
    expect(row).toMatchObject({ status: "APPROVED", autoApproved: true });
  });
});

import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { createUser } from "../../../test/users";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import { verifyLedger } from "../money/index";
import { splitFees } from "./dispute-outcomes";
import { depositTo, FIRST_AMOUNT, ok, type ProjectSetup, send, sendMoney, setupProject, walletOf } from "./testing";

/*
 * Disputes resolved each way by an admin (release, refund, split) with both wallets checked, the
 * statements and the queue; and the board: columns, moves by neighbour, parallel moves, assignees.
 */

const FEE = 225_000;
/** 18% GST on the fee, charged at funding (decision 0088). */
const FEE_GST = 40_500;

describe("disputes", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    const check = await verifyLedger(t.app.ctx);
    expect(check, JSON.stringify(check)).toMatchObject({ ok: true });
    await t.close();
  });

  async function disputed(from: "FUNDED" | "SUBMITTED"): Promise<ProjectSetup & { disputeId: string }> {
    const s = await setupProject(t.app);
    await depositTo(t.app, s.company, 5_000_000);
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
    if (from === "SUBMITTED") {
      await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Done." }));
    }
    const opened = await ok(
      send(t.app, from === "FUNDED" ? s.freelancer : s.company, "POST", `/api/milestones/${s.milestoneId}/dispute`, {
        reason: "We disagree about the scope.",
      }),
    );
    expect(opened.milestone).toMatchObject({
      status: "DISPUTED",
      waitingOn: "ADMIN",
      actions: [],
      autoApproveAt: null,
      resolution: null,
    });
    expect(opened.project.status).toBe("DISPUTED");
    return { ...s, disputeId: opened.milestone.disputeId };
  }

  it("takes both sides' statements and lists the dispute in the admin queue, for admins only", async () => {
    const secondAdmin = await createUser(t.app, { role: "ADMIN" });
    const s = await disputed("SUBMITTED");
    // Every active admin is told, each with their own row.
    const admins = await t.app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "ADMIN"), eq(users.status, "ACTIVE")));
    const toldAdmins = await t.app.ctx.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.type, "DISPUTE_AWAITS_ADMIN"), sql`${notifications.data}->>'disputeId' = ${s.disputeId}`),
      );
    expect(toldAdmins.map((row) => row.userId).sort()).toEqual(admins.map((row) => row.id).sort());
    expect(toldAdmins.map((row) => row.userId)).toEqual(expect.arrayContaining([s.admin.user.id, secondAdmin.user.id]));
    await ok(
      send(t.app, s.freelancer, "POST", `/api/disputes/${s.disputeId}/statements`, { text: "I delivered everything." }),
      201,
    );
    const outsider = await send(t.app, s.otherCompany, "POST", `/api/disputes/${s.disputeId}/statements`, {
      text: "Me too.",
    });
    expect(outsider.statusCode).toBe(404);
    const notAdmin = await send(t.app, s.company, "GET", "/api/admin/disputes");
    expect(notAdmin.statusCode).toBe(403);
    // The admin was told when it opened, with where to decide it.
    const told = await ok(send(t.app, s.admin, "GET", "/api/notifications?limit=20"));
    expect(told.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "DISPUTE_AWAITS_ADMIN",
          title: "A dispute needs a decision",
          link: "/dashboard",
        }),
      ]),
    );
    const queue = await ok(send(t.app, s.admin, "GET", "/api/admin/disputes"));
    const item = queue.items.find((dispute: { id: string }) => dispute.id === s.disputeId);
    expect(item).toMatchObject({ status: "OPEN", openedBySide: "COMPANY", milestone: { frozenFrom: "SUBMITTED" } });
    expect(item.statements.map((statement: { side: string }) => statement.side)).toEqual(["COMPANY", "FREELANCER"]);
    expect(item.history.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(["MILESTONE_FUNDED", "MILESTONE_SUBMITTED", "DISPUTE_OPENED", "DISPUTE_STATEMENT"]),
    );
    const byParty = await sendMoney(t.app, s.company, `/api/admin/disputes/${s.disputeId}/resolve`, {
      outcome: "RELEASE",
      note: "Mine.",
    });
    expect(byParty.statusCode).toBe(403);
  });

  it("releases: the freelancer is paid as on approval and the project completes", async () => {
    const s = await disputed("SUBMITTED");
    const key = randomUUID();
    const resolved = await ok(
      sendMoney(
        t.app,
        s.admin,
        `/api/admin/disputes/${s.disputeId}/resolve`,
        { outcome: "RELEASE", note: "Delivered." },
        key,
      ),
    );
    expect(resolved.resolution).toMatchObject({ outcome: "RELEASE", freelancerAmount: FIRST_AMOUNT, companyRefund: 0 });
    const replay = await sendMoney(
      t.app,
      s.admin,
      `/api/admin/disputes/${s.disputeId}/resolve`,
      { outcome: "RELEASE", note: "Delivered." },
      key,
    );
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    const again = await sendMoney(t.app, s.admin, `/api/admin/disputes/${s.disputeId}/resolve`, {
      outcome: "REFUND",
      note: "Changed my mind.",
    });
    expect(again.statusCode).toBe(409);
    // Less 5% TDS: the freelancer has no PAN (decision 0089).
    expect(await walletOf(t.app, s.freelancer)).toMatchObject({ available: FIRST_AMOUNT - 225_000 });
    expect(await walletOf(t.app, s.company)).toMatchObject({
      escrow: 0,
      available: 5_000_000 - FIRST_AMOUNT - FEE - FEE_GST,
    });
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.status).toBe("COMPLETED");
    expect(project.milestones[0].status).toBe("APPROVED");
    expect(project.milestones[0].resolution).toMatchObject({
      outcome: "RELEASE",
      releasedAmount: FIRST_AMOUNT,
      refundedAmount: 0,
      refundedFee: 0,
      note: "Delivered.",
    });
  });

  it("refunds: the amount and the client fee return to the company; the project is active again", async () => {
    const s = await disputed("FUNDED");
    const resolved = await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${s.disputeId}/resolve`, { outcome: "REFUND", note: "No work." }),
    );
    expect(resolved.resolution).toMatchObject({
      outcome: "REFUND",
      freelancerAmount: 0,
      companyRefund: FIRST_AMOUNT + FEE + FEE_GST,
    });
    expect(await walletOf(t.app, s.company)).toMatchObject({ escrow: 0, available: 5_000_000 });
    expect(await walletOf(t.app, s.freelancer)).toMatchObject({ available: 0 });
    const project = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}`));
    expect(project.status).toBe("ACTIVE");
    expect(project.milestones[0].status).toBe("CANCELLED");
    expect(project.milestones[0].resolution).toMatchObject({
      outcome: "REFUND",
      releasedAmount: 0,
      refundedAmount: FIRST_AMOUNT,
      refundedFee: FEE,
    });
  });

  it("splits: the freelancer's share released, the rest refunded with its share of the fee", async () => {
    const s = await disputed("SUBMITTED");
    const tooMuch = await sendMoney(t.app, s.admin, `/api/admin/disputes/${s.disputeId}/resolve`, {
      outcome: "SPLIT",
      freelancerAmount: FIRST_AMOUNT,
      note: "All?",
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0].path).toBe("freelancerAmount");
    const share = 1_500_001;
    const { keptFee, refundedFee } = splitFees(FIRST_AMOUNT, FEE, share);
    const resolved = await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${s.disputeId}/resolve`, {
        outcome: "SPLIT",
        freelancerAmount: share,
        note: "A third was delivered.",
      }),
    );
    expect(resolved.resolution).toMatchObject({
      outcome: "SPLIT",
      freelancerAmount: share,
      // The refunded 150,000 of the fee brings back its share of the GST: 27,000 (decision 0088).
      companyRefund: FIRST_AMOUNT - share + refundedFee + 27_000,
    });
    expect(keptFee + refundedFee).toBe(FEE);
    // Less 5% TDS on the released share, no PAN (decision 0089): 75,000.05 rounds to 75,000.
    expect(await walletOf(t.app, s.freelancer)).toMatchObject({ available: share - 75_000 });
    expect(await walletOf(t.app, s.company)).toMatchObject({
      escrow: 0,
      available: 5_000_000 - share - keptFee - (FEE_GST - 27_000),
    });
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.status).toBe("COMPLETED");
    expect(project.money).toMatchObject({ paid: share, escrowHeld: 0, remaining: 0, clientFees: keptFee });
    expect(project.milestones[0].fees).toMatchObject({ amount: FIRST_AMOUNT, freelancerReceives: share });
    // Both sides read the split, not a full payment: what was released and what went back (decision 0079).
    for (const party of [s.company, s.freelancer]) {
      const seen = await ok(send(t.app, party, "GET", `/api/projects/${s.projectId}`));
      expect(seen.milestones[0].resolution).toEqual({
        outcome: "SPLIT",
        releasedAmount: share,
        refundedAmount: FIRST_AMOUNT - share,
        refundedFee,
        note: "A third was delivered.",
        resolvedAt: expect.any(String),
      });
    }
    const notice = await ok(send(t.app, s.freelancer, "GET", "/api/notifications?limit=20"));
    expect(notice.items.map((item: { type: string }) => item.type)).toEqual(
      expect.arrayContaining(["DISPUTE_RESOLVED", "PAYMENT_RECEIVED"]),
    );
  });

  it("refuses bad resolve bodies with field errors", async () => {
    const s = await disputed("FUNDED");
    for (const body of [{ outcome: "MAYBE", note: "x" }, { outcome: "SPLIT", note: "x" }, { outcome: "RELEASE" }]) {
      const res = await sendMoney(t.app, s.admin, `/api/admin/disputes/${s.disputeId}/resolve`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});

describe("the board", () => {
  let t: TestApp;
  let s: ProjectSetup;

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  async function column(status: string) {
    const board = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/board`));
    return board.items
      .filter((item: { status: string }) => item.status === status)
      .map((item: { title: string }) => item.title);
  }

  it("adds cards at the end, the top and after a card, and moves them within and between columns", async () => {
    const add = (body: Record<string, unknown>) =>
      ok(send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, body), 201);
    const a = await add({ title: "A" });
    const c = await add({ title: "C" });
    await add({ title: "Top", afterId: null });
    await add({ title: "B", afterId: a.id });
    expect(await column("TODO")).toEqual(["Top", "A", "B", "C"]);
    await ok(send(t.app, s.freelancer, "PATCH", `/api/board-items/${c.id}`, { afterId: null }));
    expect(await column("TODO")).toEqual(["C", "Top", "A", "B"]);
    const moved = await ok(send(t.app, s.freelancer, "PATCH", `/api/board-items/${a.id}`, { status: "IN_PROGRESS" }));
    expect(moved.status).toBe("IN_PROGRESS");
    expect(await column("IN_PROGRESS")).toEqual(["A"]);
    const wrong = await send(t.app, s.freelancer, "PATCH", `/api/board-items/${c.id}`, {
      status: "DONE",
      afterId: a.id,
    });
    expect(wrong.statusCode).toBe(422);
    const activity = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/activity?limit=2`));
    expect(activity.items[0].type).toBe("BOARD_ITEM_MOVED");
    expect(activity.nextCursor).not.toBeNull();
    const older = await ok(
      send(t.app, s.company, "GET", `/api/projects/${s.projectId}/activity?limit=50&cursor=${activity.nextCursor}`),
    );
    expect(older.items.map((item: { id: string }) => item.id)).not.toContain(activity.items[0].id);
    expect(older.items.at(-1).type).toBe("PROJECT_CREATED");
  });

  it("keeps every card and a total order when both people move cards at once", async () => {
    const titles = ["P1", "P2", "P3", "P4", "P5", "P6"];
    const ids: string[] = [];
    for (const title of titles) {
      const item = await ok(
        send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, { title, status: "IN_REVIEW" }),
        201,
      );
      ids.push(item.id);
    }
    await Promise.all(
      ids.map((id, index) =>
        send(t.app, index % 2 ? s.company : s.freelancer, "PATCH", `/api/board-items/${id}`, {
          afterId: null,
        }).then((res) => expect(res.statusCode, res.body).toBe(200)),
      ),
    );
    const after = await column("IN_REVIEW");
    expect([...after].sort()).toEqual(titles);
    const board = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/board`));
    const positions = board.items
      .filter((item: { status: string }) => item.status === "IN_REVIEW")
      .map((item: { position: string }) => item.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it("assigns cards only to the project's people and deletes cards", async () => {
    const item = await ok(
      send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, {
        title: "Assigned",
        assigneeId: s.freelancer.user.id,
        dueDate: "2030-01-31",
      }),
      201,
    );
    expect(item.assignee).toMatchObject({ id: s.freelancer.user.id });
    const stranger = await send(t.app, s.company, "PATCH", `/api/board-items/${item.id}`, {
      assigneeId: s.otherFreelancer.user.id,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors[0].path).toBe("assigneeId");
    const cleared = await ok(send(t.app, s.freelancer, "PATCH", `/api/board-items/${item.id}`, { assigneeId: null }));
    expect(cleared.assignee).toBeNull();
    await ok(send(t.app, s.freelancer, "DELETE", `/api/board-items/${item.id}`));
    const gone = await send(t.app, s.freelancer, "DELETE", `/api/board-items/${item.id}`);
    expect(gone.statusCode).toBe(404);
    const bad = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/board`, {
      title: "x",
      status: "LATER",
    });
    expect(bad.statusCode).toBe(400);
  });
});

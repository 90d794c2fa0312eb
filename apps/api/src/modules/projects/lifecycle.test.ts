import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { freelancerProfiles } from "../../db/schema/users";
import { advanceClock } from "../../lib/clock";
import { verifyLedger } from "../money/index";
import {
  depositTo,
  FIRST_AMOUNT,
  ok,
  type ProjectSetup,
  renewSessions,
  send,
  sendMoney,
  setupProject,
  walletOf,
} from "./testing";

/*
 * The whole milestone lifecycle through the API, with both wallets checked after each
 * money step and the ledger verified at the end: fund (too little, then enough), submit with a
 * file, revision, resubmit, approve, a second milestone proposed by the freelancer and cancelled
 * after funding, completion, the blind reviews and the derived figures.
 */

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const CLIENT_FEE = 225_000; // 5% of 45,000 INR
const CLIENT_FEE_GST = 40_500; // 18% of the fee (decision 0088)
/** What funding takes from the company; escrow holds the amount and the fee, the GST goes to GST_PAYABLE. */
const FUND_TOTAL = FIRST_AMOUNT + CLIENT_FEE + CLIENT_FEE_GST;
const ESCROW_HELD = FIRST_AMOUNT + CLIENT_FEE;

function multipart(fileName: string, content: Buffer) {
  const boundary = `----crewlance${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("the milestone lifecycle", () => {
  let t: TestApp;
  let s: ProjectSetup;

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  it("starts ACTIVE with the proposal as a PENDING milestone that waits on the company", async () => {
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.status).toBe("ACTIVE");
    expect(project.viewerSide).toBe("COMPANY");
    expect(project.milestones).toHaveLength(1);
    expect(project.milestones[0]).toMatchObject({
      status: "PENDING",
      proposedBy: "COMPANY",
      proposal: null,
      actions: ["EDIT", "FUND", "CANCEL"],
      waitingOn: "COMPANY",
      fees: {
        amount: FIRST_AMOUNT,
        clientFee: CLIENT_FEE,
        clientFeeGst: CLIENT_FEE_GST,
        fundTotal: FUND_TOTAL,
        freelancerFee: 0,
        freelancerFeeGst: 0,
      },
    });
    expect(project.money).toMatchObject({ total: FIRST_AMOUNT, escrowHeld: 0, paid: 0, remaining: FIRST_AMOUNT });
    expect(project.waitingOn[0].text).toMatch(/^Fund '/);
    expect(project.canCancel).toBe(true);
    const asFreelancer = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}`));
    expect(asFreelancer.milestones[0].actions).toEqual([]);
    const activity = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/activity`));
    expect(activity.items.map((item: { type: string }) => item.type)).toEqual(["PROJECT_CREATED"]);
  });

  it("refuses to fund with too little balance, saying how much is missing", async () => {
    await depositTo(t.app, s.company, 1_000_000);
    const res = await sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`, {});
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    expect(res.json().message).toBe(
      "You need ₹37,655.00 more to fund this milestone: it takes ₹47,655.00 with the fee and its GST and ₹10,000.00 is available. Add funds to your wallet.",
    );
    expect(await walletOf(t.app, s.company)).toMatchObject({ available: 1_000_000, escrow: 0 });
  });

  it("funds the amount plus the client fee into escrow, once per Idempotency-Key", async () => {
    await depositTo(t.app, s.company, 9_000_000);
    const key = randomUUID();
    const stale = await sendMoney(
      t.app,
      s.company,
      `/api/milestones/${s.milestoneId}/fund`,
      { expectedTotal: 1 },
      randomUUID(),
    );
    expect(stale.statusCode, stale.body).toBe(409);
    const first = await sendMoney(
      t.app,
      s.company,
      `/api/milestones/${s.milestoneId}/fund`,
      { expectedTotal: FUND_TOTAL },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.milestone).toMatchObject({ status: "FUNDED", actions: ["CANCEL", "DISPUTE"] });
    expect(first.json().data.project.money).toMatchObject({ escrowHeld: ESCROW_HELD, clientFees: CLIENT_FEE });
    const replay = await sendMoney(
      t.app,
      s.company,
      `/api/milestones/${s.milestoneId}/fund`,
      { expectedTotal: FUND_TOTAL },
      key,
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await walletOf(t.app, s.company)).toMatchObject({ available: 10_000_000 - FUND_TOTAL, escrow: ESCROW_HELD });
    const again = await sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is funded/);
  });

  let fileId: string;
  it("lets the freelancer upload a file and submit it with a note; the company sees the countdown", async () => {
    const upload = multipart("design.pdf", PDF);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/projects/${s.projectId}/files`,
      headers: { ...s.freelancer.authHeader, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    fileId = res.json().data.id;
    const outsider = await send(t.app, s.otherFreelancer, "GET", `/api/projects/${s.projectId}/files/${fileId}`);
    expect(outsider.statusCode).toBe(404);
    const download = await send(t.app, s.company, "GET", `/api/projects/${s.projectId}/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const submitted = await ok(
      send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, {
        note: "The first version of the dashboard.",
        fileIds: [fileId],
      }),
    );
    expect(submitted.milestone.status).toBe("SUBMITTED");
    expect(submitted.milestone.submission.files.map((file: { id: string }) => file.id)).toEqual([fileId]);
    const company = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    const milestone = company.milestones[0];
    expect(milestone.actions).toEqual(["APPROVE", "REQUEST_REVISION", "DISPUTE"]);
    const countdown = new Date(milestone.autoApproveAt).getTime() - new Date(milestone.submittedAt).getTime();
    expect(countdown).toBe(5 * 24 * 60 * 60 * 1000);
    const reuse = await send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, {
      note: "Again",
      fileIds: [fileId],
    });
    expect(reuse.statusCode).toBe(409);
  });

  it("takes a revision request with a reason and a resubmission", async () => {
    const revision = await ok(
      send(t.app, s.company, "POST", `/api/milestones/${s.milestoneId}/request-revision`, {
        reason: "Add the delays chart.",
      }),
    );
    expect(revision.milestone).toMatchObject({
      status: "REVISION_REQUESTED",
      revisionReason: "Add the delays chart.",
      autoApproveAt: null,
    });
    expect(revision.milestone.submission.revisionReason).toBe("Add the delays chart.");
    const again = await ok(
      send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Delays chart added." }),
    );
    expect(again.milestone.status).toBe("SUBMITTED");
    expect(again.milestone.submissions).toHaveLength(2);
  });

  it("approves, releasing escrow to the freelancer less the freelancer fee; the project completes", async () => {
    const approved = await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/approve`));
    expect(approved.milestone.status).toBe("APPROVED");
    expect(approved.project.status).toBe("COMPLETED");
    expect(approved.project.money).toMatchObject({ escrowHeld: 0, paid: FIRST_AMOUNT, remaining: 0 });
    expect(await walletOf(t.app, s.company)).toMatchObject({ available: 10_000_000 - FUND_TOTAL, escrow: 0 });
    // Less 5% TDS: the freelancer gave no PAN (decision 0089).
    expect(await walletOf(t.app, s.freelancer)).toMatchObject({
      available: FIRST_AMOUNT - 225_000,
      lifetimeEarned: FIRST_AMOUNT - 225_000,
    });
    const [profile] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, s.freelancer.user.id));
    expect(profile).toMatchObject({
      completedProjects: 1,
      totalEarned: FIRST_AMOUNT - 225_000,
      reviewsCount: 0,
      rating: null,
    });
    const late = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/milestones`, {
      title: "More",
      amount: 100,
    });
    expect(late.statusCode).toBe(409);
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    const task = await ok(send(t.app, s.company, "GET", `/api/tasks/${project.taskId}`));
    expect(task.status).toBe("COMPLETED");
    const list = await ok(send(t.app, s.freelancer, "GET", "/api/projects?status=COMPLETED"));
    expect(list.items[0]).toMatchObject({
      id: s.projectId,
      paidAmount: FIRST_AMOUNT,
      waitingOnViewer: "Review the company",
    });
  });

  it("keeps the first review blind until the second is in, then counts it in the figures", async () => {
    const mine = await ok(
      send(t.app, s.company, "POST", `/api/projects/${s.projectId}/reviews`, { rating: 5, comment: "Great work." }),
      201,
    );
    expect(mine).toMatchObject({ mine: { rating: 5, hidden: false }, theirs: null, canReview: false });
    const seen = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/reviews`));
    expect(seen.theirs).toMatchObject({ hidden: true, rating: null, comment: null });
    expect(seen.canReview).toBe(true);
    const publicBefore = await ok(send(t.app, null, "GET", `/api/reviews?userId=${s.freelancer.user.id}`));
    expect(publicBefore.items).toEqual([]);
    // The blind rating does not leak through the profile either.
    const [blind] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, s.freelancer.user.id));
    expect(blind).toMatchObject({ rating: null, reviewsCount: 0 });
    const twice = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/reviews`, {
      rating: 4,
      comment: "Again",
    });
    expect(twice.statusCode).toBe(409);

    const both = await ok(
      send(t.app, s.freelancer, "POST", `/api/projects/${s.projectId}/reviews`, { rating: 4, comment: "Clear brief." }),
      201,
    );
    expect(both.theirs).toMatchObject({ hidden: false, rating: 5, comment: "Great work." });
    const [profile] = await t.app.ctx.db
      .select()
      .from(freelancerProfiles)
      .where(eq(freelancerProfiles.userId, s.freelancer.user.id));
    expect(profile).toMatchObject({ rating: 5, reviewsCount: 1, completedProjects: 1 });
    const publicAfter = await ok(send(t.app, null, "GET", `/api/reviews?userId=${s.freelancer.user.id}`));
    expect(publicAfter.items).toHaveLength(1);
    const company = await ok(send(t.app, s.otherFreelancer, "GET", `/api/user/${s.company.user.id}`));
    expect(company.companyReputation).toMatchObject({
      averageRating: 4,
      reviewsCount: 1,
      totalPaidOut: FIRST_AMOUNT + CLIENT_FEE,
      paymentVerified: true,
    });
  });

  it("told each side of every event, and logged each one with its actor", async () => {
    const types = async (user: typeof s.company) =>
      (await ok(send(t.app, user, "GET", "/api/notifications?limit=50"))).items.map(
        (item: { type: string }) => item.type,
      );
    expect(await types(s.freelancer)).toEqual(
      expect.arrayContaining([
        "MILESTONE_FUNDED",
        "MILESTONE_REVISION_REQUESTED",
        "MILESTONE_APPROVED",
        "PAYMENT_RECEIVED",
        "PROJECT_COMPLETED",
        "REVIEW_RECEIVED",
      ]),
    );
    expect(await types(s.company)).toEqual(
      expect.arrayContaining(["MILESTONE_SUBMITTED", "PROJECT_COMPLETED", "REVIEW_RECEIVED"]),
    );
    const activity = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/activity?limit=100`));
    const events = activity.items.map((item: { type: string }) => item.type).reverse();
    expect(events).toEqual([
      "PROJECT_CREATED",
      "MILESTONE_FUNDED",
      "FILE_UPLOADED",
      "MILESTONE_SUBMITTED",
      "MILESTONE_REVISION_REQUESTED",
      "MILESTONE_SUBMITTED",
      "MILESTONE_APPROVED",
      "PROJECT_COMPLETED",
      "REVIEW_SUBMITTED",
      "REVIEW_SUBMITTED",
    ]);
    const funded = activity.items.find((item: { type: string }) => item.type === "MILESTONE_FUNDED");
    expect(funded).toMatchObject({ actor: { id: s.company.user.id, name: "Acme Logistics" }, amount: FUND_TOTAL });
    expect(activity.items.find((item: { type: string }) => item.type === "PROJECT_COMPLETED").actor).toBeNull();
  });

  it("refuses bad review and milestone bodies with field errors", async () => {
    const review = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/reviews`, {
      rating: 6,
      comment: "",
    });
    expect(review.statusCode).toBe(400);
    expect(
      review
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(["comment", "rating"]);
    const milestone = await send(t.app, s.company, "POST", `/api/projects/${s.projectId}/milestones`, {
      title: "",
      amount: 10.5,
      dueDate: "2030-02-30",
    });
    expect(milestone.statusCode).toBe(400);
    expect(
      milestone
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(["amount", "dueDate", "title"]);
  });

  it("balances the ledger at the end", async () => {
    const check = await verifyLedger(t.app.ctx);
    expect(check).toMatchObject({ ok: true, unbalancedTransactions: [], negativeAccounts: [] });
  });
});

describe("blind reviews after the window", () => {
  let t: TestApp;
  let s: ProjectSetup;
  let second: ProjectSetup;

  /** A project whose one milestone is paid out, so it completes and can be reviewed. */
  async function completedProject(): Promise<ProjectSetup> {
    const setup = await setupProject(t.app);
    await depositTo(t.app, setup.company, 5_000_000);
    await ok(sendMoney(t.app, setup.company, `/api/milestones/${setup.milestoneId}/fund`));
    await ok(send(t.app, setup.freelancer, "POST", `/api/milestones/${setup.milestoneId}/submit`, { note: "Done." }));
    await ok(sendMoney(t.app, setup.company, `/api/milestones/${setup.milestoneId}/approve`));
    return setup;
  }

  beforeAll(async () => {
    t = await createTestApp();
    s = await completedProject();
    second = await completedProject();
  });

  afterAll(async () => {
    await t.close();
  });

  it("shows a lone review once 14 days pass, and then no review can be written", async () => {
    await ok(
      send(t.app, s.company, "POST", `/api/projects/${s.projectId}/reviews`, { rating: 3, comment: "Late." }),
      201,
    );
    await ok(
      send(t.app, second.company, "POST", `/api/projects/${second.projectId}/reviews`, {
        rating: 5,
        comment: "Great.",
      }),
      201,
    );
    const before = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/reviews`));
    expect(before.theirs.hidden).toBe(true);
    advanceClock(14 * 24 * 60 * 60 * 1000 + 1000);
    await renewSessions(t.app, s.company, s.freelancer, second.freelancer);
    const after = await ok(send(t.app, s.freelancer, "GET", `/api/projects/${s.projectId}/reviews`));
    expect(after.theirs).toMatchObject({ hidden: false, rating: 3 });
    expect(after.canReview).toBe(false);
    const late = await send(t.app, s.freelancer, "POST", `/api/projects/${s.projectId}/reviews`, {
      rating: 5,
      comment: "Too late",
    });
    expect(late.statusCode).toBe(409);
    const { autoApproveDue } = await import("./auto-approve");
    await autoApproveDue(t.app.ctx);
    // One sweep revealed both reviews: each freelancer's figures are their own.
    for (const [setup, rating] of [
      [s, 3],
      [second, 5],
    ] as const) {
      const [profile] = await t.app.ctx.db
        .select()
        .from(freelancerProfiles)
        .where(eq(freelancerProfiles.userId, setup.freelancer.user.id));
      const wallet = await walletOf(t.app, setup.freelancer);
      expect(wallet.lifetimeEarned).toBeGreaterThan(0);
      expect(profile).toMatchObject({
        rating,
        reviewsCount: 1,
        completedProjects: 1,
        totalEarned: wallet.lifetimeEarned,
      });
    }
  });
});

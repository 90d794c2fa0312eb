import { randomUUID } from "node:crypto";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { milestones } from "../../db/schema/projects";
import { hireByTheHour } from "../hourly/testing";
import { expectLedgerBalanced } from "../money/testing";
import { depositTo, ok, type ProjectSetup, send, sendMoney, setupProject, walletOf } from "./testing";

/*
 * A bonus (decision 0091): funded and released at once through escrow on a fixed or an hourly
 * project, once per Idempotency-Key, refused with nothing written on too little balance; and the
 * actions people take on fixed milestones are refused on a bonus and on an hourly week.
 */

const BONUS = 500_000;
const FEES = { clientFeeBps: 500, gstRateBps: 1800 };
const TOTAL = escrowFundBreakdown(BONUS, FEES).total;

describe("bonuses", () => {
  let t: TestApp;
  let s: ProjectSetup;

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
  });

  afterAll(async () => {
    await expectLedgerBalanced(t.app);
    await t.close();
  });

  const bonusUrl = () => `/api/projects/${s.projectId}/bonuses`;

  async function bonusesOf(projectId: string) {
    return t.app.ctx.db
      .select()
      .from(milestones)
      .where(and(eq(milestones.projectId, projectId), eq(milestones.kind, "BONUS")));
  }

  it("pays a bonus at once: the company's wallet, the freelancer's, the project's paid total, the news", async () => {
    await depositTo(t.app, s.company, TOTAL);
    const before = await walletOf(t.app, s.freelancer);
    const key = randomUUID();
    const body = { amount: BONUS, note: "Thank you for the fast delivery." };
    const paid = await ok(sendMoney(t.app, s.company, bonusUrl(), body, key));
    expect(paid).toMatchObject({ amount: BONUS, total: TOTAL, clientFee: 25_000, clientFeeGst: 4_500 });
    expect((await walletOf(t.app, s.company)).available).toBe(0);
    const after = await walletOf(t.app, s.freelancer);
    expect(after.available).toBeGreaterThan(before.available);
    expect(after.available - before.available).toBeLessThan(BONUS);
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    const bonus = project.milestones.find((row: { id: string }) => row.id === paid.milestoneId);
    expect(bonus).toMatchObject({ title: "Bonus", status: "APPROVED" });
    expect(project.paidAmount).toBe(BONUS);
    const notes = await ok(send(t.app, s.freelancer, "GET", "/api/notifications?limit=20"));
    expect(notes.items.map((note: { title: string }) => note.title)).toContain("Bonus received");
    const activity = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}/activity`));
    expect(activity.items[0].text).toContain("Paid a bonus of ₹5,000.00");

    // The same key again: the first answer, and the money moved once.
    const replay = await ok(sendMoney(t.app, s.company, bonusUrl(), body, key));
    expect(replay).toEqual(paid);
    expect(await bonusesOf(s.projectId)).toHaveLength(1);
    expect((await walletOf(t.app, s.freelancer)).available).toBe(after.available);
  });

  it("refuses too little balance with the shortfall, writing nothing", async () => {
    await depositTo(t.app, s.company, 100_000);
    const refused = await sendMoney(t.app, s.company, bonusUrl(), { amount: BONUS, note: "Well done." });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `You need ₹${((TOTAL - 100_000) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })} more to pay this bonus: it takes ₹5,295.00 with the fee and its GST and ₹1,000.00 is available. Add funds to your wallet.`,
    );
    expect(await bonusesOf(s.projectId)).toHaveLength(1);
    expect((await walletOf(t.app, s.company)).available).toBe(100_000);
  });

  it("pays one of two racing bonuses on a balance for one", async () => {
    await depositTo(t.app, s.company, TOTAL - 100_000);
    const body = { amount: BONUS, note: "For the weekend work." };
    const answers = await Promise.all([
      sendMoney(t.app, s.company, bonusUrl(), body),
      sendMoney(t.app, s.company, bonusUrl(), body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await bonusesOf(s.projectId)).toHaveLength(2);
    expect((await walletOf(t.app, s.company)).available).toBe(0);
  });

  it("lets only the project's company pay: 403 to its freelancer, 404 to another company", async () => {
    const body = { amount: BONUS, note: "Not mine to pay." };
    const freelancer = await sendMoney(t.app, s.freelancer, bonusUrl(), body);
    expect(freelancer.statusCode, freelancer.body).toBe(403);
    const stranger = await sendMoney(t.app, s.otherCompany, bonusUrl(), body);
    expect(stranger.statusCode, stranger.body).toBe(404);
    const unknown = await sendMoney(t.app, s.company, `/api/projects/${randomUUID()}/bonuses`, body);
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it("pays a bonus on an hourly project too, counted in its paid total", async () => {
    const { response } = await hireByTheHour(t.app, { company: s.company, freelancer: s.freelancer });
    const { projectId } = await ok(response);
    await depositTo(t.app, s.company, TOTAL);
    await ok(sendMoney(t.app, s.company, `/api/projects/${projectId}/bonuses`, { amount: BONUS, note: "Great week." }));
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${projectId}`));
    expect(project.paidAmount).toBe(BONUS);
    expect(project.milestones.map((row: { title: string }) => row.title)).toEqual(["Bonus"]);
  });
});

describe("people's milestone actions on a bonus or an hourly week", () => {
  let t: TestApp;
  let s: ProjectSetup;
  let bonusId: string;
  let weekId: string;

  beforeAll(async () => {
    t = await createTestApp();
    s = await setupProject(t.app);
    await depositTo(t.app, s.company, TOTAL);
    bonusId = (
      await ok(sendMoney(t.app, s.company, `/api/projects/${s.projectId}/bonuses`, { amount: BONUS, note: "Thanks!" }))
    ).milestoneId;
    // An hourly week's milestone as the billing jobs make it: funded escrow no person moves.
    const [week] = await t.app.ctx.db
      .insert(milestones)
      .values({
        projectId: s.projectId,
        kind: "HOURLY_WEEK",
        title: "Week of 7 Dec",
        amount: 400_000,
        status: "FUNDED",
        position: 10,
      })
      .returning({ id: milestones.id });
    weekId = week!.id;
  });

  afterAll(async () => {
    await expectLedgerBalanced(t.app);
    await t.close();
  });

  const actions = [
    { name: "fund", as: "company", method: "POST", path: "fund", body: {}, money: true },
    { name: "submit", as: "freelancer", method: "POST", path: "submit", body: { note: "Done.", fileIds: [] } },
    { name: "approve", as: "company", method: "POST", path: "approve", body: {}, money: true },
    {
      name: "request a revision",
      as: "company",
      method: "POST",
      path: "request-revision",
      body: { reason: "Redo it." },
    },
    { name: "cancel", as: "company", method: "POST", path: "cancel", body: {}, money: true },
    { name: "dispute", as: "freelancer", method: "POST", path: "dispute", body: { reason: "Not paid." } },
    { name: "edit", as: "company", method: "PATCH", path: "", body: { title: "More" } },
    { name: "accept a proposal", as: "company", method: "POST", path: "accept", body: {} },
    { name: "decline a proposal", as: "company", method: "POST", path: "decline", body: {} },
  ] as const;

  for (const [kind, words] of [
    ["bonus", "A bonus is paid at once."],
    ["hourly week", "This week is billed from the timesheet."],
  ] as const) {
    for (const action of actions) {
      it(`refuses to ${action.name} a ${kind} with 409`, async () => {
        const id = kind === "bonus" ? bonusId : weekId;
        const url = `/api/milestones/${id}${action.path ? `/${action.path}` : ""}`;
        const user = action.as === "company" ? s.company : s.freelancer;
        const res = await send(
          t.app,
          user,
          action.method,
          url,
          action.body,
          "money" in action ? randomUUID() : undefined,
        );
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(words);
      });
    }
  }

  it("leaves hourly weeks out of the milestones and counts, and counts what they released as paid", async () => {
    await t.app.ctx.db.insert(milestones).values({
      projectId: s.projectId,
      kind: "HOURLY_WEEK",
      title: "Week of 30 Nov",
      amount: 400_000,
      releasedAmount: 300_000,
      status: "APPROVED",
      position: 11,
    });
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.milestones.map((row: { id: string }) => row.id)).not.toContain(weekId);
    expect(project.milestones.map((row: { title: string }) => row.title)).toEqual([
      expect.stringMatching(/^Deliver: /),
      "Bonus",
    ]);
    expect(project.milestonesCount).toBe(2);
    expect(project.paidAmount).toBe(BONUS + 300_000);
    const list = await ok(send(t.app, s.company, "GET", "/api/projects"));
    const item = list.items.find((row: { id: string }) => row.id === s.projectId);
    expect(item).toMatchObject({ milestonesCount: 2, paidAmount: BONUS + 300_000 });
    expect(item.nextMilestone.title).toMatch(/^Deliver: /);
  });
});

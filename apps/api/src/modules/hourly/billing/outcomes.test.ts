import { amountForMinutes, weekMaximum } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxInvoices } from "../../../db/schema/money-tax";
import { milestones } from "../../../db/schema/projects";
import { walletFees } from "../../money/index";
import { expectLedgerBalanced } from "../../money/testing";
import { ok, sendMoney, walletOf } from "../../projects/testing";
import { appPerFile, disputedWeek, RATE, weekRow } from "../testing";
import { feeShare } from "./week-writes";

/*
 * The disputed hours of a week settled by the admin's existing resolve route (decision 0037):
 * RELEASE, REFUND and SPLIT each leave the week SETTLED, the wallets right, and the client fee's
 * invoice less its credit notes equal to the fee kept for what was released (decision 0088).
 */

const t = appPerFile(expectLedgerBalanced);
const BILLED = amountForMinutes(255, RATE);
const DISPUTED = amountForMinutes(45, RATE);
const RELEASED = BILLED - DISPUTED;
const MAXIMUM = weekMaximum(10, RATE);

/** The client fee invoiced at funding less every credit note against it. */
async function feeKept(companyId: string) {
  const rows = await t.app.ctx.db
    .select()
    .from(taxInvoices)
    .where(and(eq(taxInvoices.customerId, companyId), eq(taxInvoices.feeKind, "CLIENT_FEE")));
  const sum = (kind: string) =>
    rows.filter((row) => row.kind === kind).reduce((total, row) => total + row.taxableValue, 0);
  return sum("INVOICE") - sum("CREDIT_NOTE");
}

function feesOfTheWeek() {
  const funded = escrowFundBreakdown(MAXIMUM, walletFees(t.app.ctx)).clientFee;
  const kept = feeShare(funded, BILLED, MAXIMUM);
  const released = feeShare(kept, RELEASED, BILLED);
  return { kept, released, held: kept - released };
}

describe("the admin settles a week's disputed hours", () => {
  it("RELEASE pays the disputed hours too", async () => {
    const { s, week, disputeId, row } = await disputedWeek(t.app);
    expect(row).toMatchObject({ status: "DISPUTED", releasedAmount: RELEASED, disputedAmount: DISPUTED });
    await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${disputeId}/resolve`, {
        outcome: "RELEASE",
        note: "The work was done.",
      }),
    );
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "SETTLED",
      releasedAmount: BILLED,
      refundedAmount: MAXIMUM - BILLED,
    });
    expect((await walletOf(t.app, s.company)).escrow).toBe(0);
    expect(await feeKept(s.company.user.id)).toBe(feesOfTheWeek().kept);
  });

  it("REFUND returns the disputed hours and their fee share to the company", async () => {
    const { s, week, disputeId } = await disputedWeek(t.app);
    const before = await walletOf(t.app, s.company);
    const resolved = await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${disputeId}/resolve`, {
        outcome: "REFUND",
        note: "Not asked for.",
      }),
    );
    expect(resolved.resolution).toMatchObject({ outcome: "REFUND", freelancerAmount: 0 });
    const after = await walletOf(t.app, s.company);
    expect(after.escrow).toBe(0);
    expect(after.available - before.available).toBeGreaterThanOrEqual(DISPUTED + feesOfTheWeek().held);
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "SETTLED",
      releasedAmount: RELEASED,
      refundedAmount: MAXIMUM - RELEASED,
    });
    expect(await feeKept(s.company.user.id)).toBe(feesOfTheWeek().released);
  });

  it("SPLIT shares the disputed hours", async () => {
    const { s, week, disputeId, row } = await disputedWeek(t.app);
    const share = 10_000;
    await ok(
      sendMoney(t.app, s.admin, `/api/admin/disputes/${disputeId}/resolve`, {
        outcome: "SPLIT",
        freelancerAmount: share,
        note: "Half of it.",
      }),
    );
    expect(await weekRow(t.app, s.projectId, week)).toMatchObject({
      status: "SETTLED",
      releasedAmount: RELEASED + share,
      refundedAmount: MAXIMUM - RELEASED - share,
    });
    const [milestone] = await t.app.ctx.db.select().from(milestones).where(eq(milestones.id, row.milestoneId!));
    expect(milestone!.status).toBe("APPROVED");
    expect((await walletOf(t.app, s.company)).escrow).toBe(0);
    const { released, held } = feesOfTheWeek();
    expect(await feeKept(s.company.user.id)).toBe(released + feeShare(held, share, DISPUTED));
  });
});

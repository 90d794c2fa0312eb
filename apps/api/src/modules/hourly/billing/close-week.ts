import { amountForMinutes, weekBounds } from "@crewlance/contracts/hourly";
import { now } from "../../../lib/clock";
import { emit } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import { refundEscrow } from "../../money/index";
import { type ProjectRow, recordWeekRefund, weekMilestoneTitle } from "../../projects/index";
import type { HourlyContractRow } from "../access";
import { completeIfSettled } from "../contract/complete";
import { cutTimersAt } from "../time/cut-timers";
import { lockWeek, weekMinutes } from "../weeks";
import { fundWeek } from "./fund-week";
import { feeShare, updateWeek, weekFacts } from "./week-writes";

const DAY_MS = 86_400_000;

/**
 * Closes the contract's week `weekStart` now, if it is open (decision 0091 "Closing"): a running
 * timer is cut (time/), the week's minutes (capped at its limit) billed at its rate, the unused
 * escrow refunded at once with its share of the client fee, and the company's review window
 * opened; a week without a limit funds what it billed now. Called by the sweep when the week has
 * ended and by ending the contract. Call with the project and contract rows locked. Idempotent:
 * a closed week is left as it is.
 */
export async function closeWeek(
  txCtx: TxContext,
  input: { project: ProjectRow; contract: HourlyContractRow; weekStart: string; at: Date },
): Promise<void> {
  const { project, contract, weekStart, at } = input;
  const found = await lockWeek(txCtx, { projectId: project.id, weekStart });
  if (!found || (found.status !== "OPEN" && found.status !== "UNFUNDED")) return;
  const { endsAt } = weekBounds(weekStart);
  await cutTimersAt(txCtx, { projectId: project.id, weekEndsAt: at < endsAt ? at : endsAt });
  const { logged } = await weekMinutes(txCtx, { projectId: project.id, weekStart });
  const limit = found.weeklyLimitHours === null ? Number.POSITIVE_INFINITY : found.weeklyLimitHours * 60;
  const minutes = Math.min(logged, limit);
  const billed = amountForMinutes(minutes, found.rate);
  let week = found;
  let refunded = 0;
  if (week.fundedAt && week.milestoneId) {
    refunded = week.fundedAmount - billed;
    const keptFee = feeShare(week.clientFee, billed, week.fundedAmount);
    if (refunded > 0) {
      await refundEscrow(txCtx, {
        companyId: project.companyId,
        amount: refunded,
        clientFee: week.clientFee - keptFee,
        idempotencyKey: `hourly-week:${week.id}:refund-unused`,
        reference: {
          kind: "MILESTONE",
          id: week.milestoneId,
          label: weekMilestoneTitle(weekStart),
          projectId: project.id,
        },
        description: `Unused escrow refunded: ${weekMilestoneTitle(weekStart)}, ${project.title}`,
      });
    }
    await recordWeekRefund(txCtx, {
      milestoneId: week.milestoneId,
      billed,
      clientFee: keptFee,
      refundedAmount: Math.max(0, refunded),
      refundedFee: week.clientFee - keptFee,
    });
    week = await updateWeek(txCtx, week.id, { clientFee: keptFee });
  } else if (billed > 0) {
    week = (await fundWeek(txCtx, { project, week, amount: billed })).week;
  } else if (week.milestoneId) {
    // A week never funded and never logged: its milestone waits on nothing.
    await recordWeekRefund(txCtx, {
      milestoneId: week.milestoneId,
      billed,
      clientFee: 0,
      refundedAmount: 0,
      refundedFee: 0,
    });
  }
  // Closed (and the company told) now, never before the week's end: a week the sweep closes late
  // still gets the whole review window.
  const closedAt = new Date(Math.max(at.getTime(), now().getTime()));
  const reviewEndsAt = new Date(closedAt.getTime() + txCtx.config.hourly.reviewDays * DAY_MS);
  const nothingBilled = billed === 0;
  week = await updateWeek(txCtx, week.id, {
    status: nothingBilled ? "PAID" : "IN_REVIEW",
    billedMinutes: minutes,
    billedAmount: billed,
    refundedAmount: Math.max(0, refunded),
    closedAt,
    reviewEndsAt: nothingBilled ? null : reviewEndsAt,
    paidAt: nothingBilled ? closedAt : null,
  });
  await emit(txCtx, "HourlyWeekClosed", {
    ...weekFacts(project, week),
    billed,
    refunded: Math.max(0, refunded),
    reviewEndsAt: reviewEndsAt.toISOString(),
  });
  if (nothingBilled) await completeIfSettled(txCtx, { project, contract });
}

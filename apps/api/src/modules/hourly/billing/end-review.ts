import { amountForMinutes } from "@crewlance/contracts/hourly";
import { now } from "../../../lib/clock";
import { emit } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import { releaseEscrow } from "../../money/index";
import {
  openWeekDispute,
  type ProjectRow,
  recordWeekRelease,
  teamPayoutSplit,
  weekMilestoneTitle,
} from "../../projects/index";
import type { HourlyContractRow } from "../access";
import { completeIfSettled } from "../contract/complete";
import { weekMinutes } from "../weeks";
import { disputeReasonOf } from "./dispute-reason";
import { fundWeek } from "./fund-week";
import type { HourlyWeekRow } from "./week-writes";
import { feeShare, updateWeek, weekFacts } from "./week-writes";

/** What the disputed entries bill: their minutes at the week's rate, never more than it billed. */
export async function disputedAmountOf(txCtx: TxContext, week: HourlyWeekRow): Promise<number> {
  const { disputed } = await weekMinutes(txCtx, { projectId: week.projectId, weekStart: week.weekStart });
  return Math.min(week.billedAmount, amountForMinutes(disputed, week.rate));
}

/**
 * The review window of an IN_REVIEW week has ended (decision 0091 "Review"): the undisputed
 * amount is released (with the team's payout split and its share of the client fee); nothing
 * disputed → PAID; else DISPUTED, the rest on the week's milestone with a dispute the admin
 * resolves. A week without a limit whose billed hours are not funded yet waits for the money.
 * Call with the project, contract and week locked; returns whether it acted.
 */
export async function endReview(
  txCtx: TxContext,
  input: { project: ProjectRow; contract: HourlyContractRow; week: HourlyWeekRow },
): Promise<boolean> {
  const { project, contract } = input;
  let week = input.week;
  if (week.status !== "IN_REVIEW" || !week.reviewEndsAt || week.reviewEndsAt > now()) return false;
  if (!week.fundedAt) {
    const funding = await fundWeek(txCtx, { project, week, amount: week.billedAmount });
    if (!funding.funded) return false;
    week = funding.week;
  }
  const milestoneId = week.milestoneId!;
  const disputed = await disputedAmountOf(txCtx, week);
  const released = week.billedAmount - disputed;
  const releasedFee = disputed === 0 ? week.clientFee : feeShare(week.clientFee, released, week.billedAmount);
  let freelancerFee = 0;
  let freelancerReceives = 0;
  if (released > 0) {
    const release = await releaseEscrow(txCtx, {
      companyId: project.companyId,
      freelancerId: project.freelancerId,
      // A hired team's shares split the freelancer side (decision 0041); null otherwise.
      payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
      amount: released,
      clientFee: releasedFee,
      idempotencyKey: `hourly-week:${week.id}:release`,
      reference: {
        kind: "MILESTONE",
        id: milestoneId,
        label: weekMilestoneTitle(week.weekStart),
        projectId: project.id,
      },
      description: `Hours released: ${weekMilestoneTitle(week.weekStart)}, ${project.title}`,
    });
    freelancerFee = release.freelancerFee;
    freelancerReceives = release.freelancerReceives;
  }
  const at = now();
  if (disputed === 0) {
    await recordWeekRelease(txCtx, { milestoneId, releasedAmount: released, freelancerFee });
    week = await updateWeek(txCtx, week.id, {
      status: "PAID",
      releasedAmount: released,
      disputedAmount: 0,
      paidAt: at,
    });
    await emit(txCtx, "HourlyWeekPaid", { ...weekFacts(project, week), released, freelancerReceives });
    await completeIfSettled(txCtx, { project, contract });
    return true;
  }
  const disputeId = await openWeekDispute(txCtx, {
    project,
    milestoneId,
    disputed,
    clientFee: week.clientFee - releasedFee,
    releasedAmount: released,
    freelancerFee,
    reason: await disputeReasonOf(txCtx, week),
  });
  week = await updateWeek(txCtx, week.id, { status: "DISPUTED", releasedAmount: released, disputedAmount: disputed });
  await emit(txCtx, "HourlyWeekDisputed", { ...weekFacts(project, week), released, disputed, disputeId });
  return true;
}

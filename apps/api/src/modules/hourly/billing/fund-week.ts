import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { now } from "../../../lib/clock";
import { emit } from "../../../lib/events";
import type { TxContext } from "../../../lib/transaction";
import { fundEscrow, getWalletSummary, walletFees } from "../../money/index";
import {
  createWeekMilestone,
  markWeekMilestoneFunded,
  type ProjectRow,
  rupees,
  setWeekMilestoneAmount,
  weekMilestoneTitle,
} from "../../projects/index";
import type { HourlyWeekRow } from "./week-writes";
import { updateWeek, weekFacts } from "./week-writes";

/**
 * Moves `amount` (the week's maximum, or what a week without a limit billed) and the client fee
 * with its GST from the company's available balance into the week's escrow (decision 0091). The
 * balance is checked first, so a short one never aborts the caller's transaction: the week keeps
 * a note ("Add ₹x …") and both sides are told once. Call with the project, contract and week locked.
 */
export async function fundWeek(
  txCtx: TxContext,
  input: { project: ProjectRow; week: HourlyWeekRow; amount: number },
): Promise<{ week: HourlyWeekRow; funded: boolean; shortBy: number }> {
  const { project, amount } = input;
  let week = input.week;
  if (week.fundedAt) return { week, funded: true, shortBy: 0 };
  if (!week.milestoneId) {
    const milestone = await createWeekMilestone(txCtx, { projectId: project.id, weekStart: week.weekStart, amount });
    week = await updateWeek(txCtx, week.id, { milestoneId: milestone.id });
  } else {
    await setWeekMilestoneAmount(txCtx, week.milestoneId, amount);
  }
  const milestoneId = week.milestoneId!;
  const breakdown = escrowFundBreakdown(amount, walletFees(txCtx));
  const { available } = await getWalletSummary(txCtx, { userId: project.companyId });
  if (available < breakdown.total) {
    const shortBy = breakdown.total - available;
    const note = `Add ${rupees(shortBy)} to your wallet to fund this week.`;
    const firstTime = week.fundingNote === null;
    week = await updateWeek(txCtx, week.id, { fundingNote: note });
    if (firstTime) await emit(txCtx, "HourlyWeekUnfunded", { ...weekFacts(project, week), needed: shortBy, note });
    return { week, funded: false, shortBy };
  }
  const label = `${weekMilestoneTitle(week.weekStart)}, ${project.title}`;
  await fundEscrow(txCtx, {
    companyId: project.companyId,
    amount,
    idempotencyKey: `hourly-week:${week.id}:fund`,
    reference: { kind: "MILESTONE", id: milestoneId, label, projectId: project.id },
    description: `Escrow funded: ${label}`,
  });
  await markWeekMilestoneFunded(txCtx, { milestoneId, clientFee: breakdown.clientFee });
  week = await updateWeek(txCtx, week.id, {
    status: week.status === "UNFUNDED" ? "OPEN" : week.status,
    fundedAmount: amount,
    clientFee: breakdown.clientFee,
    fundedAt: now(),
    fundingNote: null,
  });
  await emit(txCtx, "HourlyWeekFunded", { ...weekFacts(project, week), amount, total: breakdown.total });
  return { week, funded: true, shortBy: 0 };
}

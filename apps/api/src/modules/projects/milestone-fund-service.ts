import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { fundEscrow, getWalletSummary, walletFees } from "../money/index";
import { conflict, lockForParty, onlyCompany, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";
import { rupees } from "./people";
import { isAwaitingProposal } from "./project-state";

/** The company moves the amount plus the client fee from its available balance into escrow. */
export async function fundMilestone(
  txCtx: TxContext,
  input: { milestoneId: string; userId: string; expectedTotal?: number },
): Promise<{ projectId: string }> {
  const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
  onlyCompany(locked, "fund a milestone");
  requireStatus(locked, ["PENDING"], "fund this milestone");
  if (isAwaitingProposal(locked.milestone)) throw conflict("Accept the proposed milestone before funding it.");
  const { milestone, project } = locked;
  const breakdown = escrowFundBreakdown(milestone.amount, walletFees(txCtx));
  if (input.expectedTotal !== undefined && input.expectedTotal !== breakdown.total) {
    throw conflict(
      `Funding '${milestone.title}' now takes ${rupees(breakdown.total)} with the fee and its GST, not ${rupees(input.expectedTotal)}: the fee or the GST rate changed. Check the amount and confirm again.`,
    );
  }
  try {
    await fundEscrow(txCtx, {
      companyId: project.companyId,
      amount: milestone.amount,
      idempotencyKey: `milestone:${milestone.id}:fund`,
      reference: { kind: "MILESTONE", id: milestone.id, label: milestone.title, projectId: project.id },
      description: `Escrow funded: ${milestone.title}`,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "INSUFFICIENT_FUNDS") {
      const { available } = await getWalletSummary(txCtx, { userId: project.companyId });
      const missing = breakdown.total - available;
      throw new AppError(
        "INSUFFICIENT_FUNDS",
        `You need ${rupees(missing)} more to fund this milestone: it takes ${rupees(breakdown.total)} with the fee and its GST and ${rupees(available)} is available. Add funds to your wallet.`,
      );
    }
    throw error;
  }
  await updateMilestone(txCtx, milestone.id, { status: "FUNDED", clientFee: breakdown.clientFee, fundedAt: now() });
  await emit(txCtx, "MilestoneFunded", {
    ...milestoneFacts(project, milestone),
    actorId: input.userId,
    total: breakdown.total,
    clientFee: breakdown.clientFee,
  });
  await touchProject(txCtx, project.id);
  return { projectId: project.id };
}

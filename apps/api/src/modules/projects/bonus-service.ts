import type { TBonusBody, TBonusResult } from "@crewlance/contracts/hourly";
import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import { eq, sql } from "drizzle-orm";
import { milestones } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { fundEscrow, getWalletSummary, releaseEscrow, walletFees } from "../money/index";
import { readProjectAccess } from "./access";
import { conflict } from "./milestone-lock";
import { milestoneFacts, touchProject } from "./milestone-writes";
import { teamPayoutSplit } from "./payout-shares-service";
import { rupees } from "./people";

/*
 * A bonus (decision 0091): the company pays a one-off amount with a note on any project it has,
 * fixed or hourly, through escrow: a BONUS milestone funded and released in the one transaction
 * (the caller's, which also records the Idempotency-Key's answer), so it is paid at once or not
 * at all. Its activity entry and the freelancer's notification follow from BonusPaid.
 */

const BONUS_TITLE = "Bonus";

/** The company of the project pays a bonus; the project row is locked first, as every money change does. */
export async function payBonus(
  txCtx: TxContext,
  input: { projectId: string; userId: string; body: TBonusBody },
): Promise<TBonusResult> {
  const found = await readProjectAccess(txCtx, { projectId: input.projectId, userId: input.userId, lock: true });
  if (!found) throw notFound("Project");
  const { project } = found;
  if (found.access !== "COMPANY") throw forbidden("Only the company can pay a bonus.");
  if (project.status !== "ACTIVE" && project.status !== "COMPLETED") {
    throw conflict(`This project is ${project.status.toLowerCase()}, so a bonus can no longer be paid on it.`);
  }
  const { amount, note } = input.body;
  const breakdown = escrowFundBreakdown(amount, walletFees(txCtx));
  // Checked before anything is written: a refused bonus leaves no milestone behind.
  const { available } = await getWalletSummary(txCtx, { userId: project.companyId });
  if (available < breakdown.total) throw shortOf(breakdown.total, available);
  const at = now();
  const [last] = await txCtx.db
    .select({ position: sql<number>`coalesce(max(${milestones.position}), 0)`.mapWith(Number) })
    .from(milestones)
    .where(eq(milestones.projectId, project.id));
  const [milestone] = await txCtx.db
    .insert(milestones)
    .values({
      projectId: project.id,
      kind: "BONUS",
      title: BONUS_TITLE,
      note,
      amount,
      status: "APPROVED",
      position: (last?.position ?? 0) + 1,
      proposedBy: "COMPANY",
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const reference = { kind: "MILESTONE" as const, id: milestone!.id, label: BONUS_TITLE, projectId: project.id };
  const funded = await fundEscrow(txCtx, {
    companyId: project.companyId,
    amount,
    idempotencyKey: `milestone:${milestone!.id}:fund`,
    reference,
    description: `Bonus funded: ${project.title}`,
  }).catch(async (error: unknown) => {
    // Another payment took the balance since the check: the whole transaction rolls back.
    if (!(error instanceof AppError && error.code === "INSUFFICIENT_FUNDS")) throw error;
    throw shortOf(breakdown.total, (await getWalletSummary(txCtx, { userId: project.companyId })).available);
  });
  const release = await releaseEscrow(txCtx, {
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    // A hired team's shares split the freelancer side (decision 0041); null otherwise.
    payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
    amount,
    clientFee: funded.clientFee,
    idempotencyKey: `milestone:${milestone!.id}:release`,
    reference,
    description: `Bonus paid: ${project.title}`,
  });
  const [paid] = await txCtx.db
    .update(milestones)
    .set({
      clientFee: release.clientFee,
      freelancerFee: release.freelancerFee,
      releasedAmount: amount,
      fundedAt: at,
      approvedAt: at,
      updatedAt: at,
    })
    .where(eq(milestones.id, milestone!.id))
    .returning();
  await emit(txCtx, "BonusPaid", {
    ...milestoneFacts(project, paid!),
    actorId: input.userId,
    note,
    freelancerReceives: release.freelancerReceives,
  });
  await touchProject(txCtx, project.id);
  return {
    milestoneId: milestone!.id,
    amount,
    clientFee: funded.clientFee,
    clientFeeGst: funded.clientFeeGst,
    total: funded.total,
  };
}

function shortOf(total: number, available: number): AppError {
  return conflict(
    `You need ${rupees(total - available)} more to pay this bonus: it takes ${rupees(total)} with the fee and its GST and ${rupees(available)} is available. Add funds to your wallet.`,
  );
}

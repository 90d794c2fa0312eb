import type { TDispute, TDisputeResolveBody } from "@crewlance/contracts/projects";
import { feeFor } from "@crewlance/contracts/wallet";
import { eq } from "drizzle-orm";
import { milestoneDisputes, milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { refundToCompany, releaseToFreelancer, type Settled, type Settling, splitBetween } from "./dispute-outcomes";
import { disputeViews } from "./dispute-views";
import { milestoneFacts } from "./milestone-writes";
import { rupees } from "./people";
import { completeIfDone } from "./project-completion";

/*
 * An ADMIN resolves an OPEN dispute (decision 0037), inside the Idempotency-Key's transaction:
 * the rows locked, the escrow settled by the chosen outcome (dispute-outcomes.ts), the dispute
 * closed, DisputeResolved told (activity, notifications, figures), the project completed if done.
 */
export async function resolveDispute(
  txCtx: TxContext,
  input: { disputeId: string; adminId: string; body: TDisputeResolveBody },
): Promise<TDispute> {
  const { project, milestone, dispute } = await lockOpenDispute(txCtx, input.disputeId);
  const body = input.body;
  const amount = milestone.amount;
  const clientFee = milestone.clientFee ?? feeFor(amount, txCtx.config.wallet.clientFeeBps);
  if (body.outcome === "SPLIT" && body.freelancerAmount >= amount) {
    throw new AppError(
      "BUSINESS_RULE",
      `The freelancer's share must be less than the milestone's ${rupees(amount)}; to pay it all, choose release.`,
      [{ path: "freelancerAmount", message: `Must be less than ${rupees(amount)}.` }],
    );
  }
  const at = now();
  const settling: Settling = { project, milestone, clientFee, at };
  const settled: Settled =
    body.outcome === "RELEASE"
      ? await releaseToFreelancer(txCtx, settling)
      : body.outcome === "REFUND"
        ? await refundToCompany(txCtx, settling)
        : await splitBetween(txCtx, settling, body.freelancerAmount);
  const resolution = {
    status: "RESOLVED" as const,
    outcome: body.outcome,
    freelancerAmount: settled.freelancerAmount,
    companyRefund: settled.companyRefund,
    note: body.note,
    resolvedBy: input.adminId,
    resolvedAt: at,
  };
  await txCtx.db.update(milestoneDisputes).set(resolution).where(eq(milestoneDisputes.id, dispute.id));
  await emit(txCtx, "DisputeResolved", {
    ...milestoneFacts(project, milestone),
    adminId: input.adminId,
    disputeId: dispute.id,
    outcome: body.outcome,
    freelancerAmount: settled.freelancerAmount,
    freelancerReceives: settled.freelancerReceives,
    companyRefund: settled.companyRefund,
    escrowTotal: amount + clientFee,
    note: body.note,
  });
  await completeIfDone(txCtx, project);
  await txCtx.db.update(projects).set({ updatedAt: at }).where(eq(projects.id, project.id));
  return (await disputeViews(txCtx, [{ ...dispute, ...resolution }]))[0]!;
}

/** The same lock order as every milestone change: project, milestone, then the dispute; 409 unless open. */
async function lockOpenDispute(txCtx: TxContext, disputeId: string) {
  const [found] = await txCtx.db
    .select({ projectId: milestoneDisputes.projectId, milestoneId: milestoneDisputes.milestoneId })
    .from(milestoneDisputes)
    .where(eq(milestoneDisputes.id, disputeId));
  if (!found) throw notFound("Dispute");
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, found.projectId)).for("update");
  const [milestone] = await txCtx.db
    .select()
    .from(milestones)
    .where(eq(milestones.id, found.milestoneId))
    .for("update");
  const [dispute] = await txCtx.db
    .select()
    .from(milestoneDisputes)
    .where(eq(milestoneDisputes.id, disputeId))
    .for("update");
  if (!project || !milestone || !dispute) throw notFound("Dispute");
  if (dispute.status !== "OPEN" || milestone.status !== "DISPUTED") {
    throw new AppError("CONFLICT", "This dispute is already resolved.");
  }
  return { project, milestone, dispute };
}

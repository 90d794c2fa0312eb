import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type {
  TDispute,
  TDisputeResolveBody,
  TDisputeStatus,
  TMilestoneStatusV2,
  TProjectSide,
} from "@crewlance/contracts/projects";
import { feeFor } from "@crewlance/contracts/wallet";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { disputeStatements, milestoneDisputes, milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotification } from "../notifications/service";
import { teamPayoutSplit } from "../teams/payout-service";
import { loadUserSummaries } from "../users/summary-view";
import { refundEscrow, releaseEscrow } from "../wallet/escrow-service";
import { milestoneHistory, recordActivity } from "./activity";
import { refreshFreelancerFigures } from "./figures";
import { completeIfDone } from "./milestones-service";
import { partyOf, rupees } from "./people";
import { loadSubmissions, sideOf } from "./project-view";

/*
 * Disputes (spec B5, decision 0037). Opening one freezes the milestone (DISPUTED; see
 * milestones-service). Either party may add statements while it is open. An ADMIN resolves it:
 * RELEASE pays the freelancer as an approval would; REFUND returns the amount and the client fee
 * to the company; SPLIT releases `freelancerAmount` (with the client fee's matching share, rounded
 * down, kept as revenue) and refunds the rest. All in one transaction with the rows locked.
 */

type DisputeRow = typeof milestoneDisputes.$inferSelect;

async function disputeViews(ctx: AppContext, rows: DisputeRow[]): Promise<TDispute[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const milestoneIds = rows.map((row) => row.milestoneId);
  const [projectRows, milestoneRows, statements, submissions, history] = await Promise.all([
    ctx.db
      .select()
      .from(projects)
      .where(
        inArray(
          projects.id,
          rows.map((row) => row.projectId),
        ),
      ),
    ctx.db.select().from(milestones).where(inArray(milestones.id, milestoneIds)),
    ctx.db
      .select()
      .from(disputeStatements)
      .where(inArray(disputeStatements.disputeId, ids))
      .orderBy(asc(disputeStatements.createdAt), asc(disputeStatements.id)),
    loadSubmissions(ctx, milestoneIds),
    milestoneHistory(ctx, milestoneIds),
  ]);
  const projectOf = new Map(projectRows.map((row) => [row.id, row]));
  const milestoneOf = new Map(milestoneRows.map((row) => [row.id, row]));
  const people = await loadUserSummaries(ctx, [
    ...projectRows.flatMap((row) => [row.companyId, row.freelancerId]),
    ...rows.flatMap((row) => [row.openedBy, ...(row.resolvedBy ? [row.resolvedBy] : [])]),
    ...statements.map((row) => row.authorId),
  ]);
  return rows.map((row) => {
    const project = projectOf.get(row.projectId)!;
    const milestone = milestoneOf.get(row.milestoneId)!;
    const party = (id: string) => partyOf(people.get(id), id);
    return {
      id: row.id,
      status: row.status,
      project: { id: project.id, title: project.title },
      milestone: {
        id: milestone.id,
        title: milestone.title,
        amount: milestone.amount,
        clientFee: milestone.clientFee ?? 0,
        frozenFrom: row.frozenFrom as TMilestoneStatusV2,
        submissions: submissions.get(milestone.id) ?? [],
      },
      company: party(project.companyId),
      freelancer: party(project.freelancerId),
      openedBy: party(row.openedBy),
      openedBySide: row.openedBySide as TProjectSide,
      reason: row.reason,
      statements: [
        {
          author: party(row.openedBy),
          side: row.openedBySide as TProjectSide,
          text: row.reason,
          createdAt: row.createdAt.toISOString(),
        },
        ...statements
          .filter((statement) => statement.disputeId === row.id)
          .map((statement) => ({
            author: party(statement.authorId),
            side: statement.side as "COMPANY" | "FREELANCER" | "ADMIN",
            text: statement.text,
            createdAt: statement.createdAt.toISOString(),
          })),
      ],
      history: history.get(milestone.id) ?? [],
      resolution:
        row.status === "RESOLVED" && row.outcome && row.resolvedAt
          ? {
              outcome: row.outcome as "RELEASE" | "REFUND" | "SPLIT",
              freelancerAmount: row.freelancerAmount ?? 0,
              companyRefund: row.companyRefund ?? 0,
              note: row.note ?? "",
              resolvedBy: party(row.resolvedBy ?? row.openedBy),
              resolvedAt: row.resolvedAt.toISOString(),
            }
          : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** One dispute, for its parties or an admin. */
export async function getDispute(
  ctx: AppContext,
  input: { disputeId: string; userId: string; isAdmin: boolean },
): Promise<TDispute> {
  const [row] = await ctx.db.select().from(milestoneDisputes).where(eq(milestoneDisputes.id, input.disputeId));
  if (!row) throw notFound("Dispute");
  if (!input.isAdmin) {
    const [project] = await ctx.db.select().from(projects).where(eq(projects.id, row.projectId));
    if (!project || !sideOf(project, input.userId)) throw notFound("Dispute");
  }
  return (await disputeViews(ctx, [row]))[0]!;
}

/** GET /admin/disputes: oldest first (a queue). */
export async function listDisputes(
  ctx: AppContext,
  input: { status: TDisputeStatus; page: number; limit: number },
): Promise<{ items: TDispute[]; pagination: TPagination }> {
  const where = eq(milestoneDisputes.status, input.status);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(milestoneDisputes)
      .where(where)
      .orderBy(asc(milestoneDisputes.createdAt), asc(milestoneDisputes.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(milestoneDisputes).where(where),
  ]);
  return {
    items: await disputeViews(ctx, rows),
    pagination: buildPagination(total?.value ?? 0, input.page, input.limit),
  };
}

/** A party adds a statement to an open dispute. */
export async function addDisputeStatement(
  ctx: AppContext,
  input: { disputeId: string; userId: string; text: string },
): Promise<TDispute> {
  await withTransaction(ctx, async (txCtx) => {
    const [row] = await txCtx.db
      .select()
      .from(milestoneDisputes)
      .where(eq(milestoneDisputes.id, input.disputeId))
      .for("update");
    if (!row) throw notFound("Dispute");
    const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, row.projectId));
    const side = project ? sideOf(project, input.userId) : null;
    if (!project || !side) throw notFound("Dispute");
    if (row.status !== "OPEN") throw new AppError("CONFLICT", "This dispute is resolved: it takes no more statements.");
    await txCtx.db
      .insert(disputeStatements)
      .values({ disputeId: row.id, authorId: input.userId, side, text: input.text, createdAt: now() });
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "DISPUTE_STATEMENT",
      actorId: input.userId,
      text: `Added a statement to the dispute: ${input.text}`,
      milestoneId: row.milestoneId,
    });
  });
  return getDispute(ctx, { disputeId: input.disputeId, userId: input.userId, isAdmin: false });
}

/** The client fee's share kept with a split's released part: rounded down, so the refund never falls short. */
export function splitFees(amount: number, clientFee: number, freelancerAmount: number) {
  const keptFee = Math.floor((clientFee * freelancerAmount) / amount);
  return { keptFee, refundedFee: clientFee - keptFee, refundedAmount: amount - freelancerAmount };
}

/** An ADMIN resolves an OPEN dispute (inside the Idempotency-Key's transaction). */
export async function resolveDispute(
  txCtx: TxContext,
  input: { disputeId: string; adminId: string; body: TDisputeResolveBody },
): Promise<TDispute> {
  const [found] = await txCtx.db
    .select({ projectId: milestoneDisputes.projectId, milestoneId: milestoneDisputes.milestoneId })
    .from(milestoneDisputes)
    .where(eq(milestoneDisputes.id, input.disputeId));
  if (!found) throw notFound("Dispute");
  // The same lock order as every milestone change: project, milestone, then the dispute.
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, found.projectId)).for("update");
  const [milestone] = await txCtx.db
    .select()
    .from(milestones)
    .where(eq(milestones.id, found.milestoneId))
    .for("update");
  const [dispute] = await txCtx.db
    .select()
    .from(milestoneDisputes)
    .where(eq(milestoneDisputes.id, input.disputeId))
    .for("update");
  if (!project || !milestone || !dispute) throw notFound("Dispute");
  if (dispute.status !== "OPEN" || milestone.status !== "DISPUTED") {
    throw new AppError("CONFLICT", "This dispute is already resolved.");
  }
  const body = input.body;
  const amount = milestone.amount;
  const clientFee = milestone.clientFee ?? feeFor(amount, txCtx.config.wallet.clientFeeBps);
  const reference = { kind: "MILESTONE" as const, id: milestone.id, label: milestone.title, projectId: project.id };
  const at = now();
  let freelancerAmount = 0;
  let companyRefund = 0;
  let freelancerReceives = 0;
  if (body.outcome === "SPLIT" && body.freelancerAmount >= amount) {
    throw new AppError(
      "BUSINESS_RULE",
      `The freelancer's share must be less than the milestone's ${rupees(amount)}; to pay it all, choose release.`,
      [{ path: "freelancerAmount", message: `Must be less than ${rupees(amount)}.` }],
    );
  }
  if (body.outcome === "RELEASE") {
    const release = await releaseEscrow(txCtx, {
      companyId: project.companyId,
      freelancerId: project.freelancerId,
      // A hired team's shares split the freelancer side (issue 12, decision 0041); null otherwise.
      payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
      amount,
      clientFee,
      idempotencyKey: `milestone:${milestone.id}:release`,
      reference,
      description: `Escrow released by dispute resolution: ${milestone.title}`,
    });
    freelancerAmount = amount;
    freelancerReceives = release.freelancerReceives;
    await txCtx.db
      .update(milestones)
      .set({
        status: "APPROVED",
        approvedAt: at,
        releasedAmount: amount,
        freelancerFee: release.freelancerFee,
        clientFee,
        updatedAt: at,
      })
      .where(eq(milestones.id, milestone.id));
  } else if (body.outcome === "REFUND") {
    const refund = await refundEscrow(txCtx, {
      companyId: project.companyId,
      amount,
      clientFee,
      idempotencyKey: `milestone:${milestone.id}:refund`,
      reference,
      description: `Escrow refunded by dispute resolution: ${milestone.title}`,
    });
    companyRefund = refund.refunded;
    await txCtx.db
      .update(milestones)
      .set({
        status: "CANCELLED",
        cancelledAt: at,
        refundedAmount: amount,
        refundedFee: clientFee,
        clientFee,
        updatedAt: at,
      })
      .where(eq(milestones.id, milestone.id));
  } else {
    const split = splitFees(amount, clientFee, body.freelancerAmount);
    const release = await releaseEscrow(txCtx, {
      companyId: project.companyId,
      freelancerId: project.freelancerId,
      // A hired team's shares split the freelancer side (issue 12, decision 0041); null otherwise.
      payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
      amount: body.freelancerAmount,
      clientFee: split.keptFee,
      idempotencyKey: `milestone:${milestone.id}:release`,
      reference,
      description: `Escrow split by dispute resolution: ${milestone.title} (freelancer's share)`,
    });
    const refund = await refundEscrow(txCtx, {
      companyId: project.companyId,
      amount: split.refundedAmount,
      clientFee: split.refundedFee,
      idempotencyKey: `milestone:${milestone.id}:refund`,
      reference,
      description: `Escrow split by dispute resolution: ${milestone.title} (company's share)`,
    });
    freelancerAmount = body.freelancerAmount;
    freelancerReceives = release.freelancerReceives;
    companyRefund = refund.refunded;
    await txCtx.db
      .update(milestones)
      .set({
        status: "APPROVED",
        approvedAt: at,
        releasedAmount: body.freelancerAmount,
        refundedAmount: split.refundedAmount,
        refundedFee: split.refundedFee,
        freelancerFee: release.freelancerFee,
        clientFee,
        updatedAt: at,
      })
      .where(eq(milestones.id, milestone.id));
  }
  await txCtx.db
    .update(milestoneDisputes)
    .set({
      status: "RESOLVED",
      outcome: body.outcome,
      freelancerAmount,
      companyRefund,
      note: body.note,
      resolvedBy: input.adminId,
      resolvedAt: at,
    })
    .where(eq(milestoneDisputes.id, dispute.id));
  const words =
    body.outcome === "RELEASE"
      ? `released to the freelancer (${rupees(freelancerReceives)} received)`
      : body.outcome === "REFUND"
        ? `refunded to the company (${rupees(companyRefund)})`
        : `split: ${rupees(freelancerReceives)} to the freelancer, ${rupees(companyRefund)} back to the company`;
  await recordActivity(txCtx, {
    projectId: project.id,
    type: "DISPUTE_RESOLVED",
    actorId: input.adminId,
    text: `The dispute on '${milestone.title}' was resolved: escrow ${words}. Note: ${body.note}`,
    milestoneId: milestone.id,
    amount: amount + clientFee,
  });
  for (const userId of [project.companyId, project.freelancerId]) {
    await createNotification(txCtx, {
      userId,
      type: "DISPUTE_RESOLVED",
      title: "Dispute resolved",
      body: `The dispute on '${milestone.title}' (${project.title}) was resolved: escrow ${words}. ${body.note}`,
      link: `/project-management/${project.id}`,
      data: { projectId: project.id, disputeId: dispute.id },
    });
  }
  if (freelancerAmount > 0) {
    await createNotification(txCtx, {
      userId: project.freelancerId,
      type: "PAYMENT_RECEIVED",
      title: "Payment received",
      body: `${rupees(freelancerReceives)} for '${milestone.title}' is in your available balance.`,
      link: `/project-management/${project.id}`,
      data: { projectId: project.id },
    });
  }
  await completeIfDone(txCtx, project);
  await refreshFreelancerFigures(txCtx, project.freelancerId);
  await txCtx.db
    .update(projects)
    .set({ updatedAt: at })
    .where(and(eq(projects.id, project.id)));
  return (
    await disputeViews(txCtx, [
      {
        ...dispute,
        status: "RESOLVED",
        outcome: body.outcome,
        freelancerAmount,
        companyRefund,
        note: body.note,
        resolvedBy: input.adminId,
        resolvedAt: at,
      },
    ])
  )[0]!;
}

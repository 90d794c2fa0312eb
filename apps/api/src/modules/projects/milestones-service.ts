import type {
  TMilestoneCreateBody,
  TMilestonePatchBody,
  TMilestoneStatusV2,
  TProjectSide,
} from "@crewlance/contracts/projects";
import { escrowFundBreakdown, feeFor } from "@crewlance/contracts/wallet";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneDisputes, milestoneSubmissions, milestones, projectFiles, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createNotification, createNotifications } from "../notifications/service";
import { markTaskCompleted } from "../tasks/completion-service";
import { teamPayoutSplit } from "../teams/payout-service";
import { listActiveAdminIds } from "../users/service";
import { fundEscrow, refundEscrow, releaseEscrow } from "../wallet/escrow-service";
import { getWalletSummary } from "../wallet/service";
import { recordActivity } from "./activity";
import { refreshFreelancerFigures } from "./figures";
import { rupees } from "./people";
import { isAwaitingProposal, type MilestoneRow, type ProjectRow, projectIsOpen, sideOf } from "./project-view";

/*
 * The milestone lifecycle (spec B5, issue 11, decision 0034). Every change locks the project row
 * and then the milestone row FOR UPDATE (always in that order, so two changes never wait on each
 * other in a circle), checks the actor's side and the state (403 or 409 with a sentence), and
 * writes the milestone, its ledger transfer, its activity entry and its notifications in one
 * transaction. Ledger transfers carry a key per milestone and move (`milestone:<id>:fund`), so
 * even a replayed call cannot move the money twice.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const SYSTEM_ACTOR = null;

export type Locked = { project: ProjectRow; milestone: MilestoneRow; side: TProjectSide };

/** The project locked for one of its parties; anyone else gets 404. */
export async function lockProject(txCtx: TxContext, projectId: string, userId: string): Promise<ProjectRow> {
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project || !sideOf(project, userId)) throw notFound("Project");
  return project;
}

/** The project, then the milestone, locked; `userId` null for the system or an admin. */
export async function lockMilestone(
  txCtx: TxContext,
  milestoneId: string,
  userId: string | null,
): Promise<{ project: ProjectRow; milestone: MilestoneRow; side: TProjectSide | null }> {
  const [found] = await txCtx.db
    .select({ projectId: milestones.projectId })
    .from(milestones)
    .where(eq(milestones.id, milestoneId));
  if (!found) throw notFound("Milestone");
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, found.projectId)).for("update");
  const side = project && userId ? sideOf(project, userId) : null;
  if (!project || (userId && !side)) throw notFound("Milestone");
  const [milestone] = await txCtx.db.select().from(milestones).where(eq(milestones.id, milestoneId)).for("update");
  if (!milestone) throw notFound("Milestone");
  return { project, milestone, side };
}

async function lockForParty(txCtx: TxContext, milestoneId: string, userId: string): Promise<Locked> {
  const locked = await lockMilestone(txCtx, milestoneId, userId);
  return { ...locked, side: locked.side! };
}

function onlyCompany(locked: Locked, doing: string) {
  if (locked.side !== "COMPANY") throw forbidden(`Only the company can ${doing}.`);
}
function onlyFreelancer(locked: Locked, doing: string) {
  if (locked.side !== "FREELANCER") throw forbidden(`Only the freelancer can ${doing}.`);
}

const STATUS_WORDS: Record<TMilestoneStatusV2, string> = {
  PENDING: "pending",
  FUNDED: "funded",
  SUBMITTED: "submitted",
  REVISION_REQUESTED: "waiting for a revision",
  APPROVED: "approved",
  CANCELLED: "cancelled",
  DISPUTED: "in dispute",
};

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

function requireOpenProject(project: ProjectRow) {
  if (!projectIsOpen(project)) {
    throw conflict(`This project is ${project.status.toLowerCase()}: its milestones can no longer change.`);
  }
}

function requireStatus(locked: Locked, allowed: TMilestoneStatusV2[], doing: string) {
  requireOpenProject(locked.project);
  const status = locked.milestone.status as TMilestoneStatusV2;
  if (!allowed.includes(status)) {
    throw conflict(`You cannot ${doing}: the milestone '${locked.milestone.title}' is ${STATUS_WORDS[status]}.`);
  }
}

function link(projectId: string) {
  return `/project-management/${projectId}`;
}

async function notify(
  txCtx: TxContext,
  userId: string,
  project: ProjectRow,
  input: { type: string; title: string; body: string },
) {
  await createNotification(txCtx, { userId, ...input, link: link(project.id), data: { projectId: project.id } });
}

function otherParty(project: ProjectRow, side: TProjectSide): string {
  return side === "COMPANY" ? project.freelancerId : project.companyId;
}

async function touchProject(txCtx: TxContext, projectId: string, values: Partial<ProjectRow> = {}) {
  await txCtx.db
    .update(projects)
    .set({ ...values, updatedAt: now() })
    .where(eq(projects.id, projectId));
}

async function updateMilestone(txCtx: TxContext, id: string, values: Partial<MilestoneRow>): Promise<MilestoneRow> {
  const [row] = await txCtx.db
    .update(milestones)
    .set({ ...values, updatedAt: now() })
    .where(eq(milestones.id, id))
    .returning();
  return row!;
}

// ── Adding, editing and proposals ─────────────────────────────────────────────────────────

/** The company adds a PENDING milestone; the freelancer proposes one for the company to accept. */
export async function addMilestone(
  ctx: AppContext,
  input: { projectId: string; userId: string; body: TMilestoneCreateBody },
): Promise<{ milestoneId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx, input.projectId, input.userId);
    requireOpenProject(project);
    const side = sideOf(project, input.userId)!;
    const [last] = await txCtx.db
      .select({ position: sql<number>`coalesce(max(${milestones.position}), 0)`.mapWith(Number) })
      .from(milestones)
      .where(eq(milestones.projectId, project.id));
    const at = now();
    const [row] = await txCtx.db
      .insert(milestones)
      .values({
        projectId: project.id,
        title: input.body.title,
        amount: input.body.amount,
        dueDate: input.body.dueDate ?? null,
        status: "PENDING",
        position: (last?.position ?? 0) + 1,
        proposedBy: side,
        proposal: side === "FREELANCER" ? "AWAITING" : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const proposal = side === "FREELANCER";
    await recordActivity(txCtx, {
      projectId: project.id,
      type: proposal ? "MILESTONE_PROPOSED" : "MILESTONE_ADDED",
      actorId: input.userId,
      text: proposal
        ? `Proposed the milestone '${row!.title}' for ${rupees(row!.amount)}`
        : `Added the milestone '${row!.title}' for ${rupees(row!.amount)}`,
      milestoneId: row!.id,
      amount: row!.amount,
    });
    await notify(txCtx, otherParty(project, side), project, {
      type: proposal ? "MILESTONE_PROPOSED" : "MILESTONE_ADDED",
      title: proposal ? "Milestone proposed" : "Milestone added",
      body: proposal
        ? `The freelancer proposed '${row!.title}' (${rupees(row!.amount)}) on '${project.title}'. Accept or decline it.`
        : `The company added '${row!.title}' (${rupees(row!.amount)}) to '${project.title}'.`,
    });
    await touchProject(txCtx, project.id);
    return { milestoneId: row!.id };
  });
}

/** The company edits a PENDING milestone (not a proposal still awaiting its answer). */
export async function editMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; body: TMilestonePatchBody },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, "edit a milestone");
    requireStatus(locked, ["PENDING"], "edit this milestone");
    if (isAwaitingProposal(locked.milestone))
      throw conflict("Accept or decline the proposed milestone before editing it.");
    const values: Partial<MilestoneRow> = {};
    if (input.body.title !== undefined) values.title = input.body.title;
    if (input.body.amount !== undefined) values.amount = input.body.amount;
    if (input.body.dueDate !== undefined) values.dueDate = input.body.dueDate;
    const row = await updateMilestone(txCtx, locked.milestone.id, values);
    await recordActivity(txCtx, {
      projectId: locked.project.id,
      type: "MILESTONE_EDITED",
      actorId: input.userId,
      text: `Edited the milestone '${row.title}' (${rupees(row.amount)})`,
      milestoneId: row.id,
    });
    await touchProject(txCtx, locked.project.id);
    return { projectId: locked.project.id };
  });
}

export async function answerProposal(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; accept: boolean; reason?: string },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, input.accept ? "accept a proposed milestone" : "decline a proposed milestone");
    requireOpenProject(locked.project);
    if (!isAwaitingProposal(locked.milestone)) {
      throw conflict(`The milestone '${locked.milestone.title}' is not a proposal waiting for an answer.`);
    }
    const at = now();
    const row = await updateMilestone(
      txCtx,
      locked.milestone.id,
      input.accept ? { proposal: "ACCEPTED" } : { proposal: "DECLINED", status: "CANCELLED", cancelledAt: at },
    );
    const reason = input.reason ? ` Reason: ${input.reason}` : "";
    await recordActivity(txCtx, {
      projectId: locked.project.id,
      type: input.accept ? "MILESTONE_ACCEPTED" : "MILESTONE_DECLINED",
      actorId: input.userId,
      text: input.accept
        ? `Accepted the proposed milestone '${row.title}'`
        : `Declined the proposed milestone '${row.title}'`,
      milestoneId: row.id,
    });
    await notify(txCtx, locked.project.freelancerId, locked.project, {
      type: input.accept ? "MILESTONE_ACCEPTED" : "MILESTONE_DECLINED",
      title: input.accept ? "Milestone accepted" : "Milestone declined",
      body: input.accept
        ? `The company accepted your milestone '${row.title}' on '${locked.project.title}'.`
        : `The company declined your milestone '${row.title}' on '${locked.project.title}'.${reason}`,
    });
    if (!input.accept) await completeIfDone(txCtx, locked.project);
    await touchProject(txCtx, locked.project.id);
    return { projectId: locked.project.id };
  });
}

// ── Money ─────────────────────────────────────────────────────────────────────────────────

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
  const breakdown = escrowFundBreakdown(milestone.amount, txCtx.config.wallet);
  if (input.expectedTotal !== undefined && input.expectedTotal !== breakdown.total) {
    throw conflict(
      `Funding '${milestone.title}' now takes ${rupees(breakdown.total)} with the fee, not ${rupees(input.expectedTotal)}: the fee changed. Check the amount and confirm again.`,
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
        `You need ${rupees(missing)} more to fund this milestone: it takes ${rupees(breakdown.total)} with the fee and ${rupees(available)} is available. Add funds to your wallet.`,
      );
    }
    throw error;
  }
  const at = now();
  await updateMilestone(txCtx, milestone.id, { status: "FUNDED", clientFee: breakdown.clientFee, fundedAt: at });
  await recordActivity(txCtx, {
    projectId: project.id,
    type: "MILESTONE_FUNDED",
    actorId: input.userId,
    text: `Funded '${milestone.title}': ${rupees(breakdown.total)} into escrow (${rupees(breakdown.clientFee)} fee)`,
    milestoneId: milestone.id,
    amount: breakdown.total,
  });
  await notify(txCtx, project.freelancerId, project, {
    type: "MILESTONE_FUNDED",
    title: "Milestone funded",
    body: `'${milestone.title}' on '${project.title}' is funded: ${rupees(milestone.amount)} is held in escrow. You can start work.`,
  });
  await touchProject(txCtx, project.id);
  return { projectId: project.id };
}

/**
 * Approves a SUBMITTED milestone, releasing escrow to the freelancer (less the freelancer fee;
 * both fees to platform revenue). `userId` null: the auto-approve job, which locked the rows.
 */
export async function approveLocked(txCtx: TxContext, locked: Omit<Locked, "side">, userId: string | null) {
  const { milestone, project } = locked;
  const release = await releaseEscrow(txCtx, {
    companyId: project.companyId,
    freelancerId: project.freelancerId,
    // A hired team's shares split the freelancer side (issue 12, decision 0041); null otherwise.
    payoutSplit: await teamPayoutSplit(txCtx, { projectId: project.id }),
    amount: milestone.amount,
    clientFee: milestone.clientFee ?? undefined,
    idempotencyKey: `milestone:${milestone.id}:release`,
    reference: { kind: "MILESTONE", id: milestone.id, label: milestone.title, projectId: project.id },
    description: `Escrow released: ${milestone.title}`,
  });
  const at = now();
  await updateMilestone(txCtx, milestone.id, {
    status: "APPROVED",
    approvedAt: at,
    autoApproveAt: null,
    autoApproved: userId === null,
    releasedAmount: milestone.amount,
    freelancerFee: release.freelancerFee,
    clientFee: release.clientFee,
  });
  const auto = userId === null;
  await recordActivity(txCtx, {
    projectId: project.id,
    type: auto ? "MILESTONE_AUTO_APPROVED" : "MILESTONE_APPROVED",
    actorId: userId,
    text: auto
      ? `'${milestone.title}' was approved automatically after ${txCtx.config.projects.autoApproveDays} days without an answer: ${rupees(release.freelancerReceives)} released to the freelancer`
      : `Approved '${milestone.title}': ${rupees(release.freelancerReceives)} released to the freelancer`,
    milestoneId: milestone.id,
    amount: milestone.amount,
  });
  await notify(txCtx, project.freelancerId, project, {
    type: "MILESTONE_APPROVED",
    title: auto ? "Milestone approved automatically" : "Milestone approved",
    body: `'${milestone.title}' on '${project.title}' is approved.`,
  });
  await notify(txCtx, project.freelancerId, project, {
    type: "PAYMENT_RECEIVED",
    title: "Payment received",
    body: `${rupees(release.freelancerReceives)} for '${milestone.title}' is in your available balance.`,
  });
  if (auto) {
    await notify(txCtx, project.companyId, project, {
      type: "MILESTONE_APPROVED",
      title: "Milestone approved automatically",
      body: `'${milestone.title}' on '${project.title}' was approved after ${txCtx.config.projects.autoApproveDays} days without an answer, and the escrow released.`,
    });
  }
  await completeIfDone(txCtx, project);
  await refreshFreelancerFigures(txCtx, project.freelancerId);
  await touchProject(txCtx, project.id);
}

export async function approveMilestone(
  txCtx: TxContext,
  input: { milestoneId: string; userId: string },
): Promise<{ projectId: string }> {
  const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
  onlyCompany(locked, "approve a milestone");
  requireStatus(locked, ["SUBMITTED"], "approve this milestone");
  await approveLocked(txCtx, locked, input.userId);
  return { projectId: locked.project.id };
}

/** The company cancels a PENDING milestone, or a FUNDED one before any submission (refunded with its fee). */
export async function cancelMilestone(
  txCtx: TxContext,
  input: { milestoneId: string; userId: string; reason?: string },
): Promise<{ projectId: string }> {
  const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
  onlyCompany(locked, "cancel a milestone");
  requireStatus(locked, ["PENDING", "FUNDED"], "cancel this milestone");
  const { milestone, project } = locked;
  if (isAwaitingProposal(milestone)) throw conflict("Decline the proposed milestone instead of cancelling it.");
  let refunded = 0;
  if (milestone.status === "FUNDED") {
    const clientFee = milestone.clientFee ?? feeFor(milestone.amount, txCtx.config.wallet.clientFeeBps);
    const refund = await refundEscrow(txCtx, {
      companyId: project.companyId,
      amount: milestone.amount,
      clientFee,
      idempotencyKey: `milestone:${milestone.id}:refund`,
      reference: { kind: "MILESTONE", id: milestone.id, label: milestone.title, projectId: project.id },
      description: `Escrow refunded: ${milestone.title} cancelled`,
    });
    refunded = refund.refunded;
    await updateMilestone(txCtx, milestone.id, {
      status: "CANCELLED",
      cancelledAt: now(),
      refundedAmount: milestone.amount,
      refundedFee: clientFee,
    });
  } else {
    await updateMilestone(txCtx, milestone.id, { status: "CANCELLED", cancelledAt: now() });
  }
  const reason = input.reason ? ` Reason: ${input.reason}` : "";
  await recordActivity(txCtx, {
    projectId: project.id,
    type: "MILESTONE_CANCELLED",
    actorId: input.userId,
    text: refunded
      ? `Cancelled '${milestone.title}': ${rupees(refunded)} refunded from escrow`
      : `Cancelled '${milestone.title}'`,
    milestoneId: milestone.id,
    amount: refunded || null,
  });
  await notify(txCtx, project.freelancerId, project, {
    type: "MILESTONE_CANCELLED",
    title: "Milestone cancelled",
    body: `The company cancelled '${milestone.title}' on '${project.title}'.${reason}`,
  });
  await completeIfDone(txCtx, project);
  await touchProject(txCtx, project.id);
  return { projectId: project.id };
}

// ── Delivery ──────────────────────────────────────────────────────────────────────────────

/** The freelancer delivers a FUNDED milestone (or a revision) with a note and uploaded files. */
export async function submitMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; note: string; fileIds: string[] },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyFreelancer(locked, "submit work");
    requireStatus(locked, ["FUNDED", "REVISION_REQUESTED"], "submit this milestone");
    const { milestone, project } = locked;
    const fileIds = [...new Set(input.fileIds)];
    if (fileIds.length > 0) {
      const files = await txCtx.db
        .select({ id: projectFiles.id })
        .from(projectFiles)
        .where(
          and(
            inArray(projectFiles.id, fileIds),
            eq(projectFiles.projectId, project.id),
            eq(projectFiles.uploaderId, input.userId),
            isNull(projectFiles.submissionId),
          ),
        );
      if (files.length !== fileIds.length) {
        throw new AppError(
          "BUSINESS_RULE",
          "Attach only files you uploaded to this project and have not delivered yet.",
          [{ path: "fileIds", message: "Attach only files you uploaded to this project and have not delivered yet." }],
        );
      }
    }
    const at = now();
    const [submission] = await txCtx.db
      .insert(milestoneSubmissions)
      .values({ milestoneId: milestone.id, authorId: input.userId, note: input.note, createdAt: at })
      .returning({ id: milestoneSubmissions.id });
    if (fileIds.length > 0) {
      await txCtx.db
        .update(projectFiles)
        .set({ submissionId: submission!.id, milestoneId: milestone.id })
        .where(inArray(projectFiles.id, fileIds));
    }
    const autoApproveAt = new Date(at.getTime() + txCtx.config.projects.autoApproveDays * DAY_MS);
    const again = milestone.status === "REVISION_REQUESTED";
    await updateMilestone(txCtx, milestone.id, {
      status: "SUBMITTED",
      submittedAt: at,
      autoApproveAt,
      revisionReason: null,
    });
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "MILESTONE_SUBMITTED",
      actorId: input.userId,
      text: `${again ? "Resubmitted" : "Submitted"} '${milestone.title}'${fileIds.length ? ` with ${fileIds.length} file${fileIds.length === 1 ? "" : "s"}` : ""}`,
      milestoneId: milestone.id,
    });
    await notify(txCtx, project.companyId, project, {
      type: "MILESTONE_SUBMITTED",
      title: again ? "Revision submitted" : "Work submitted",
      body: `The freelancer ${again ? "resubmitted" : "submitted"} '${milestone.title}' on '${project.title}'. Approve it or ask for a revision within ${txCtx.config.projects.autoApproveDays} days, or it is approved automatically.`,
    });
    await touchProject(txCtx, project.id);
    return { projectId: project.id };
  });
}

export async function requestRevision(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; reason: string },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyCompany(locked, "ask for a revision");
    requireStatus(locked, ["SUBMITTED"], "ask for a revision of this milestone");
    const { milestone, project } = locked;
    const at = now();
    await txCtx.db
      .update(milestoneSubmissions)
      .set({ revisionReason: input.reason, revisionRequestedAt: at })
      .where(
        sql`${milestoneSubmissions.id} = (select s.id from ${milestoneSubmissions} s where s.milestone_id = ${milestone.id} order by s.created_at desc, s.id desc limit 1)`,
      );
    await updateMilestone(txCtx, milestone.id, {
      status: "REVISION_REQUESTED",
      autoApproveAt: null,
      revisionReason: input.reason,
    });
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "MILESTONE_REVISION_REQUESTED",
      actorId: input.userId,
      text: `Asked for a revision of '${milestone.title}': ${input.reason}`,
      milestoneId: milestone.id,
    });
    await notify(txCtx, project.freelancerId, project, {
      type: "MILESTONE_REVISION_REQUESTED",
      title: "Revision requested",
      body: `The company asked for a revision of '${milestone.title}' on '${project.title}': ${input.reason}`,
    });
    await touchProject(txCtx, project.id);
    return { projectId: project.id };
  });
}

// ── Disputes (opening; resolution in disputes-service.ts) ─────────────────────────────────

export async function disputeMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; reason: string },
): Promise<{ projectId: string; disputeId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    requireStatus(locked, ["FUNDED", "SUBMITTED", "REVISION_REQUESTED"], "open a dispute on this milestone");
    const { milestone, project, side } = locked;
    const at = now();
    const [dispute] = await txCtx.db
      .insert(milestoneDisputes)
      .values({
        projectId: project.id,
        milestoneId: milestone.id,
        openedBy: input.userId,
        openedBySide: side,
        reason: input.reason,
        frozenFrom: milestone.status,
        createdAt: at,
      })
      .returning({ id: milestoneDisputes.id });
    await updateMilestone(txCtx, milestone.id, { status: "DISPUTED", autoApproveAt: null });
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "DISPUTE_OPENED",
      actorId: input.userId,
      text: `Opened a dispute on '${milestone.title}': ${input.reason}`,
      milestoneId: milestone.id,
    });
    await notify(txCtx, otherParty(project, side), project, {
      type: "DISPUTE_OPENED",
      title: "Dispute opened",
      body: `The ${side === "COMPANY" ? "company" : "freelancer"} opened a dispute on '${milestone.title}' (${project.title}). The escrow stays frozen until an admin resolves it; add your statement.`,
    });
    // The admins resolve it: each is told at once instead of finding it in the queue later.
    const adminIds = await listActiveAdminIds(txCtx);
    await createNotifications(
      txCtx,
      adminIds.map((adminId) => ({
        userId: adminId,
        type: "DISPUTE_AWAITS_ADMIN",
        title: "A dispute needs a decision",
        body: `'${milestone.title}' (${project.title}) is disputed by the ${side === "COMPANY" ? "company" : "freelancer"}: ${input.reason}`,
        link: "/dashboard",
        data: { projectId: project.id, disputeId: dispute!.id },
      })),
    );
    await touchProject(txCtx, project.id, { status: "DISPUTED" });
    return { projectId: project.id, disputeId: dispute!.id };
  });
}

// ── The project ───────────────────────────────────────────────────────────────────────────

/**
 * Completes the project when every milestone is APPROVED or CANCELLED and one was approved
 * (spec B5); a project with an open dispute stays DISPUTED. Called after each terminal change
 * with the project row locked.
 */
export async function completeIfDone(txCtx: TxContext, project: ProjectRow): Promise<void> {
  const [counts] = await txCtx.db
    .select({
      open: sql<number>`count(*) filter (where ${milestones.status} not in ('APPROVED', 'CANCELLED'))`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${milestones.status} = 'APPROVED')`.mapWith(Number),
      disputed: sql<number>`count(*) filter (where ${milestones.status} = 'DISPUTED')`.mapWith(Number),
    })
    .from(milestones)
    .where(eq(milestones.projectId, project.id));
  const open = counts?.open ?? 0;
  const approved = counts?.approved ?? 0;
  if ((counts?.disputed ?? 0) === 0 && project.status === "DISPUTED") {
    await touchProject(txCtx, project.id, { status: "ACTIVE" });
    project.status = "ACTIVE";
  }
  if (open > 0 || approved === 0 || project.status !== "ACTIVE") return;
  const at = now();
  await touchProject(txCtx, project.id, { status: "COMPLETED", completedAt: at });
  project.status = "COMPLETED";
  project.completedAt = at;
  if (project.taskId) await markTaskCompleted(txCtx, project.taskId);
  await recordActivity(txCtx, {
    projectId: project.id,
    type: "PROJECT_COMPLETED",
    actorId: null,
    text: "The project is complete: every milestone is approved or cancelled. Both sides can now review each other for 14 days.",
  });
  for (const userId of [project.companyId, project.freelancerId]) {
    await notify(txCtx, userId, project, {
      type: "PROJECT_COMPLETED",
      title: "Project completed",
      body: `'${project.title}' is complete. Leave a review within 14 days.`,
    });
  }
  await refreshFreelancerFigures(txCtx, project.freelancerId);
}

/** The company cancels an ACTIVE project with nothing in escrow; its PENDING milestones are cancelled. */
export async function cancelProject(
  ctx: AppContext,
  input: { projectId: string; userId: string; reason?: string },
): Promise<void> {
  await withTransaction(ctx, async (txCtx) => {
    const project = await lockProject(txCtx, input.projectId, input.userId);
    if (sideOf(project, input.userId) !== "COMPANY") throw forbidden("Only the company can cancel the project.");
    if (project.status !== "ACTIVE") {
      throw conflict(`This project is ${project.status.toLowerCase()}: only an active project can be cancelled.`);
    }
    const held = await txCtx.db
      .select({ id: milestones.id })
      .from(milestones)
      .where(
        and(
          eq(milestones.projectId, project.id),
          inArray(milestones.status, ["FUNDED", "SUBMITTED", "REVISION_REQUESTED", "DISPUTED"]),
        ),
      )
      .for("update");
    if (held.length > 0) {
      throw conflict(
        "This project has money in escrow: approve, cancel or settle its funded and submitted milestones first.",
      );
    }
    const at = now();
    await txCtx.db
      .update(milestones)
      .set({ status: "CANCELLED", cancelledAt: at, updatedAt: at })
      .where(and(eq(milestones.projectId, project.id), eq(milestones.status, "PENDING")));
    await touchProject(txCtx, project.id, { status: "CANCELLED", cancelledAt: at });
    const reason = input.reason ? ` Reason: ${input.reason}` : "";
    await recordActivity(txCtx, {
      projectId: project.id,
      type: "PROJECT_CANCELLED",
      actorId: input.userId,
      text: `Cancelled the project.${reason}`,
    });
    await notify(txCtx, project.freelancerId, project, {
      type: "PROJECT_CANCELLED",
      title: "Project cancelled",
      body: `The company cancelled '${project.title}'.${reason}`,
    });
  });
}

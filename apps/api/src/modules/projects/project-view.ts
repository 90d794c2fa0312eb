import type {
  TMilestoneAction,
  TMilestoneDetail,
  TMilestoneResolution,
  TMilestoneStatusV2,
  TMilestoneSubmission,
  TProjectDetail,
  TProjectFile,
  TProjectListItemV2,
  TProjectMoney,
  TProjectSide,
  TWaitingHint,
} from "@crewlance/contracts/projects";
import { REVIEW_WINDOW_DAYS } from "@crewlance/contracts/projects";
import { feeFor } from "@crewlance/contracts/wallet";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import {
  milestoneDisputes,
  milestoneSubmissions,
  milestones,
  projectCollaborators,
  projectFiles,
  projectReviews,
  projects,
} from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { listTeamMemberIds, loadTeamRefs } from "../teams/service";
import { loadUserSummaries, type UserSummary } from "../users/summary-view";
import { partyOf } from "./people";

/*
 * What a party sees of a project (issue 11): milestones with the actions the viewer may take
 * now, the money (escrow held, paid, remaining, fees) and what waits on whom. Derived on read
 * from the project's rows; nothing here writes.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
type SubmissionRow = typeof milestoneSubmissions.$inferSelect;
type FileRow = typeof projectFiles.$inferSelect;

const HELD: readonly TMilestoneStatusV2[] = ["FUNDED", "SUBMITTED", "REVISION_REQUESTED", "DISPUTED"];
const DAY_MS = 24 * 60 * 60 * 1000;

export function sideOf(project: ProjectRow, userId: string): TProjectSide | null {
  if (project.companyId === userId) return "COMPANY";
  if (project.freelancerId === userId) return "FREELANCER";
  return null;
}

export function isAwaitingProposal(row: MilestoneRow): boolean {
  return row.proposal === "AWAITING" && row.status === "PENDING";
}

export function reviewDeadlineOf(project: ProjectRow): Date | null {
  return project.completedAt ? new Date(project.completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS) : null;
}

/** Milestones may change while the project is ACTIVE or DISPUTED (other milestones go on). */
export function projectIsOpen(project: ProjectRow): boolean {
  return project.status === "ACTIVE" || project.status === "DISPUTED";
}

export function milestoneActions(
  project: ProjectRow,
  row: MilestoneRow,
  side: TProjectSide | null,
): TMilestoneAction[] {
  if (!side || !projectIsOpen(project)) return [];
  const status = row.status as TMilestoneStatusV2;
  if (side === "COMPANY") {
    if (isAwaitingProposal(row)) return ["ACCEPT", "DECLINE"];
    if (status === "PENDING") return ["EDIT", "FUND", "CANCEL"];
    if (status === "FUNDED") return ["CANCEL", "DISPUTE"];
    if (status === "SUBMITTED") return ["APPROVE", "REQUEST_REVISION", "DISPUTE"];
    if (status === "REVISION_REQUESTED") return ["DISPUTE"];
    return [];
  }
  if (status === "FUNDED" || status === "REVISION_REQUESTED") return ["SUBMIT", "DISPUTE"];
  if (status === "SUBMITTED") return ["DISPUTE"];
  return [];
}

function waitingOnOf(row: MilestoneRow): TMilestoneDetail["waitingOn"] {
  const status = row.status as TMilestoneStatusV2;
  if (status === "PENDING") return "COMPANY";
  if (status === "FUNDED" || status === "REVISION_REQUESTED") return "FREELANCER";
  if (status === "SUBMITTED") return "COMPANY";
  if (status === "DISPUTED") return "ADMIN";
  return null;
}

function hintOf(row: MilestoneRow): TWaitingHint | null {
  const title = `'${row.title}'`;
  const status = row.status as TMilestoneStatusV2;
  const at = { milestoneId: row.id };
  if (isAwaitingProposal(row))
    return { side: "COMPANY", text: `Accept or decline the proposed milestone ${title}`, ...at };
  if (status === "PENDING") return { side: "COMPANY", text: `Fund ${title}`, ...at };
  if (status === "FUNDED") return { side: "FREELANCER", text: `Deliver ${title}`, ...at };
  if (status === "REVISION_REQUESTED") return { side: "FREELANCER", text: `Revise and resubmit ${title}`, ...at };
  if (status === "SUBMITTED") return { side: "COMPANY", text: `Review the delivery of ${title}`, ...at };
  if (status === "DISPUTED") return { side: "ADMIN", text: `An admin is resolving the dispute on ${title}`, ...at };
  return null;
}

export function feesOf(ctx: AppContext, row: MilestoneRow): TMilestoneDetail["fees"] {
  const clientFee = row.clientFee ?? feeFor(row.amount, ctx.config.wallet.clientFeeBps);
  const freelancerFee =
    row.status === "APPROVED" ? row.freelancerFee : feeFor(row.amount, ctx.config.wallet.freelancerFeeBps);
  // Approved: what was released (all of it, or the freelancer's share of a split) less its fee.
  const paid = row.status === "APPROVED" ? row.releasedAmount : row.amount;
  return {
    amount: row.amount,
    clientFee,
    fundTotal: row.amount + clientFee,
    freelancerFee,
    freelancerReceives: paid - freelancerFee,
  };
}

export function moneyOf(ctx: AppContext, rows: MilestoneRow[]): TProjectMoney {
  const money: TProjectMoney = {
    total: 0,
    escrowHeld: 0,
    paid: 0,
    freelancerReceived: 0,
    remaining: 0,
    clientFees: 0,
    freelancerFees: 0,
    clientFeeBps: ctx.config.wallet.clientFeeBps,
    freelancerFeeBps: ctx.config.wallet.freelancerFeeBps,
  };
  for (const row of rows) {
    const status = row.status as TMilestoneStatusV2;
    if (status !== "CANCELLED" && !isAwaitingProposal(row)) money.total += row.amount;
    if (HELD.includes(status)) money.escrowHeld += row.amount + (row.clientFee ?? 0);
    if (status === "PENDING" && !isAwaitingProposal(row)) money.remaining += row.amount;
    if (HELD.includes(status)) money.remaining += row.amount;
    money.paid += row.releasedAmount;
    money.freelancerFees += row.freelancerFee;
    if (row.clientFee !== null) money.clientFees += row.clientFee - row.refundedFee;
  }
  money.freelancerReceived = money.paid - money.freelancerFees;
  return money;
}

export function fileView(row: FileRow, people: Map<string, UserSummary>): TProjectFile {
  return {
    id: row.id,
    projectId: row.projectId,
    milestoneId: row.milestoneId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    uploadedBy: partyOf(people.get(row.uploaderId), row.uploaderId),
    url: `/api/projects/${row.projectId}/files/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Submissions of the milestones, newest first, with their files. */
export async function loadSubmissions(
  ctx: AppContext,
  milestoneIds: string[],
): Promise<Map<string, TMilestoneSubmission[]>> {
  const result = new Map<string, TMilestoneSubmission[]>();
  if (milestoneIds.length === 0) return result;
  const rows: SubmissionRow[] = await ctx.db
    .select()
    .from(milestoneSubmissions)
    .where(inArray(milestoneSubmissions.milestoneId, milestoneIds))
    .orderBy(desc(milestoneSubmissions.createdAt), desc(milestoneSubmissions.id));
  const files =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(projectFiles)
          .where(
            inArray(
              projectFiles.submissionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(projectFiles.createdAt));
  const people = await loadUserSummaries(
    ctx,
    files.map((file) => file.uploaderId),
  );
  for (const row of rows) {
    const view: TMilestoneSubmission = {
      id: row.id,
      note: row.note,
      files: files.filter((file) => file.submissionId === row.id).map((file) => fileView(file, people)),
      submittedAt: row.createdAt.toISOString(),
      revisionReason: row.revisionReason,
      revisionRequestedAt: row.revisionRequestedAt?.toISOString() ?? null,
    };
    result.set(row.milestoneId, [...(result.get(row.milestoneId) ?? []), view]);
  }
  return result;
}

type DisputeRef = Pick<
  typeof milestoneDisputes.$inferSelect,
  "id" | "milestoneId" | "status" | "outcome" | "note" | "resolvedAt"
>;

/**
 * What a resolved dispute sent where, read from the milestone's own figures (the amounts the
 * resolution released and refunded, decision 0037), so a split never reads as a full payment.
 */
function resolutionOf(row: MilestoneRow, dispute: DisputeRef | undefined): TMilestoneResolution | null {
  if (dispute?.status !== "RESOLVED" || !dispute.outcome || !dispute.resolvedAt) return null;
  return {
    outcome: dispute.outcome as TMilestoneResolution["outcome"],
    releasedAmount: row.releasedAmount,
    refundedAmount: row.refundedAmount,
    refundedFee: row.refundedFee,
    note: dispute.note ?? "",
    resolvedAt: dispute.resolvedAt.toISOString(),
  };
}

function milestoneDetail(
  ctx: AppContext,
  project: ProjectRow,
  row: MilestoneRow,
  side: TProjectSide | null,
  submissions: TMilestoneSubmission[],
  dispute: DisputeRef | undefined,
): TMilestoneDetail {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    amount: row.amount,
    dueDate: row.dueDate,
    status: row.status as TMilestoneStatusV2,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    proposedBy: row.proposedBy as TProjectSide,
    proposal: (row.proposal as TMilestoneDetail["proposal"]) ?? null,
    fees: feesOf(ctx, row),
    fundedAt: row.fundedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    autoApproveAt: row.status === "SUBMITTED" ? (row.autoApproveAt?.toISOString() ?? null) : null,
    autoApproved: row.autoApproved,
    submission: submissions[0] ?? null,
    submissions,
    revisionReason: row.status === "REVISION_REQUESTED" ? row.revisionReason : null,
    disputeId: dispute?.id ?? null,
    resolution: resolutionOf(row, dispute),
    waitingOn: isAwaitingProposal(row) ? "COMPANY" : waitingOnOf(row),
    actions: milestoneActions(project, row, side),
  };
}

type Progress = Omit<TProjectListItemV2, never>;

function nextMilestoneOf(rows: MilestoneRow[]): TProjectListItemV2["nextMilestone"] {
  const open = rows.filter(
    (row) => row.status !== "APPROVED" && row.status !== "CANCELLED" && !isAwaitingProposal(row),
  );
  open.sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return 1;
      if (b.dueDate === null) return -1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.position - b.position;
  });
  const next = open[0];
  return next
    ? { id: next.id, title: next.title, dueDate: next.dueDate, status: next.status as TMilestoneStatusV2 }
    : null;
}

function hintsOf(project: ProjectRow, rows: MilestoneRow[], reviewsBy: Set<string>): TWaitingHint[] {
  const hints: TWaitingHint[] = [];
  if (projectIsOpen(project)) {
    for (const row of [...rows].sort((a, b) => a.position - b.position)) {
      const hint = hintOf(row);
      if (hint) hints.push(hint);
    }
  }
  const deadline = reviewDeadlineOf(project);
  if (project.status === "COMPLETED" && deadline && deadline > now()) {
    if (!reviewsBy.has(project.companyId))
      hints.push({ side: "COMPANY", text: "Review the freelancer", milestoneId: null });
    if (!reviewsBy.has(project.freelancerId))
      hints.push({ side: "FREELANCER", text: "Review the company", milestoneId: null });
  }
  return hints;
}

async function reviewAuthors(ctx: AppContext, projectIds: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (projectIds.length === 0) return result;
  const rows = await ctx.db
    .select({ projectId: projectReviews.projectId, authorId: projectReviews.authorId })
    .from(projectReviews)
    .where(inArray(projectReviews.projectId, projectIds));
  for (const row of rows) result.set(row.projectId, (result.get(row.projectId) ?? new Set()).add(row.authorId));
  return result;
}

async function loadMilestones(ctx: AppContext, projectIds: string[]): Promise<Map<string, MilestoneRow[]>> {
  const result = new Map<string, MilestoneRow[]>();
  if (projectIds.length === 0) return result;
  const rows = await ctx.db
    .select()
    .from(milestones)
    .where(inArray(milestones.projectId, projectIds))
    .orderBy(asc(milestones.position));
  for (const row of rows) result.set(row.projectId, [...(result.get(row.projectId) ?? []), row]);
  return result;
}

/** List items for the viewer: the issue 9 fields plus progress and what waits on them. */
export async function projectListItems(
  ctx: AppContext,
  rows: ProjectRow[],
  viewerId: string,
): Promise<TProjectListItemV2[]> {
  const ids = rows.map((row) => row.id);
  const [people, byProject, authors, teams] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.flatMap((row) => [row.companyId, row.freelancerId]),
    ),
    loadMilestones(ctx, ids),
    reviewAuthors(ctx, ids),
    loadTeamRefs(
      ctx,
      rows.map((row) => row.teamId),
    ),
  ]);
  return rows.map((row) => {
    const list = byProject.get(row.id) ?? [];
    const money = moneyOf(ctx, list);
    // A hired team's other members (issue 12) and collaborators (issue 14) work on the freelancer's side.
    const side = sideOf(row, viewerId) ?? "FREELANCER";
    const mine = hintsOf(row, list, authors.get(row.id) ?? new Set()).filter((hint) => hint.side === side);
    const item: Progress = {
      id: row.id,
      title: row.title,
      status: row.status,
      company: partyOf(people.get(row.companyId), row.companyId),
      freelancer: partyOf(people.get(row.freelancerId), row.freelancerId),
      taskId: row.taskId,
      applicationId: row.applicationId,
      team: row.teamId ? (teams.get(row.teamId) ?? null) : null,
      totalAmount: money.total,
      milestonesCount: list.filter((milestone) => !isAwaitingProposal(milestone)).length,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      viewerSide: side,
      paidAmount: money.paid,
      nextMilestone: nextMilestoneOf(list),
      waitingOnViewer: mine[0]?.text ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
    return item;
  });
}

/** GET /projects/{id} for a party (the caller checked). */
export async function projectDetail(ctx: AppContext, project: ProjectRow, viewerId: string): Promise<TProjectDetail> {
  const [[item], byProject, authors, disputes] = await Promise.all([
    projectListItems(ctx, [project], viewerId),
    loadMilestones(ctx, [project.id]),
    reviewAuthors(ctx, [project.id]),
    ctx.db
      .select({
        id: milestoneDisputes.id,
        milestoneId: milestoneDisputes.milestoneId,
        status: milestoneDisputes.status,
        outcome: milestoneDisputes.outcome,
        note: milestoneDisputes.note,
        resolvedAt: milestoneDisputes.resolvedAt,
      })
      .from(milestoneDisputes)
      .where(eq(milestoneDisputes.projectId, project.id))
      .orderBy(asc(milestoneDisputes.createdAt)),
  ]);
  const rows = byProject.get(project.id) ?? [];
  const submissions = await loadSubmissions(
    ctx,
    rows.map((row) => row.id),
  );
  // Oldest first, so each milestone keeps its latest dispute.
  const disputeOf = new Map(disputes.map((dispute) => [dispute.milestoneId, dispute]));
  const side = sideOf(project, viewerId);
  const hints = hintsOf(project, rows, authors.get(project.id) ?? new Set());
  // Board assignees beyond the two parties: the hired team's other members and the collaborators (issue 14).
  const [collaboratorIds, teamMemberIds] = await Promise.all([
    loadCollaboratorIds(ctx, project.id),
    project.teamId ? listTeamMemberIds(ctx, { teamId: project.teamId }) : Promise.resolve([]),
  ]);
  const others = [...new Set([...teamMemberIds, ...collaboratorIds])].filter(
    (id) => id !== project.companyId && id !== project.freelancerId,
  );
  const people = await loadUserSummaries(ctx, [project.companyId, project.freelancerId, ...others]);
  const hasHeld = rows.some((row) => HELD.includes(row.status as TMilestoneStatusV2));
  const deadline = reviewDeadlineOf(project);
  return {
    ...item!,
    description: project.description,
    milestones: rows.map((row) =>
      milestoneDetail(ctx, project, row, side, submissions.get(row.id) ?? [], disputeOf.get(row.id)),
    ),
    money: moneyOf(ctx, rows),
    waitingOn: [...hints.filter((hint) => hint.side === side), ...hints.filter((hint) => hint.side !== side)],
    canCancel: side === "COMPANY" && project.status === "ACTIVE" && !hasHeld,
    canAddMilestone: side !== null && projectIsOpen(project),
    reviewDeadline: deadline?.toISOString() ?? null,
    people: [
      { ...partyOf(people.get(project.companyId), project.companyId), side: "COMPANY" as const },
      { ...partyOf(people.get(project.freelancerId), project.freelancerId), side: "FREELANCER" as const },
      ...others.map((id) => ({ ...partyOf(people.get(id), id), side: "FREELANCER" as const })),
    ],
    collaborators: collaboratorIds.map((id) => partyOf(people.get(id), id)),
  };
}

/** The project's collaborators, in the order they joined (issue 14). */
async function loadCollaboratorIds(ctx: AppContext, projectId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: projectCollaborators.userId })
    .from(projectCollaborators)
    .where(eq(projectCollaborators.projectId, projectId))
    .orderBy(asc(projectCollaborators.joinedAt), asc(projectCollaborators.userId));
  return rows.map((row) => row.userId);
}

/** The milestone's detail as its project shows it. */
export async function milestoneDetailOf(
  ctx: AppContext,
  project: ProjectRow,
  milestoneId: string,
  viewerId: string,
): Promise<{ milestone: TMilestoneDetail; project: TProjectDetail }> {
  const detail = await projectDetail(ctx, project, viewerId);
  return { milestone: detail.milestones.find((row) => row.id === milestoneId)!, project: detail };
}

/** Re-reads the project (after a change) and answers with the milestone and the project. */
export async function freshMilestoneResult(ctx: AppContext, projectId: string, milestoneId: string, viewerId: string) {
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId)));
  return milestoneDetailOf(ctx, project!, milestoneId, viewerId);
}

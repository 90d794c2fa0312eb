import type { TMilestoneDetail, TMilestoneStatusV2, TProjectDetail } from "@crewlance/contracts/projects";
import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneDisputes, projectCollaborators, projects } from "../../db/schema/projects";
import { listTeamMemberIds } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { milestoneDetail } from "./milestone-detail-view";
import { partyOf } from "./people";
import { hintsOf, listedMilestones, loadMilestones, projectListItems, reviewAuthors } from "./project-list-view";
import { moneyOf } from "./project-money-view";
import { HELD, type ProjectRow, projectIsOpen, reviewDeadlineOf, sideOf } from "./project-state";
import { loadSubmissions } from "./submission-view";

/*
 * What a party sees of a project: milestones with the actions the viewer may take now, the money
 * (escrow held, paid, remaining, fees) and what waits on whom. Derived on read from the project's
 * rows; nothing here writes. The parts live beside it (project-state.ts, project-list-view.ts,
 * milestone-detail-view.ts, project-money-view.ts, submission-view.ts).
 */

export { projectListItems } from "./project-list-view";
export type { MilestoneRow, ProjectRow } from "./project-state";
export { isAwaitingProposal, projectIsOpen, reviewDeadlineOf, sideOf } from "./project-state";
export { fileView, loadSubmissions } from "./submission-view";

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
  const all = byProject.get(project.id) ?? [];
  const rows = listedMilestones(all);
  const submissions = await loadSubmissions(
    ctx,
    rows.map((row) => row.id),
  );
  // Oldest first, so each milestone keeps its latest dispute.
  const disputeOf = new Map(disputes.map((dispute) => [dispute.milestoneId, dispute]));
  const side = sideOf(project, viewerId);
  const hints = hintsOf(project, rows, authors.get(project.id) ?? new Set());
  // Board assignees beyond the two parties: the hired team's other members and the collaborators.
  const [collaboratorIds, teamMemberIds] = await Promise.all([
    loadCollaboratorIds(ctx, project.id),
    project.teamId ? listTeamMemberIds(ctx, { teamId: project.teamId }) : Promise.resolve([]),
  ]);
  const others = [...new Set([...teamMemberIds, ...collaboratorIds])].filter(
    (id) => id !== project.companyId && id !== project.freelancerId,
  );
  const people = await loadUserSummaries(ctx, [project.companyId, project.freelancerId, ...others]);
  const hasHeld = all.some((row) => HELD.includes(row.status as TMilestoneStatusV2));
  const deadline = reviewDeadlineOf(project);
  return {
    ...item!,
    description: project.description,
    milestones: rows.map((row) =>
      milestoneDetail(ctx, project, row, side, submissions.get(row.id) ?? [], disputeOf.get(row.id)),
    ),
    money: moneyOf(ctx, all),
    waitingOn: [...hints.filter((hint) => hint.side === side), ...hints.filter((hint) => hint.side !== side)],
    canCancel: side === "COMPANY" && project.status === "ACTIVE" && !hasHeld,
    canAddMilestone: side !== null && projectIsOpen(project) && project.kind === "FIXED",
    reviewDeadline: deadline?.toISOString() ?? null,
    people: [
      { ...partyOf(people.get(project.companyId), project.companyId), side: "COMPANY" as const },
      { ...partyOf(people.get(project.freelancerId), project.freelancerId), side: "FREELANCER" as const },
      ...others.map((id) => ({ ...partyOf(people.get(id), id), side: "FREELANCER" as const })),
    ],
    collaborators: collaboratorIds.map((id) => partyOf(people.get(id), id)),
  };
}

/** The project's collaborators, in the order they joined. */
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

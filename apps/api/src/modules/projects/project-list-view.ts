import type { TMilestoneStatusV2, TProjectListItemV2, TWaitingHint } from "@crewlance/contracts/projects";
import { asc, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projectReviews } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { loadTeamRefs } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { partyOf } from "./people";
import { moneyOf } from "./project-money-view";
import {
  hintOf,
  isAwaitingProposal,
  type MilestoneRow,
  type ProjectRow,
  projectIsOpen,
  reviewDeadlineOf,
  sideOf,
} from "./project-state";

/* A project in the viewer's lists: progress, the next milestone and what waits on the viewer. */

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

/**
 * The milestones people see and act on: an hourly project's weeks show as timesheets instead
 * (decision 0091), though their money still counts in the project's figures.
 */
export function listedMilestones(rows: MilestoneRow[]): MilestoneRow[] {
  return rows.filter((row) => row.kind !== "HOURLY_WEEK");
}

export function hintsOf(project: ProjectRow, rows: MilestoneRow[], reviewsBy: Set<string>): TWaitingHint[] {
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

export async function reviewAuthors(ctx: AppContext, projectIds: string[]): Promise<Map<string, Set<string>>> {
  const result = new Map<string, Set<string>>();
  if (projectIds.length === 0) return result;
  const rows = await ctx.db
    .select({ projectId: projectReviews.projectId, authorId: projectReviews.authorId })
    .from(projectReviews)
    .where(inArray(projectReviews.projectId, projectIds));
  for (const row of rows) result.set(row.projectId, (result.get(row.projectId) ?? new Set()).add(row.authorId));
  return result;
}

export async function loadMilestones(ctx: AppContext, projectIds: string[]): Promise<Map<string, MilestoneRow[]>> {
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

/** List items for the viewer: the project's own fields plus progress and what waits on them. */
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
    const all = byProject.get(row.id) ?? [];
    const list = listedMilestones(all);
    const money = moneyOf(ctx, all);
    // A hired team's other members and collaborators work on the freelancer's side.
    const side = sideOf(row, viewerId) ?? "FREELANCER";
    const mine = hintsOf(row, list, authors.get(row.id) ?? new Set()).filter((hint) => hint.side === side);
    const item: Progress = {
      id: row.id,
      title: row.title,
      kind: row.kind,
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

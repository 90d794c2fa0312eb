import type {
  TMilestoneAction,
  TMilestoneDetail,
  TMilestoneStatusV2,
  TProjectSide,
  TWaitingHint,
} from "@crewlance/contracts/projects";
import { REVIEW_WINDOW_DAYS } from "@crewlance/contracts/projects";
import type { milestones, projects } from "../../db/schema/projects";

/*
 * A project's state as rules read it: who the viewer is to it, whether it may still change, what
 * each milestone lets the viewer do now and what it waits on. Pure functions of the rows.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;

/** The statuses in which a milestone's money is in escrow. */
export const HELD: readonly TMilestoneStatusV2[] = ["FUNDED", "SUBMITTED", "REVISION_REQUESTED", "DISPUTED"];
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

export function waitingOnOf(row: MilestoneRow): TMilestoneDetail["waitingOn"] {
  const status = row.status as TMilestoneStatusV2;
  if (status === "PENDING") return "COMPANY";
  if (status === "FUNDED" || status === "REVISION_REQUESTED") return "FREELANCER";
  if (status === "SUBMITTED") return "COMPANY";
  if (status === "DISPUTED") return "ADMIN";
  return null;
}

export function hintOf(row: MilestoneRow): TWaitingHint | null {
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

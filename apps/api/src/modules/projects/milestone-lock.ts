import type { TMilestoneStatusV2, TProjectSide } from "@crewlance/contracts/projects";
import { eq } from "drizzle-orm";
import { milestones, projects } from "../../db/schema/projects";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { type MilestoneRow, type ProjectRow, projectIsOpen, sideOf } from "./project-state";

/*
 * Every milestone change (decision 0034) locks the project row and then the milestone row FOR
 * UPDATE — always in that order, so two changes never wait on each other in a circle — and
 * checks the actor's side and the state (403 or 409 with a sentence) before it writes.
 */

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

/**
 * The same for one of the project's two parties, on a fixed milestone only: an hourly week is
 * moved by the billing jobs and a bonus is paid at once (decision 0091), so no person acts on them.
 */
export async function lockForParty(txCtx: TxContext, milestoneId: string, userId: string): Promise<Locked> {
  const locked = await lockMilestone(txCtx, milestoneId, userId);
  requireFixedMilestone(locked.milestone);
  return { ...locked, side: locked.side! };
}

const NOT_FIXED_WORDS: Record<string, string> = {
  HOURLY_WEEK: "This week is billed from the timesheet.",
  BONUS: "A bonus is paid at once.",
};

export function requireFixedMilestone(milestone: MilestoneRow) {
  const words = NOT_FIXED_WORDS[milestone.kind];
  if (words) throw conflict(words);
}

/** An hourly project's work is paid by the week, never by a milestone someone adds. */
export function requireFixedProject(project: ProjectRow) {
  if (project.kind === "HOURLY") throw conflict("An hourly project is billed by the week. To pay more, send a bonus.");
}

export function onlyCompany(locked: Locked, doing: string) {
  if (locked.side !== "COMPANY") throw forbidden(`Only the company can ${doing}.`);
}

export function onlyFreelancer(locked: Locked, doing: string) {
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

export function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

export function requireOpenProject(project: ProjectRow) {
  if (!projectIsOpen(project)) {
    throw conflict(`This project is ${project.status.toLowerCase()}: its milestones can no longer change.`);
  }
}

export function requireStatus(locked: Locked, allowed: TMilestoneStatusV2[], doing: string) {
  requireOpenProject(locked.project);
  const status = locked.milestone.status as TMilestoneStatusV2;
  if (!allowed.includes(status)) {
    throw conflict(`You cannot ${doing}: the milestone '${locked.milestone.title}' is ${STATUS_WORDS[status]}.`);
  }
}

import { eq } from "drizzle-orm";
import { milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import type { MilestoneFacts, ProjectFacts } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import type { MilestoneRow, ProjectRow } from "./project-state";

/*
 * The writes every milestone use case ends with, and what its event says about the rows. Ledger
 * transfers carry a key per milestone and move (`milestone:<id>:fund`), so even a replayed call
 * cannot move the money twice.
 */

/** Bumps the project's updatedAt (its lists sort by it), with any other change. */
export async function touchProject(txCtx: TxContext, projectId: string, values: Partial<ProjectRow> = {}) {
  await txCtx.db
    .update(projects)
    .set({ ...values, updatedAt: now() })
    .where(eq(projects.id, projectId));
}

export async function updateMilestone(
  txCtx: TxContext,
  id: string,
  values: Partial<MilestoneRow>,
): Promise<MilestoneRow> {
  const [row] = await txCtx.db
    .update(milestones)
    .set({ ...values, updatedAt: now() })
    .where(eq(milestones.id, id))
    .returning();
  return row!;
}

export function projectFacts(project: ProjectRow): ProjectFacts {
  return {
    projectId: project.id,
    projectTitle: project.title,
    companyId: project.companyId,
    freelancerId: project.freelancerId,
  };
}

export function milestoneFacts(project: ProjectRow, milestone: MilestoneRow): MilestoneFacts {
  return {
    ...projectFacts(project),
    milestoneId: milestone.id,
    milestoneTitle: milestone.title,
    amount: milestone.amount,
  };
}

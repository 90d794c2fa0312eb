import { and, eq, sql } from "drizzle-orm";
import { milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { emit } from "../../lib/events";
import type { TxContext } from "../../lib/transaction";
import { projectFacts, touchProject } from "./milestone-writes";
import type { ProjectRow } from "./project-state";

/**
 * Completes the project when every milestone is APPROVED or CANCELLED and one was approved; a
 * project with an open dispute stays DISPUTED. Called after each terminal change with the project
 * row locked. The task, the activity entry, the notifications and the figures follow from
 * ProjectCompleted. An HOURLY project completes only when its contract ends and its weeks are paid or
 * settled (completeHourlyProject), never here: a week's dispute resolved must not end a contract
 * that goes on (decision 0091).
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
  if (project.kind === "HOURLY") {
    if ((counts?.disputed ?? 0) === 0) await undisputeHourlyProject(txCtx, project.id);
    return;
  }
  if ((counts?.disputed ?? 0) === 0 && project.status === "DISPUTED") {
    await touchProject(txCtx, project.id, { status: "ACTIVE" });
    project.status = "ACTIVE";
  }
  if (open > 0 || approved === 0 || project.status !== "ACTIVE") return;
  const at = now();
  await touchProject(txCtx, project.id, { status: "COMPLETED", completedAt: at });
  project.status = "COMPLETED";
  project.completedAt = at;
  await emit(txCtx, "ProjectCompleted", { ...projectFacts(project), taskId: project.taskId });
}

/**
 * An hourly project goes back to ACTIVE once its last dispute is settled; guarded by its stored
 * status, as the hourly module may have completed it in the same transaction already.
 */
async function undisputeHourlyProject(txCtx: TxContext, projectId: string): Promise<void> {
  await txCtx.db
    .update(projects)
    .set({ status: "ACTIVE", updatedAt: now() })
    .where(and(eq(projects.id, projectId), eq(projects.status, "DISPUTED")));
}

/**
 * The hourly module's door (decision 0091): its contract ended and every week paid or settled,
 * the HOURLY project completes as a fixed one does — COMPLETED, completedAt and ProjectCompleted,
 * so the task closes and reviews open. Call with the project row locked. Whether it completed:
 * a project already completed or cancelled, or with a dispute still open, is left as it is.
 */
export async function completeHourlyProject(txCtx: TxContext, projectId: string): Promise<boolean> {
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, projectId));
  if (project?.kind !== "HOURLY" || !["ACTIVE", "DISPUTED"].includes(project.status)) return false;
  const [disputed] = await txCtx.db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.projectId, projectId), eq(milestones.status, "DISPUTED")))
    .limit(1);
  if (disputed) return false;
  const at = now();
  await touchProject(txCtx, projectId, { status: "COMPLETED", completedAt: at });
  await emit(txCtx, "ProjectCompleted", { ...projectFacts(project), taskId: project.taskId });
  return true;
}

import { DEADLINE_FUTURE_MESSAGE, todayUtc } from "@crewlance/contracts/tasks";
import { eq, sql } from "drizzle-orm";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { type TaskRow, taskColumns } from "./views";

/*
 * Tasks: a company's drafts and postings. Visibility (decision 0025): a DRAFT exists for its
 * owner only (404 for everyone else); an OPEN task for everyone signed in; a task no longer OPEN
 * for its owner and the users who applied to it. Seeing but not owning gives 403 on a write.
 */

export type MyApplicationJson = {
  id: string;
  status: string;
  proposedAmount: number | string;
  estimatedDays: number;
  rejectionReason: string | null;
  createdAt: string;
};

/** The viewer's latest application on the task, as JSON (or null). */
export function myApplicationOf(viewerId: string) {
  return sql<MyApplicationJson | null>`(select json_build_object('id', a.id, 'status', a.status, 'proposedAmount', a.proposed_amount, 'estimatedDays', a.estimated_days, 'rejectionReason', a.rejection_reason, 'createdAt', a.created_at) from ${applications} a where a.task_id = "tasks"."id" and a.applicant_id = ${viewerId} order by a.created_at desc limit 1)`;
}

export function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, [{ path, message }]);
}

export function checkDeadline(deadline: string | undefined): void {
  if (deadline !== undefined && deadline <= todayUtc(now())) throw fieldError("deadline", DEADLINE_FUTURE_MESSAGE);
}

export function requireVerified(viewer: Viewer, action: string): void {
  if (!viewer.emailVerified) throw forbidden(`Verify your email address before you ${action}.`);
}

/**
 * Whether the viewer may see the task at all (else it is "not found" to them). A task moderation
 * hid is its owner's and admins' only (decision 0092).
 */
export function canSee(row: TaskRow, viewerId: string, hasApplied: boolean, seesHidden = false): boolean {
  if (row.companyId === viewerId) return true;
  if (row.status === "DRAFT") return false;
  if (row.hiddenAt && !seesHidden) return false;
  return row.status === "OPEN" || hasApplied;
}

/** The task as its owner changes it: locked, 404 unless visible, 403 unless owned. */
export async function lockOwnTask(txCtx: TxContext, taskId: string, viewerId: string): Promise<TaskRow> {
  const [row] = await txCtx.db
    .select({ task: taskColumns, applied: sql<boolean>`${myApplicationOf(viewerId)} is not null` })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for("update", { of: tasks });
  if (!row || !canSee(row.task, viewerId, row.applied)) throw notFound("Task");
  if (row.task.companyId !== viewerId) throw forbidden("Only the company that posted this task can change it.");
  return row.task;
}

export function wrongState(row: TaskRow, action: string): AppError {
  const status = row.status.toLowerCase().replace("_", " ");
  return new AppError("CONFLICT", `This task is ${status}, so it can no longer be ${action}.`);
}

import type { TTaskCard } from "@crewlance/contracts/tasks";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { AppError } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";
import { loadVisibleTask } from "./task-read-service";
import { loadTaskContext, taskCardColumns, taskCardView } from "./views";

/*
 * What the favourites module reads of tasks (decision 0103): a task may be saved while it is in
 * the open list (OPEN, not hidden: what GET /tasks shows), and a saved task shows its card while
 * it stays there.
 */

/** 404 when the viewer may not see the task; 409 when they may, but it is not in the open list. */
export async function assertTaskSavable(ctx: AppContext, input: { taskId: string; viewerId: string }): Promise<void> {
  const { task } = await loadVisibleTask(ctx, input);
  if (task.status !== "OPEN" || task.hiddenAt) {
    throw new AppError("CONFLICT", "Only an open task can be saved.");
  }
}

/** The cards of those of `taskIds` still open, as GET /tasks shows them to the viewer. */
export async function openTaskCardsByIds(
  ctx: AppContext,
  input: { taskIds: string[]; viewer: Pick<Viewer, "id" | "role"> },
): Promise<Map<string, TTaskCard>> {
  if (input.taskIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      task: taskCardColumns,
      applicationsCount:
        sql<number>`(select count(*) from ${applications} a where a.task_id = "tasks"."id" and a.status <> 'WITHDRAWN')`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .where(and(inArray(tasks.id, input.taskIds), eq(tasks.status, "OPEN"), isNull(tasks.hiddenAt)));
  const [context, applied] = await Promise.all([
    loadTaskContext(
      ctx,
      rows.map((row) => row.task.companyId),
      input.viewer.id,
    ),
    appliedAmong(
      ctx,
      input.viewer.id,
      rows.map((row) => row.task.id),
    ),
  ]);
  return new Map(
    rows.map((row) => [
      row.task.id,
      taskCardView(row.task, {
        applicationsCount: row.applicationsCount,
        applied: applied.has(row.task.id),
        company: context.company(row.task.companyId),
        match: context.match(row.task.skillsKey),
      }),
    ]),
  );
}

async function appliedAmong(ctx: AppContext, userId: string, taskIds: string[]): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ taskId: applications.taskId })
    .from(applications)
    .where(
      and(
        eq(applications.applicantId, userId),
        inArray(applications.taskId, taskIds),
        sql`${applications.status} <> 'WITHDRAWN'`,
      ),
    );
  return new Set(rows.map((row) => row.taskId));
}

/** Every task a company posted, whatever its state: what a deleted account's saved tasks were. */
export async function taskIdsOfCompany(ctx: AppContext, companyId: string): Promise<string[]> {
  const rows = await ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.companyId, companyId));
  return rows.map((row) => row.id);
}

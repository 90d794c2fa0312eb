import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TApplicationCounts, TMyTaskItem, TMyTasksResponse, TTaskStatus } from "@crewlance/contracts/tasks";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { countUpToCap } from "../../lib/count-up-to-cap";
import type { Viewer } from "../../lib/viewer";
import { taskColumns } from "./views";

export const EMPTY_COUNTS = (): TApplicationCounts => ({
  PENDING: 0,
  SHORTLISTED: 0,
  ACCEPTED: 0,
  REJECTED: 0,
  WITHDRAWN: 0,
});

/** GET /tasks/mine: the company's tasks newest first, each with its applications per status. */
export async function listMyTasks(
  ctx: AppContext,
  input: { viewer: Viewer; status?: TTaskStatus; page: number; limit: number },
): Promise<TMyTasksResponse> {
  const filters: SQL[] = [eq(tasks.companyId, input.viewer.id)];
  if (input.status) filters.push(eq(tasks.status, input.status));
  const where = and(...filters);
  const [rows, [counted], byStatus] = await Promise.all([
    ctx.db
      .select(taskColumns)
      .from(tasks)
      .where(where)
      .orderBy(sql`${tasks.createdAt} desc nulls last`, asc(tasks.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    countUpToCap(ctx, tasks, where),
    ctx.db
      .select({ status: tasks.status, value: sql<number>`count(*)`.mapWith(Number) })
      .from(tasks)
      .where(eq(tasks.companyId, input.viewer.id))
      .groupBy(tasks.status),
  ]);
  const counts = await applicationCountsByTask(
    ctx,
    rows.map((row) => row.id),
  );
  const statusCounts = { DRAFT: 0, OPEN: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 };
  for (const row of byStatus) statusCounts[row.status] = row.value;
  const items: TMyTaskItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    category: row.category,
    skills: row.skills,
    budgetType: row.budgetType,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    applicationCounts: counts.get(row.id) ?? EMPTY_COUNTS(),
    projectId: row.projectId,
  }));
  const pagination: TPagination = buildCappedPagination(counted?.value ?? 0, input.page, input.limit);
  return { items, pagination, statusCounts };
}

/** Applications per status of each task, one grouped statement over the rank index. */
export async function applicationCountsByTask(
  ctx: AppContext,
  taskIds: string[],
): Promise<Map<string, TApplicationCounts>> {
  const result = new Map<string, TApplicationCounts>();
  if (taskIds.length === 0) return result;
  const rows = await ctx.db
    .select({
      taskId: applications.taskId,
      status: applications.status,
      value: sql<number>`count(*)`.mapWith(Number),
    })
    .from(applications)
    .where(inArray(applications.taskId, taskIds))
    .groupBy(applications.taskId, applications.status);
  for (const row of rows) {
    const counts = result.get(row.taskId) ?? EMPTY_COUNTS();
    counts[row.status] = row.value;
    result.set(row.taskId, counts);
  }
  return result;
}

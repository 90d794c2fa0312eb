import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tasks } from "../../db/schema/tasks";
import { preparedOnce } from "../../lib/prepared";

/*
 * What the public job pages (modules/public-pages, decision 0096) read of tasks: OPEN tasks that
 * moderation did not hide — exactly what GET /tasks lists to anyone signed in (decision 0025) —
 * and nothing of their applications.
 */

export type PublicTask = {
  id: string;
  companyId: string;
  title: string;
  description: string;
  skills: string[];
  budgetType: "FIXED" | "HOURLY";
  budgetMin: number;
  budgetMax: number;
  /** YYYY-MM-DD. */
  deadline: string;
  publishedAt: Date | null;
  updatedAt: Date;
};

const publicColumns = {
  id: tasks.id,
  companyId: tasks.companyId,
  title: tasks.title,
  description: tasks.description,
  skills: tasks.skills,
  budgetType: tasks.budgetType,
  budgetMin: tasks.budgetMin,
  budgetMax: tasks.budgetMax,
  deadline: tasks.deadline,
  publishedAt: tasks.publishedAt,
  updatedAt: tasks.updatedAt,
};

const isListed = and(eq(tasks.status, "OPEN"), isNull(tasks.hiddenAt));

/** The task when it is open and shown in the task list; null otherwise (draft, hired, hidden, unknown). */
export async function readOpenTask(ctx: AppContext, taskId: string): Promise<PublicTask | null> {
  // Every public job page asks this: prepared once per connection (decision 0059).
  const statement = preparedOnce(ctx, "tasks:open-task", (name) =>
    ctx.db
      .select(publicColumns)
      .from(tasks)
      .where(and(eq(tasks.id, sql.placeholder("taskId")), isListed))
      .prepare(name),
  );
  const [row] = await statement.execute({ taskId });
  return row ?? null;
}

/** A company's open tasks, newest first (tasks_company_status_created_idx). */
export async function listOpenTasksOfCompany(
  ctx: AppContext,
  input: { companyId: string; limit: number },
): Promise<PublicTask[]> {
  return ctx.db
    .select(publicColumns)
    .from(tasks)
    .where(and(eq(tasks.companyId, input.companyId), isListed))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(input.limit);
}

/** For sitemap.xml: open tasks keyset by id, after `after` (the primary key's order). */
export async function openTasksPage(
  ctx: AppContext,
  input: { after: string | null; limit: number },
): Promise<{ id: string; title: string; updatedAt: Date }[]> {
  return ctx.db
    .select({ id: tasks.id, title: tasks.title, updatedAt: tasks.updatedAt })
    .from(tasks)
    .where(input.after ? and(isListed, gt(tasks.id, input.after)) : isListed)
    .orderBy(asc(tasks.id))
    .limit(input.limit);
}

import { buildCappedPagination, LIST_COUNT_CAP, type TPagination } from "@crewlance/contracts/common";
import type { TTaskCard, ZTaskListQuery } from "@crewlance/contracts/tasks";
import { and, arrayOverlaps, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { loadTaskContext, taskCardColumns, taskCardView } from "./views";

export type TaskSearch = z.output<typeof ZTaskListQuery>;

/*
 * GET /tasks (spec B4, decision 0013): OPEN tasks only, so every index is partial on it. Each
 * order is written exactly as its index in db/schema/tasks.ts, NULLS LAST included, ending in the
 * id; the page is one statement (with the application count and the viewer's `applied` flag as
 * index lookups per row of the page), the total another, counted up to the cap.
 */

function filtersOf(search: TaskSearch, tsQuery: SQL | null): SQL[] {
  const filters: SQL[] = [sql`${tasks.status} = 'OPEN'`];
  if (tsQuery) filters.push(sql`${tasks.searchVector} @@ ${tsQuery}`);
  if (search.category) filters.push(eq(tasks.category, search.category));
  if (search.skills) {
    filters.push(
      arrayOverlaps(
        tasks.skillsKey,
        search.skills.map((skill) => skill.toLowerCase()),
      ),
    );
  }
  // A budget filter overlaps the task's range.
  if (search.minBudget !== undefined) filters.push(gte(tasks.budgetMax, search.minBudget));
  if (search.maxBudget !== undefined) filters.push(lte(tasks.budgetMin, search.maxBudget));
  if (search.budgetType) filters.push(eq(tasks.budgetType, search.budgetType));
  if (search.experienceLevel) filters.push(eq(tasks.experienceLevel, search.experienceLevel));
  if (search.postedWithinDays !== undefined) {
    const since = new Date(now().getTime() - search.postedWithinDays * 86_400_000);
    filters.push(gte(tasks.publishedAt, since));
  }
  return filters;
}

const byNewest = [sql`${tasks.publishedAt} desc nulls last`, asc(tasks.id)];

function orderOf(sort: TaskSearch["sort"]): SQL[] {
  switch (sort) {
    case "budget_desc":
      return [sql`${tasks.budgetMax} desc nulls last`, ...byNewest];
    case "budget_asc":
      return [asc(tasks.budgetMin), ...byNewest];
    default:
      return byNewest;
  }
}

function cardColumns(viewerId: string) {
  return {
    task: taskCardColumns,
    applicationsCount:
      sql<number>`(select count(*) from ${applications} a where a.task_id = "tasks"."id" and a.status <> 'WITHDRAWN')`.mapWith(
        Number,
      ),
    applied: sql<boolean>`exists (select 1 from ${applications} a where a.task_id = "tasks"."id" and a.applicant_id = ${viewerId} and a.status <> 'WITHDRAWN')`,
  };
}

/**
 * Relevance with `q` ranks a bounded candidate set (decision 0013): the LIST_COUNT_CAP newest
 * matches, ordered by text rank, then newest. Without `q`, relevance is newest first.
 */
function pageByRelevance(ctx: AppContext, search: TaskSearch, where: SQL | undefined, tsQuery: SQL, viewerId: string) {
  const candidates = ctx.db
    .select({
      id: sql<string>`${tasks.id}`.as("candidate_id"),
      rank: sql<number>`ts_rank(${tasks.searchVector}, ${tsQuery})`.as("rank"),
      publishedAt: sql<Date>`${tasks.publishedAt}`.as("candidate_published"),
    })
    .from(tasks)
    .where(where)
    .orderBy(...byNewest)
    .limit(LIST_COUNT_CAP)
    .as("candidates");
  const page = ctx.db
    .select({ id: candidates.id, rank: candidates.rank, publishedAt: candidates.publishedAt })
    .from(candidates)
    .orderBy(sql`${candidates.rank} desc`, sql`${candidates.publishedAt} desc nulls last`, sql`${candidates.id}`)
    .limit(search.limit)
    .offset((search.page - 1) * search.limit)
    .as("page");
  return ctx.db
    .select(cardColumns(viewerId))
    .from(page)
    .innerJoin(tasks, eq(tasks.id, page.id))
    .orderBy(sql`${page.rank} desc`, sql`${page.publishedAt} desc nulls last`, sql`${page.id}`);
}

/** The list's two statements, unexecuted: the plan test and the bench read them too. */
export function taskListQueries(ctx: AppContext, search: TaskSearch, viewerId: string) {
  const tsQuery = search.q ? sql`websearch_to_tsquery('simple', ${search.q})` : null;
  const where = and(...filtersOf(search, tsQuery));
  return {
    page:
      tsQuery && search.sort === "relevance"
        ? pageByRelevance(ctx, search, where, tsQuery, viewerId)
        : ctx.db
            .select(cardColumns(viewerId))
            .from(tasks)
            .where(where)
            .orderBy(...orderOf(search.sort))
            .limit(search.limit)
            .offset((search.page - 1) * search.limit),
    count: countUpToCap(ctx, tasks, where),
  };
}

/** GET /tasks: a page of OPEN task cards with the company's reputation and the viewer's match. */
export async function searchTasks(
  ctx: AppContext,
  input: { search: TaskSearch; viewerId: string },
): Promise<{ items: TTaskCard[]; pagination: TPagination }> {
  const queries = taskListQueries(ctx, input.search, input.viewerId);
  const [rows, [counted]] = await Promise.all([queries.page, queries.count]);
  const context = await loadTaskContext(
    ctx,
    rows.map((row) => row.task.companyId),
    input.viewerId,
  );
  return {
    items: rows.map((row) =>
      taskCardView(row.task, {
        applicationsCount: row.applicationsCount,
        applied: row.applied,
        company: context.company(row.task.companyId),
        match: context.match(row.task.skillsKey),
      }),
    ),
    pagination: buildCappedPagination(counted?.value ?? 0, input.search.page, input.search.limit),
  };
}

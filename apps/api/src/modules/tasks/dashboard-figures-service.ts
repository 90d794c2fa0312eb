import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { skillMatch } from "./views";

/*
 * The tasks module's figures for the dashboards (decision 0048): each function is one statement
 * walking an index of this module (the plan test names them), so a dashboard costs the same
 * whatever its owner has posted or sent.
 */

const LIVE_TO_REVIEW = sql`('PENDING', 'SHORTLISTED')`;

/** Open tasks and the proposals waiting for an answer on them (tasks_company_status_created_idx, then per task). */
export function companyOpenWorkQuery(ctx: AppContext, companyId: string) {
  return ctx.db.execute<{ open_tasks: number; to_review: number }>(sql`
    select count(*)::int as open_tasks, coalesce(sum(open_task.waiting), 0)::int as to_review
      from (select (select count(*) from ${applications} a
                     where a.task_id = t.id and a.status in ${LIVE_TO_REVIEW}) as waiting
              from ${tasks} t
             where t.company_id = ${companyId} and t.status = 'OPEN') open_task`);
}

/** The newest open tasks with their waiting proposals: the company index's first rows. */
export function newestOpenTasksQuery(ctx: AppContext, companyId: string, limit: number) {
  return ctx.db.execute<{ id: string; title: string; published_at: string | Date | null; to_review: number }>(sql`
    select t.id, t.title, t.published_at,
           (select count(*)::int from ${applications} a
             where a.task_id = t.id and a.status in ${LIVE_TO_REVIEW}) as to_review
      from ${tasks} t
     where t.company_id = ${companyId} and t.status = 'OPEN'
     order by t.created_at desc nulls last, t.id
     limit ${limit}`);
}

export async function companyTaskFigures(ctx: AppContext, input: { companyId: string; limit: number }) {
  const [work, newest] = await Promise.all([
    companyOpenWorkQuery(ctx, input.companyId),
    newestOpenTasksQuery(ctx, input.companyId, input.limit),
  ]);
  return {
    openTasks: Number(work.rows[0]?.open_tasks ?? 0),
    applicationsToReview: Number(work.rows[0]?.to_review ?? 0),
    newestOpenTasks: newest.rows.map((row) => ({
      id: row.id,
      title: row.title,
      toReview: Number(row.to_review),
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    })),
  };
}

export type ApplicationStatusCounts = Record<"PENDING" | "SHORTLISTED" | "ACCEPTED" | "REJECTED" | "WITHDRAWN", number>;

export function applicationCountsQuery(ctx: AppContext, applicantId: string) {
  return ctx.db.execute<{ status: keyof ApplicationStatusCounts; n: number }>(sql`
    select status, count(*)::int as n from ${applications} where applicant_id = ${applicantId} group by status`);
}

/** A freelancer's applications per status (applications_applicant_status_created_idx). */
export async function applicationCountsOf(ctx: AppContext, applicantId: string): Promise<ApplicationStatusCounts> {
  const counts: ApplicationStatusCounts = { PENDING: 0, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 };
  for (const row of (await applicationCountsQuery(ctx, applicantId)).rows) counts[row.status] = Number(row.n);
  return counts;
}

/** How many newest matching tasks are ranked by skill share: a bounded candidate set (decision 0013). */
const RECOMMENDATION_CANDIDATES = 50;

export function recommendationCandidatesQuery(ctx: AppContext, input: { viewerId: string; skillKeys: string[] }) {
  const keys: SQL = sql`array[${sql.join(
    input.skillKeys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  return ctx.db.execute<{
    id: string;
    title: string;
    company_id: string;
    budget_type: "FIXED" | "HOURLY";
    budget_min: string | number;
    budget_max: string | number;
    skills_key: string[];
  }>(sql`
    select t.id, t.title, t.company_id, t.budget_type, t.budget_min, t.budget_max, t.skills_key
      from ${tasks} t
     where t.status = 'OPEN' and t.hidden_at is null and t.skills_key && ${keys}
       and not exists (select 1 from ${applications} a
                        where a.task_id = t.id and a.applicant_id = ${input.viewerId} and a.status <> 'WITHDRAWN')
     order by t.published_at desc nulls last, t.id
     limit ${RECOMMENDATION_CANDIDATES}`);
}

/**
 * OPEN tasks asking for any of the freelancer's skills that they have not applied to: the newest
 * candidates (GIN skills index), ranked by the share of the task's skills they have, then newest.
 */
export async function recommendedTasksFor(
  ctx: AppContext,
  input: { viewerId: string; skills: string[]; limit: number },
) {
  const skillKeys = [...new Set(input.skills.map((skill) => skill.toLowerCase()))];
  if (skillKeys.length === 0) return [];
  const rows = (await recommendationCandidatesQuery(ctx, { viewerId: input.viewerId, skillKeys })).rows;
  const share = (match: { matched: number; total: number }) => (match.total > 0 ? match.matched / match.total : 0);
  return rows
    .map((row, index) => ({ row, index, match: skillMatch(row.skills_key, input.skills) }))
    .sort((a, b) => share(b.match) - share(a.match) || a.index - b.index)
    .slice(0, input.limit)
    .map(({ row, match }) => ({
      id: row.id,
      title: row.title,
      companyId: row.company_id,
      budgetType: row.budget_type,
      budgetMin: Number(row.budget_min),
      budgetMax: Number(row.budget_max),
      match: { matched: match.matched, total: match.total },
    }));
}

export function taskStatusCountsQuery(ctx: AppContext) {
  return ctx.db.execute<{ open: number; in_progress: number; completed: number }>(sql`
    select count(*) filter (where status = 'OPEN')::int as open,
           count(*) filter (where status = 'IN_PROGRESS')::int as in_progress,
           count(*) filter (where status = 'COMPLETED')::int as completed
      from ${tasks} where status in ('OPEN', 'IN_PROGRESS', 'COMPLETED') and hidden_at is null`);
}

export function tasksPostedByMonthQuery(ctx: AppContext, since: Date) {
  return ctx.db.execute<{ month: string; n: number }>(sql`
    select to_char(date_trunc('month', published_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
      from ${tasks} where published_at >= ${since.toISOString()}::timestamptz
     group by 1`);
}

/** The platform's tasks by state and tasks published per month since `since` (UTC months). */
export async function adminTaskFigures(ctx: AppContext, input: { since: Date }) {
  const [statuses, months] = await Promise.all([taskStatusCountsQuery(ctx), tasksPostedByMonthQuery(ctx, input.since)]);
  const row = statuses.rows[0];
  return {
    open: Number(row?.open ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
    completed: Number(row?.completed ?? 0),
    postedByMonth: new Map(months.rows.map((month) => [month.month, Number(month.n)])),
  };
}

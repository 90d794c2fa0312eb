import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneDisputes, milestones, projects } from "../../db/schema/projects";
import { listTeamIdsOfUser } from "../teams/index";

/*
 * The projects module's figures for the dashboards (decision 0048): counts over the owner
 * indexes for a party, counts and months over the whole table for an admin (migration 0014's
 * indexes), and the newest open disputes for the admin's activity.
 */

function uuidList(ids: readonly string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

export function activeProjectsQuery(
  ctx: AppContext,
  input: { role: "COMPANY" | "FREELANCER"; userId: string; teamIds: string[] },
) {
  const owner =
    input.role === "COMPANY"
      ? sql`company_id = ${input.userId}`
      : input.teamIds.length > 0
        ? sql`(freelancer_id = ${input.userId} or team_id in (${uuidList(input.teamIds)}))`
        : sql`freelancer_id = ${input.userId}`;
  return ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${projects} where ${owner} and status = 'ACTIVE'`,
  );
}

/**
 * The caller's ACTIVE projects, counted as /project-management lists them: a company's own, a
 * freelancer's own and those of the teams they are in.
 */
export async function countActiveProjects(
  ctx: AppContext,
  input: { role: "COMPANY" | "FREELANCER"; userId: string },
): Promise<number> {
  const teamIds = input.role === "FREELANCER" ? await listTeamIdsOfUser(ctx, { userId: input.userId }) : [];
  const result = await activeProjectsQuery(ctx, { ...input, teamIds });
  return Number(result.rows[0]?.n ?? 0);
}

export function projectStatusCountsQuery(ctx: AppContext) {
  return ctx.db.execute<{ active: number; completed: number; disputed: number }>(sql`
    select count(*) filter (where status = 'ACTIVE')::int as active,
           count(*) filter (where status = 'COMPLETED')::int as completed,
           count(*) filter (where status = 'DISPUTED')::int as disputed
      from ${projects}`);
}

export function projectsStartedByMonthQuery(ctx: AppContext, since: Date) {
  return ctx.db.execute<{ month: string; n: number }>(sql`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::int as n
      from ${projects} where created_at >= ${since.toISOString()}::timestamptz
     group by 1`);
}

export function openDisputesQuery(ctx: AppContext, limit: number) {
  return ctx.db.execute<{
    id: string;
    project_id: string;
    milestone_title: string;
    opened_by_side: string;
    created_at: string | Date;
    total: number;
  }>(sql`
    select d.id, d.project_id, m.title as milestone_title, d.opened_by_side, d.created_at,
           (select count(*)::int from ${milestoneDisputes} where status = 'OPEN') as total
      from ${milestoneDisputes} d
      join ${milestones} m on m.id = d.milestone_id
     where d.status = 'OPEN'
     order by d.created_at desc, d.id desc
     limit ${limit}`);
}

export type RecentDispute = {
  id: string;
  projectId: string;
  milestoneTitle: string;
  openedBySide: string;
  createdAt: Date;
};

/** Projects by state, started per month since `since`, and the open disputes (count and newest). */
export async function adminProjectFigures(ctx: AppContext, input: { since: Date; recent: number }) {
  const [statuses, months, disputes] = await Promise.all([
    projectStatusCountsQuery(ctx),
    projectsStartedByMonthQuery(ctx, input.since),
    openDisputesQuery(ctx, input.recent),
  ]);
  const row = statuses.rows[0];
  return {
    active: Number(row?.active ?? 0),
    completed: Number(row?.completed ?? 0),
    disputed: Number(row?.disputed ?? 0),
    startedByMonth: new Map(months.rows.map((month) => [month.month, Number(month.n)])),
    // The total rides on each row; with no open dispute there is no row and the count is 0.
    openDisputes: Number(disputes.rows[0]?.total ?? 0),
    recentDisputes: disputes.rows.map(
      (dispute): RecentDispute => ({
        id: dispute.id,
        projectId: dispute.project_id,
        milestoneTitle: dispute.milestone_title,
        openedBySide: dispute.opened_by_side,
        createdAt: new Date(dispute.created_at),
      }),
    ),
  };
}

import type { TActivityItem, TActivityPage, TActivityType } from "@crewlance/contracts/projects";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectActivity } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";
import { loadUserSummaries } from "../users/index";
import { partyOf } from "./people";

/*
 * The activity log: one row per event, written in the transaction of the event itself,
 * read newest first by keyset over project_activity_project_created_idx (decision 0013).
 */

type ActivityRow = typeof projectActivity.$inferSelect;

export type NewActivity = {
  projectId: string;
  type: TActivityType;
  /** null: the system. */
  actorId: string | null;
  text: string;
  milestoneId?: string | null;
  boardItemId?: string | null;
  amount?: number | null;
};

export async function recordActivity(txCtx: TxContext, input: NewActivity): Promise<void> {
  await txCtx.db.insert(projectActivity).values({
    projectId: input.projectId,
    type: input.type,
    actorId: input.actorId,
    text: input.text,
    milestoneId: input.milestoneId ?? null,
    boardItemId: input.boardItemId ?? null,
    amount: input.amount ?? null,
    createdAt: now(),
  });
}

async function activityViews(ctx: AppContext, rows: ActivityRow[]): Promise<TActivityItem[]> {
  const people = await loadUserSummaries(
    ctx,
    rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type as TActivityType,
    actor: row.actorId ? partyOf(people.get(row.actorId), row.actorId) : null,
    text: row.text,
    milestoneId: row.milestoneId,
    boardItemId: row.boardItemId,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
  }));
}

const newestFirst = [sql`${projectActivity.createdAt} desc nulls last`, sql`${projectActivity.id} desc nulls last`];

function olderThan(projectId: string, cursor: string): SQL {
  return sql`(${projectActivity.createdAt}, ${projectActivity.id}) < (
    select c.created_at, c.id from ${projectActivity} as c where c.id = ${cursor} and c.project_id = ${projectId})`;
}

/** One page and one row more, newest first, walking project_activity_project_created_idx (the plan test checks). */
export function activityPageQuery(ctx: AppContext, input: { projectId: string; cursor?: string; limit: number }) {
  const mine = eq(projectActivity.projectId, input.projectId);
  return ctx.db
    .select()
    .from(projectActivity)
    .where(input.cursor ? and(mine, olderThan(input.projectId, input.cursor)) : mine)
    .orderBy(...newestFirst)
    .limit(input.limit + 1);
}

/** A page of a project's events, newest first; the caller has checked the viewer is a party. */
export async function listActivity(
  ctx: AppContext,
  input: { projectId: string; cursor?: string; limit: number },
): Promise<TActivityPage> {
  const rows = await activityPageQuery(ctx, input);
  const page = rows.slice(0, input.limit);
  return {
    items: await activityViews(ctx, page),
    nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
  };
}

/** The events of some milestones, oldest first (a dispute's history). */
export async function milestoneHistory(ctx: AppContext, milestoneIds: string[]): Promise<Map<string, TActivityItem[]>> {
  const result = new Map<string, TActivityItem[]>();
  if (milestoneIds.length === 0) return result;
  const rows = await ctx.db
    .select()
    .from(projectActivity)
    .where(inArray(projectActivity.milestoneId, milestoneIds))
    .orderBy(asc(projectActivity.createdAt), asc(projectActivity.id));
  const views = await activityViews(ctx, rows);
  views.forEach((view) => {
    const key = view.milestoneId!;
    result.set(key, [...(result.get(key) ?? []), view]);
  });
  return result;
}

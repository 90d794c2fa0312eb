import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { TModerationQueueItem, TReportItemKind, TReportReason } from "@crewlance/contracts/safety";
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { reports } from "../../../db/schema/safety";
import { describeForAdmin } from "./describe";
import { peopleOf, personRef } from "./people";

export type QueueSearch = { status: "OPEN" | "CLOSED"; itemKind?: TReportItemKind; page: number; limit: number };

/*
 * The queue groups reports by item. Open items: most reported first, then the newest report —
 * read from the partial index reports_open_created_idx (open reports are few). Closed items:
 * the most recently closed first, grouped along reports_item_idx.
 */
function whereOf(input: QueueSearch): SQL {
  const status = input.status === "OPEN" ? eq(reports.status, "OPEN") : ne(reports.status, "OPEN");
  return input.itemKind ? and(status, eq(reports.itemKind, input.itemKind))! : status;
}

/** The page's statement, unexecuted, so the plan test reads the SQL the route runs. */
export function queuePageQuery(ctx: AppContext, input: QueueSearch) {
  const reportCount = count();
  const lastReportedAt = sql<Date>`max(${reports.createdAt})`;
  const order =
    input.status === "OPEN"
      ? [desc(reportCount), desc(lastReportedAt)]
      : [desc(sql`max(${reports.closedAt})`), desc(lastReportedAt)];
  return ctx.db
    .select({
      itemKind: reports.itemKind,
      itemId: reports.itemId,
      reportCount,
      flagged: sql<boolean>`bool_or(${reports.reporterId} is null)`,
      subjectUserId: sql<string | null>`(array_agg(${reports.subjectUserId}))[1]`,
      firstReportedAt: sql<Date>`min(${reports.createdAt})`,
      lastReportedAt,
    })
    .from(reports)
    .where(whereOf(input))
    .groupBy(reports.itemKind, reports.itemId)
    .orderBy(...order, reports.itemKind, reports.itemId)
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
}

async function countItems(ctx: AppContext, input: QueueSearch): Promise<number> {
  const [row] = await ctx.db
    .select({ value: sql<number>`count(distinct (${reports.itemKind}, ${reports.itemId}))::int` })
    .from(reports)
    .where(whereOf(input));
  return row?.value ?? 0;
}

async function reasonsOf(ctx: AppContext, input: QueueSearch, itemIds: string[]) {
  const rows = await ctx.db
    .select({ itemKind: reports.itemKind, itemId: reports.itemId, reason: reports.reason, count: count() })
    .from(reports)
    .where(and(whereOf(input), inArray(reports.itemId, itemIds)))
    .groupBy(reports.itemKind, reports.itemId, reports.reason);
  const byItem = new Map<string, Array<{ reason: TReportReason; count: number }>>();
  for (const row of rows) {
    const key = `${row.itemKind}:${row.itemId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), { reason: row.reason, count: row.count }]);
  }
  return byItem;
}

const iso = (at: Date | string) => new Date(at).toISOString();

export async function listModerationQueue(
  ctx: AppContext,
  input: QueueSearch,
): Promise<{ items: TModerationQueueItem[]; pagination: TPagination }> {
  const [rows, total] = await Promise.all([queuePageQuery(ctx, input), countItems(ctx, input)]);
  const reasons =
    rows.length > 0
      ? await reasonsOf(
          ctx,
          input,
          rows.map((row) => row.itemId),
        )
      : new Map();
  const described = await Promise.all(rows.map((row) => describeForAdmin(ctx, row.itemKind, row.itemId)));
  const people = await peopleOf(ctx, [
    ...rows.map((row) => row.subjectUserId),
    ...described.map((item) => item?.ownerId ?? null),
  ]);
  const items = rows.map((row, index): TModerationQueueItem => {
    const item = described[index] ?? null;
    return {
      itemKind: row.itemKind,
      itemId: row.itemId,
      itemLabel: item?.label ?? null,
      preview: item?.preview ?? null,
      subject: personRef(people, item?.ownerId ?? row.subjectUserId),
      reportCount: row.reportCount,
      flagged: row.flagged,
      reasons: reasons.get(`${row.itemKind}:${row.itemId}`) ?? [],
      firstReportedAt: iso(row.firstReportedAt),
      lastReportedAt: iso(row.lastReportedAt),
    };
  });
  return { items, pagination: buildPagination(total, input.page, input.limit) };
}

import type { TModerationItemDetail, TReportItemKind, TReportReason } from "@crewlance/contracts/safety";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { moderationActions, reports } from "../../../db/schema/safety";
import { notFound } from "../../../lib/errors";
import { toModerationAction } from "./action-view";
import { describeForAdmin } from "./describe";
import { peopleOf, personRef } from "./people";

type Item = { itemKind: TReportItemKind; itemId: string };

/** Whether an action hid the item and nothing lifted it since (the owning module keeps hidden_at). */
export async function isHidden(ctx: AppContext, item: Item): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.itemKind, item.itemKind),
        eq(moderationActions.itemId, item.itemId),
        eq(moderationActions.kind, "HIDE"),
        isNull(moderationActions.liftedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The item, what surrounds it, its reports and what was done before about the person it belongs to. */
export async function moderationItemDetail(ctx: AppContext, item: Item): Promise<TModerationItemDetail> {
  const [itemReports, described] = await Promise.all([
    ctx.db
      .select()
      .from(reports)
      .where(and(eq(reports.itemKind, item.itemKind), eq(reports.itemId, item.itemId)))
      .orderBy(desc(reports.createdAt)),
    describeForAdmin(ctx, item.itemKind, item.itemId),
  ]);
  if (itemReports.length === 0) throw notFound("Reported item");
  const subjectId = described?.ownerId ?? itemReports.find((row) => row.subjectUserId)?.subjectUserId ?? null;
  const [earlier, onSubject, hidden, context] = await Promise.all([
    subjectId
      ? ctx.db
          .select()
          .from(moderationActions)
          .where(eq(moderationActions.subjectUserId, subjectId))
          .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
          .limit(50)
      : [],
    subjectId ? ctx.db.select({ value: count() }).from(reports).where(eq(reports.subjectUserId, subjectId)) : [],
    isHidden(ctx, item),
    described ? described.context() : [],
  ]);
  const people = await peopleOf(ctx, [
    subjectId,
    ...itemReports.map((row) => row.reporterId),
    ...earlier.flatMap((row) => [row.adminId, row.subjectUserId]),
  ]);
  const reasons = new Map<TReportReason, number>();
  for (const row of itemReports) reasons.set(row.reason, (reasons.get(row.reason) ?? 0) + 1);
  const times = itemReports.map((row) => row.createdAt.getTime());
  return {
    item: {
      ...item,
      itemLabel: described?.label ?? null,
      preview: described?.preview ?? null,
      subject: personRef(people, subjectId),
      reportCount: itemReports.length,
      flagged: itemReports.some((row) => row.reporterId === null),
      reasons: [...reasons].map(([reason, value]) => ({ reason, count: value })),
      firstReportedAt: new Date(Math.min(...times)).toISOString(),
      lastReportedAt: new Date(Math.max(...times)).toISOString(),
    },
    hidden,
    context: context.map((line) => ({ ...line, at: line.at?.toISOString() ?? null })),
    reports: itemReports.map((row) => ({
      id: row.id,
      reporter: personRef(people, row.reporterId),
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    earlierActions: earlier.map((row) => toModerationAction(row, people)),
    reportsOnSubject: onSubject[0]?.value ?? 0,
  };
}

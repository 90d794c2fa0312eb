import type { TMyReport, TReportItemKind, ZReportCreate } from "@crewlance/contracts/safety";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { reports } from "../../db/schema/safety";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { resolverOf } from "./reportables";

type ReportRow = typeof reports.$inferSelect;
type ReportInput = z.output<typeof ZReportCreate>;

/** A report as its reporter sees it: the status, never what happened to the other person (decision 0092). */
export function toMyReport(row: ReportRow, itemLabel: string | null): TMyReport {
  return {
    id: row.id,
    itemKind: row.itemKind,
    itemId: row.itemId,
    itemLabel,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The label the owning module gives the item today, as `viewerId` may see it; null once it is gone. */
export async function labelOf(
  ctx: AppContext,
  item: { itemKind: TReportItemKind; itemId: string },
  viewerId: string,
): Promise<string | null> {
  const described = await resolverOf(item.itemKind)(ctx, item.itemId, viewerId);
  return described?.label ?? null;
}

/**
 * Files a person's report: the item must exist and be visible to them and not be theirs; one
 * open report per reporter per item (the partial unique index `reports_one_open_per_reporter_key`
 * answers a second one, also when two arrive at once).
 */
export async function createReport(ctx: AppContext, input: ReportInput & { reporterId: string }): Promise<TMyReport> {
  const item = await resolverOf(input.itemKind)(ctx, input.itemId, input.reporterId);
  if (!item) {
    throw new AppError("NOT_FOUND", "We couldn't find what you're reporting. It may have been removed.");
  }
  if (item.ownerId === input.reporterId) {
    throw new AppError("BUSINESS_RULE", "You can't report yourself or something of your own.");
  }
  const [row] = await ctx.db
    .insert(reports)
    .values({
      reporterId: input.reporterId,
      itemKind: input.itemKind,
      itemId: input.itemId,
      subjectUserId: item.ownerId,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError("CONFLICT", "You already reported this. We'll let you know when it's reviewed.");
  }
  return toMyReport(row, item.label);
}

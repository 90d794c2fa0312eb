import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { TMyReport } from "@crewlance/contracts/safety";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { reports } from "../../db/schema/safety";
import { labelOf, toMyReport } from "./reports-service";

/**
 * The reporter's own reports, newest first, on `reports_reporter_created_idx` (decision 0013);
 * each item named as the owning module names it today, as the reporter may see it.
 */
export async function listMyReports(
  ctx: AppContext,
  input: { reporterId: string; page: number; limit: number },
): Promise<{ items: TMyReport[]; pagination: TPagination }> {
  const mine = eq(reports.reporterId, input.reporterId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(reports)
      .where(mine)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(reports).where(mine),
  ]);
  const items = await Promise.all(rows.map(async (row) => toMyReport(row, await labelOf(ctx, row, input.reporterId))));
  return { items, pagination: buildPagination(total?.value ?? 0, input.page, input.limit) };
}

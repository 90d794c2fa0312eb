import { buildPagination, type TPagination } from "@crewlance/contracts/common";
import type { THourlyWeek } from "@crewlance/contracts/hourly";
import { count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { weekDisputeIds } from "../../projects/index";
import { loadContract } from "../access";
import { weekViews } from "./week-view";
import type { HourlyWeekRow } from "./week-writes";

/** One week as both sides see it, with its dispute when there is one. */
export async function weekViewOf(ctx: AppContext, week: HourlyWeekRow): Promise<THourlyWeek> {
  const disputes = await weekDisputeIds(ctx, week.milestoneId ? [week.milestoneId] : []);
  return (await weekViews(ctx, [week], disputes))[0]!;
}

/** GET /projects/{id}/hourly/weeks: the contract's weeks, newest first, for anyone with access. */
export async function listWeeks(
  ctx: AppContext,
  input: { projectId: string; userId: string; page: number; limit: number },
): Promise<{ items: THourlyWeek[]; pagination: TPagination }> {
  await loadContract(ctx, input);
  const where = eq(hourlyWeeks.projectId, input.projectId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(hourlyWeeks)
      .where(where)
      .orderBy(desc(hourlyWeeks.weekStart))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ value: count() }).from(hourlyWeeks).where(where),
  ]);
  const milestoneIds = rows.flatMap((row) => (row.milestoneId ? [row.milestoneId] : []));
  const items = await weekViews(ctx, rows, await weekDisputeIds(ctx, milestoneIds));
  return { items, pagination: buildPagination(total?.value ?? 0, input.page, input.limit) };
}

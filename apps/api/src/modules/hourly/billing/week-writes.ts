import { eq } from "drizzle-orm";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { now } from "../../../lib/clock";
import type { HourlyWeekFacts } from "../../../lib/events/hourly";
import type { TxContext } from "../../../lib/transaction";
import type { ProjectRow } from "../../projects/index";
import { hourlyFacts } from "../contract/facts";

/* The writes and facts every billing step shares: the week locked after the project and contract. */

export type HourlyWeekRow = typeof hourlyWeeks.$inferSelect;

export async function updateWeek(txCtx: TxContext, id: string, values: Partial<HourlyWeekRow>): Promise<HourlyWeekRow> {
  const [row] = await txCtx.db
    .update(hourlyWeeks)
    .set({ ...values, updatedAt: now() })
    .where(eq(hourlyWeeks.id, id))
    .returning();
  return row!;
}

export function weekFacts(project: ProjectRow, week: HourlyWeekRow): HourlyWeekFacts {
  return {
    ...hourlyFacts(project),
    weekId: week.id,
    weekStart: week.weekStart,
    milestoneId: week.milestoneId,
  };
}

/** The client fee's share that goes with `part` of `amount`: rounded down, so no refund falls short (0091). */
export function feeShare(clientFee: number, part: number, amount: number): number {
  return amount === 0 ? 0 : Math.floor((clientFee * part) / amount);
}

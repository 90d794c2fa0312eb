import type { THourlyTermChange } from "@crewlance/contracts/hourly";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyTermChanges } from "../../../db/schema/hourly";

/* A contract's open change of terms: PENDING (a rate change awaiting the freelancer) or ACCEPTED. */

export type TermChangeRow = typeof hourlyTermChanges.$inferSelect;

const OPEN = ["PENDING", "ACCEPTED"] as const;

/** The open change of each contract named, by project id (at most one each: hourly_term_changes_open_key). */
export async function openChangesOf(
  ctx: AppContext,
  projectIds: readonly string[],
): Promise<Map<string, TermChangeRow>> {
  if (projectIds.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(hourlyTermChanges)
    .where(and(inArray(hourlyTermChanges.projectId, [...projectIds]), inArray(hourlyTermChanges.status, [...OPEN])));
  return new Map(rows.map((row) => [row.projectId, row]));
}

/** The contract's open change, locked when the caller decides on it (after the project and contract rows). */
export async function openChangeOf(ctx: AppContext, projectId: string, lock = false): Promise<TermChangeRow | null> {
  const query = ctx.db
    .select()
    .from(hourlyTermChanges)
    .where(and(eq(hourlyTermChanges.projectId, projectId), inArray(hourlyTermChanges.status, [...OPEN])));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export function termChangeView(row: TermChangeRow): THourlyTermChange {
  return {
    id: row.id,
    effectiveWeek: row.effectiveWeek,
    status: row.status as "PENDING" | "ACCEPTED",
    rate: row.rate,
    weeklyLimitHours: row.weeklyLimitHours,
    manualPolicy: row.manualPolicy,
    manualLimitHours: row.manualLimitHours,
    createdAt: row.createdAt.toISOString(),
  };
}

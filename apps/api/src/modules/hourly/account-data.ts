import { asc, eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { hourlyContracts, hourlyTimeEntries, hourlyWeeks } from "../../db/schema/hourly";
import type { AccountDataPart } from "../../lib/account-data";

/* The hourly module's side of "your data" (decision 0099). */

/**
 * hourly.json: the hourly contracts the person is a party of, with their terms and what each week
 * billed and paid, and every entry of time the person logged themselves.
 */
export async function hourlyDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const contracts = await ctx.db
    .select()
    .from(hourlyContracts)
    .where(or(eq(hourlyContracts.companyId, userId), eq(hourlyContracts.freelancerId, userId)))
    .orderBy(asc(hourlyContracts.createdAt));
  const projectIds = contracts.map((contract) => contract.projectId);
  const weeks = projectIds.length
    ? await ctx.db
        .select()
        .from(hourlyWeeks)
        .where(inArray(hourlyWeeks.projectId, projectIds))
        .orderBy(asc(hourlyWeeks.weekStart))
    : [];
  const entries = await ctx.db
    .select()
    .from(hourlyTimeEntries)
    .where(eq(hourlyTimeEntries.userId, userId))
    .orderBy(asc(hourlyTimeEntries.startedAt));
  return {
    data: {
      contracts: contracts.map((contract) => ({
        projectId: contract.projectId,
        yourSide: contract.companyId === userId ? "company" : "freelancer",
        status: contract.status,
        ratePaisePerHour: contract.rate,
        weeklyLimitHours: contract.weeklyLimitHours,
        manualPolicy: contract.manualPolicy,
        manualLimitHours: contract.manualLimitHours,
        startDate: contract.startDate,
        endedAt: contract.endedAt,
        weeks: weeks
          .filter((week) => week.projectId === contract.projectId)
          .map((week) => ({
            weekStart: week.weekStart,
            status: week.status,
            ratePaisePerHour: week.rate,
            billedMinutes: week.billedMinutes,
            billedPaise: week.billedAmount,
            disputedPaise: week.disputedAmount,
            releasedPaise: week.releasedAmount,
            refundedPaise: week.refundedAmount,
            paidAt: week.paidAt,
          })),
      })),
      timeYouLogged: entries.map((entry) => ({
        projectId: entry.projectId,
        startedAt: entry.startedAt,
        endedAt: entry.endedAt,
        minutes: entry.minutes,
        memo: entry.memo,
        source: entry.source,
        disputeReason: entry.disputeReason,
      })),
    },
    files: [],
  };
}

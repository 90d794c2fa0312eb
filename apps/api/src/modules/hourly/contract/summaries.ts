import type { THourlySummary } from "@crewlance/contracts/hourly";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyContracts, hourlyTimeEntries } from "../../../db/schema/hourly";
import { listProjectIdsOfParticipant } from "../../projects/index";
import type { HourlySide } from "../access";
import { thisWeekStart, waitingSentences } from "./waiting";

/**
 * GET /hourly/summaries: the viewer's hourly contracts that have not ended — as the company, the
 * freelancer, a member of the hired team or a collaborator, as the project list shows them —
 * with the minutes logged this week and what waits on the viewer.
 */
export async function listHourlySummaries(ctx: AppContext, input: { userId: string }): Promise<THourlySummary[]> {
  const projectIds = await listProjectIdsOfParticipant(ctx, input);
  if (projectIds.length === 0) return [];
  const contracts = await ctx.db
    .select()
    .from(hourlyContracts)
    .where(and(inArray(hourlyContracts.projectId, projectIds), ne(hourlyContracts.status, "ENDED")))
    .orderBy(desc(hourlyContracts.createdAt));
  if (contracts.length === 0) return [];
  const ids = contracts.map((contract) => contract.projectId);
  const sideOf = (contract: (typeof contracts)[number]): HourlySide =>
    contract.companyId === input.userId ? "COMPANY" : contract.freelancerId === input.userId ? "FREELANCER" : "MEMBER";
  const [minutes, waiting] = await Promise.all([
    ctx.db
      .select({
        projectId: hourlyTimeEntries.projectId,
        minutes: sql<number>`coalesce(sum(${hourlyTimeEntries.minutes}), 0)::int`,
      })
      .from(hourlyTimeEntries)
      .where(and(inArray(hourlyTimeEntries.projectId, ids), eq(hourlyTimeEntries.weekStart, thisWeekStart())))
      .groupBy(hourlyTimeEntries.projectId),
    waitingSentences(
      ctx,
      contracts.map((contract) => ({ contract, side: sideOf(contract) })),
    ),
  ]);
  const minutesOf = new Map(minutes.map((row) => [row.projectId, row.minutes]));
  return contracts.map((contract) => ({
    projectId: contract.projectId,
    status: contract.status,
    rate: contract.rate,
    minutesThisWeek: minutesOf.get(contract.projectId) ?? 0,
    weeklyLimitHours: contract.weeklyLimitHours,
    waitingOnViewer: waiting.get(contract.projectId) ?? null,
  }));
}

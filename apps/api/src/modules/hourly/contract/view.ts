import type { THourlyContract } from "@crewlance/contracts/hourly";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { hourlyWeeks } from "../../../db/schema/hourly";
import { loadContract } from "../access";
import { weekViews } from "../billing/week-view";
import type { LockedContract } from "./facts";
import { openChangeOf, termChangeView } from "./term-changes";
import { thisWeekStart, waitingSentences } from "./waiting";

/** The contract as its viewer sees it (ZHourlyContract): terms, the coming change, this week, what waits on them. */
export async function contractView(ctx: AppContext, { contract, side }: LockedContract): Promise<THourlyContract> {
  const [openChange, [week], waiting] = await Promise.all([
    openChangeOf(ctx, contract.projectId),
    contract.status === "ENDED"
      ? Promise.resolve([])
      : ctx.db
          .select()
          .from(hourlyWeeks)
          .where(and(eq(hourlyWeeks.projectId, contract.projectId), eq(hourlyWeeks.weekStart, thisWeekStart()))),
    waitingSentences(ctx, [{ contract, side }]),
  ]);
  return {
    projectId: contract.projectId,
    status: contract.status,
    terms: {
      rate: contract.rate,
      weeklyLimitHours: contract.weeklyLimitHours,
      manualPolicy: contract.manualPolicy,
      manualLimitHours: contract.manualLimitHours,
    },
    startDate: contract.startDate,
    pausedAt: contract.pausedAt?.toISOString() ?? null,
    endedAt: contract.endedAt?.toISOString() ?? null,
    pendingChange: openChange ? termChangeView(openChange) : null,
    viewerSide: side,
    thisWeek: week ? ((await weekViews(ctx, [week]))[0] ?? null) : null,
    waitingOnViewer: waiting.get(contract.projectId) ?? null,
  };
}

/** GET /projects/{id}/hourly: anyone with access to the hourly project; 404 for anyone else and a fixed project. */
export async function getHourlyContract(
  ctx: AppContext,
  input: { projectId: string; userId: string },
): Promise<THourlyContract> {
  return contractView(ctx, await loadContract(ctx, input));
}

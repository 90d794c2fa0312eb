import type { TPagination } from "@crewlance/contracts/common";
import type { TJoinRequest } from "@crewlance/contracts/teams";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamJoinRequests } from "../../db/schema/teams";
import { pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { joinRequestViews } from "./join-request-views";
import { newestFirstPageQueries } from "./pending-page";

/** The statements of a page of pending rows, by person or by team (exported for the plan test). */
export function joinRequestPageQueries(
  ctx: AppContext,
  input: { userId?: string; teamId?: string; page: number; limit: number },
) {
  const owner = input.userId
    ? eq(teamJoinRequests.userId, input.userId)
    : eq(teamJoinRequests.teamId, input.teamId ?? "");
  return newestFirstPageQueries(ctx, teamJoinRequests, and(owner, eq(teamJoinRequests.status, "PENDING"))!, input);
}

async function pageOf(ctx: AppContext, input: { userId?: string; teamId?: string; page: number; limit: number }) {
  const { rows, pagination } = await pageWithCappedTotal(joinRequestPageQueries(ctx, input), input);
  return {
    items: await joinRequestViews(ctx, rows),
    pagination,
  };
}

/** GET /teams/join-requests/mine: the caller's pending requests. */
export function listMyJoinRequests(
  ctx: AppContext,
  input: { viewerId: string; page: number; limit: number },
): Promise<{ items: TJoinRequest[]; pagination: TPagination }> {
  return pageOf(ctx, { userId: input.viewerId, page: input.page, limit: input.limit });
}

/** GET /teams/{id}/join-requests (approve permission): the team's pending requests. */
export async function listTeamJoinRequests(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; page: number; limit: number },
): Promise<{ items: TJoinRequest[]; pagination: TPagination }> {
  const access = await loadTeamAccess(ctx, input);
  requireTeamPermission(access, "approve");
  return pageOf(ctx, { teamId: access.team.id, page: input.page, limit: input.limit });
}

import type { TPagination } from "@crewlance/contracts/common";
import type { TTeamInvitation } from "@crewlance/contracts/teams";
import { and, eq, gt, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import { pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { invitationViews } from "./invitation-views";
import { newestFirstPageQueries } from "./pending-page";

const pendingNow = (): SQL => and(eq(teamInvitations.status, "PENDING"), gt(teamInvitations.expiresAt, now()))!;

/** The statements of a page of pending rows, by person or by team (exported for the plan test). */
export function invitationPageQueries(
  ctx: AppContext,
  input: { inviteeId?: string; teamId?: string; page: number; limit: number },
) {
  const owner = input.inviteeId
    ? eq(teamInvitations.inviteeId, input.inviteeId)
    : eq(teamInvitations.teamId, input.teamId ?? "");
  return newestFirstPageQueries(ctx, teamInvitations, and(owner, pendingNow())!, input);
}

async function pageOf(ctx: AppContext, input: { inviteeId?: string; teamId?: string; page: number; limit: number }) {
  const { rows, pagination } = await pageWithCappedTotal(invitationPageQueries(ctx, input), input);
  return {
    items: await invitationViews(ctx, rows),
    pagination,
  };
}

/** GET /teams/invitations/mine: the caller's pending invitations that have not expired. */
export function listMyInvitations(
  ctx: AppContext,
  input: { viewerId: string; page: number; limit: number },
): Promise<{ items: TTeamInvitation[]; pagination: TPagination }> {
  return pageOf(ctx, { inviteeId: input.viewerId, page: input.page, limit: input.limit });
}

/** GET /teams/{id}/invitations (invite permission): the team's pending invitations. */
export async function listTeamInvitations(
  ctx: AppContext,
  input: { teamId: string; viewerId: string; page: number; limit: number },
): Promise<{ items: TTeamInvitation[]; pagination: TPagination }> {
  const access = await loadTeamAccess(ctx, input);
  requireTeamPermission(access, "invite");
  return pageOf(ctx, { teamId: access.team.id, page: input.page, limit: input.limit });
}

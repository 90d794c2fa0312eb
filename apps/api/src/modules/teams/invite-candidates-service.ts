import { TEAM_INVITE_CANDIDATES_MAX, type TInviteCandidate } from "@crewlance/contracts/teams";
import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamMembers } from "../../db/schema/teams";
import { now } from "../../lib/clock";
import type { Viewer } from "../../lib/viewer";
import { blockedIdsOf, blockersAmong } from "../safety/index";
import { searchFreelancersByName } from "../users/index";
import { loadTeamAccess, requireTeamPermission } from "./access";

/** Room for the few a block from their side drops after the search. */
const SEARCH_SLACK = 10;

/**
 * GET /teams/{id}/invite-candidates (invite permission): listed freelancers whose name matches,
 * leaving out members, people already invited and anyone blocked either way (decision 0097).
 */
export async function listInviteCandidates(
  ctx: AppContext,
  input: { teamId: string; viewer: Viewer; q: string },
): Promise<{ items: TInviteCandidate[] }> {
  const access = await loadTeamAccess(ctx, { teamId: input.teamId, viewerId: input.viewer.id });
  requireTeamPermission(access, "invite");
  const teamId = access.team.id;
  const [members, invited, blocked] = await Promise.all([
    ctx.db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    ctx.db
      .select({ id: teamInvitations.inviteeId })
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, teamId),
          eq(teamInvitations.status, "PENDING"),
          gt(teamInvitations.expiresAt, now()),
        ),
      ),
    blockedIdsOf(ctx, input.viewer.id),
  ]);
  const excludeIds = [...members.map((row) => row.id), ...invited.map((row) => row.id), ...blocked];
  const found = await searchFreelancersByName(ctx, {
    q: input.q,
    excludeIds,
    limit: TEAM_INVITE_CANDIDATES_MAX + SEARCH_SLACK,
  });
  const blockedMe = await blockersAmong(
    ctx,
    input.viewer.id,
    found.map((person) => person.id),
  );
  return { items: found.filter((person) => !blockedMe.has(person.id)).slice(0, TEAM_INVITE_CANDIDATES_MAX) };
}

import type { TTeam } from "@crewlance/contracts/teams";
import { and, eq, exists, inArray, isNull, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, teams } from "../../db/schema/teams";
import { teamViews } from "./views";

/*
 * What the favourites module reads of teams (decision 0103): a team may be saved, and shows its
 * card, while it is in the public list (public, not hidden) or the viewer is one of its members.
 */

/** The cards of those of `teamIds` the viewer may see in a list. */
export async function visibleTeamCardsByIds(
  ctx: AppContext,
  input: { teamIds: string[]; viewerId: string },
): Promise<Map<string, TTeam>> {
  if (input.teamIds.length === 0) return new Map();
  const isMember = exists(
    ctx.db
      .select({ one: teamMembers.teamId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, input.viewerId))),
  );
  const rows = await ctx.db
    .select()
    .from(teams)
    .where(
      and(inArray(teams.id, input.teamIds), or(and(eq(teams.visibility, "PUBLIC"), isNull(teams.hiddenAt)), isMember)),
    );
  const views = await teamViews(ctx, rows, input.viewerId);
  return new Map(views.map((team) => [team.id, team]));
}

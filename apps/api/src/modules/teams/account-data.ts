import { and, eq, gt } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamInvitations, teamJoinRequests, teamMembers, teams } from "../../db/schema/teams";
import type { AccountDataPart } from "../../lib/account-data";
import type { TxContext } from "../../lib/transaction";
import { removeTeamMember } from "./member-service";
import { deleteTeam } from "./team-delete-service";

/*
 * The teams module's side of "your data" (decision 0099): a person's teams for their export,
 * the teams that keep the account from being deleted, and leaving every team when it is.
 */

/** teams.json: the teams the person is in with their role, invitations received and join requests sent. */
export async function teamDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const memberships = await ctx.db
    .select({
      teamId: teams.id,
      name: teams.name,
      description: teams.description,
      visibility: teams.visibility,
      role: teamMembers.role,
      title: teamMembers.title,
      joinedAt: teamMembers.joinedAt,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  const invitations = await ctx.db
    .select({
      teamName: teams.name,
      role: teamInvitations.role,
      message: teamInvitations.message,
      status: teamInvitations.status,
      createdAt: teamInvitations.createdAt,
      respondedAt: teamInvitations.respondedAt,
    })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .where(eq(teamInvitations.inviteeId, userId));
  const joinRequests = await ctx.db
    .select({
      teamName: teams.name,
      message: teamJoinRequests.message,
      status: teamJoinRequests.status,
      createdAt: teamJoinRequests.createdAt,
      respondedAt: teamJoinRequests.respondedAt,
    })
    .from(teamJoinRequests)
    .innerJoin(teams, eq(teams.id, teamJoinRequests.teamId))
    .where(eq(teamJoinRequests.userId, userId));
  return { data: { memberships, invitations, joinRequests }, files: [] };
}

/** Names of the teams the person owns that have other members: they must hand them over or remove them first. */
export async function ownedTeamsWithOthers(ctx: AppContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.ownerId, userId), gt(teams.memberCount, 1)));
  return rows.map((row) => row.name);
}

/**
 * The AccountDeleted listener: the person leaves every team (the team hears it as any leaving),
 * and a team they own alone is deleted. Pending invitations to them and their join requests lapse.
 */
export async function leaveAllTeams(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const { userId } = input;
  const memberships = await txCtx.db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  for (const membership of memberships) {
    if (membership.role === "OWNER") await deleteTeam(txCtx, { teamId: membership.teamId, viewerId: userId });
    else await removeTeamMember(txCtx, { teamId: membership.teamId, viewerId: userId, memberId: userId });
  }
  await txCtx.db
    .update(teamInvitations)
    .set({ status: "CANCELLED" })
    .where(and(eq(teamInvitations.inviteeId, userId), eq(teamInvitations.status, "PENDING")));
  await txCtx.db
    .update(teamJoinRequests)
    .set({ status: "CANCELLED" })
    .where(and(eq(teamJoinRequests.userId, userId), eq(teamJoinRequests.status, "PENDING")));
}

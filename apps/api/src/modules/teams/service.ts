import {
  APPLICATION_TEAM_PORTFOLIO_ITEMS,
  type TApplicationTeam,
  type TTeamRef,
  teamRoleCan,
} from "@crewlance/contracts/teams";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { teamMembers, teams } from "../../db/schema/teams";
import { AppError } from "../../lib/errors";
import { loadTeamAccess, requireTeamPermission } from "./access";
import { loadPortfolioPreviews } from "./portfolio-service";
import { loadMembers, teamRefView } from "./views";

/*
 * What other modules ask of teams: whether a person may apply on a team's behalf (tasks), the
 * team beside an application (tasks), the teams a person is in (projects' lists and access).
 */

/** The caller may apply for the team (owner or admin); the team's name and skills for the match. */
export async function assertCanApplyForTeam(
  ctx: AppContext,
  input: { teamId: string; viewerId: string },
): Promise<{ id: string; name: string; skillsKey: string[] }> {
  const access = await loadTeamAccess(ctx, input).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw new AppError("NOT_FOUND", "Team was not found.", [{ path: "teamId", message: "Team was not found." }]);
    }
    throw error;
  });
  if (access.role === null) {
    throw new AppError("FORBIDDEN", "You can only apply for a team you belong to.", [
      { path: "teamId", message: "You can only apply for a team you belong to." },
    ]);
  }
  requireTeamPermission(access, "applyToTask");
  return { id: access.team.id, name: access.team.name, skillsKey: access.team.skillsKey };
}

/** Of the teams given, those the caller may apply for (as assertCanApplyForTeam), in one statement. */
export async function teamsViewerCanApplyFor(
  ctx: AppContext,
  input: { viewerId: string; teamIds: readonly string[] },
): Promise<Set<string>> {
  const ids = [...new Set(input.teamIds)];
  if (ids.length === 0) return new Set();
  // A member row exists only while its team does (cascade), and a member sees even a private team.
  const rows = await ctx.db
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, input.viewerId), inArray(teamMembers.teamId, ids)));
  return new Set(rows.filter((row) => teamRoleCan(row.role, "applyToTask")).map((row) => row.teamId));
}

/** The teams named, as a company sees them beside their applications: members and a portfolio look. */
export async function loadApplicationTeams(
  ctx: AppContext,
  teamIds: readonly (string | null)[],
): Promise<Map<string, TApplicationTeam>> {
  const ids = [...new Set(teamIds.filter((id): id is string => id !== null))];
  const result = new Map<string, TApplicationTeam>();
  if (ids.length === 0) return result;
  const [rows, { byTeam }, portfolios] = await Promise.all([
    ctx.db.select().from(teams).where(inArray(teams.id, ids)),
    loadMembers(ctx, ids),
    loadPortfolioPreviews(ctx, { teamIds: ids, limit: APPLICATION_TEAM_PORTFOLIO_ITEMS }),
  ]);
  for (const row of rows) {
    result.set(row.id, {
      ...teamRefView(row),
      description: row.description,
      skills: row.skills,
      members: byTeam.get(row.id) ?? [],
      portfolio: portfolios.get(row.id) ?? [],
    });
  }
  return result;
}

/** Short references to the teams named (deleted ones left out). */
export async function loadTeamRefs(
  ctx: AppContext,
  teamIds: readonly (string | null)[],
): Promise<Map<string, TTeamRef>> {
  const ids = [...new Set(teamIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: teams.id, name: teams.name, avatarPath: teams.avatarPath, visibility: teams.visibility })
    .from(teams)
    .where(inArray(teams.id, ids));
  return new Map(rows.map((row) => [row.id, teamRefView(row)]));
}

/** The ids of the teams the user is a member of (team_members_user_joined_idx). */
export async function listTeamIdsOfUser(ctx: AppContext, input: { userId: string }): Promise<string[]> {
  const rows = await ctx.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, input.userId));
  return rows.map((row) => row.teamId);
}

/** Whether the user is a member of the team. */
export async function isTeamMember(ctx: AppContext, input: { teamId: string; userId: string }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, input.teamId), eq(teamMembers.userId, input.userId)));
  return row !== undefined;
}

/** The members' ids of each of the teams, by team id, in one statement (a batch of chat sends). */
export async function listMemberIdsOfTeams(
  ctx: AppContext,
  input: { teamIds: readonly string[] },
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>(input.teamIds.map((id) => [id, []]));
  if (input.teamIds.length === 0) return result;
  const rows = await ctx.db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, [...input.teamIds]));
  for (const row of rows) result.get(row.teamId)?.push(row.userId);
  return result;
}

/** The members' ids of a team (to tell them all of a hire). */
export async function listTeamMemberIds(ctx: AppContext, input: { teamId: string }): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, input.teamId));
  return rows.map((row) => row.userId);
}

/** The owner of a team, or null once it is deleted (a team project's payout split). */
export async function findTeamOwnerId(ctx: AppContext, input: { teamId: string }): Promise<string | null> {
  const [team] = await ctx.db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, input.teamId));
  return team?.ownerId ?? null;
}

// The projects module's payout shares check a team's permissions and show its people this way.
export { loadTeamAccess, requireTeamPermission } from "./access";
export { teamUserView } from "./views";

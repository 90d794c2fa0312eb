import { and, eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectCollaborators, projects } from "../../db/schema/projects";
import { isTeamMember, listMemberIdsOfTeams, listTeamIdsOfUser } from "../teams/index";

/*
 * Who takes part in a project, for other modules (the project's conversation in chat): the
 * company, the hired freelancer and, when a team was hired, every current member of that team.
 * Read at each call, so joining or leaving the team changes it at once. Collaborators
 * (project_collaborators) take part too: they join the project's conversation when they accept.
 */

/** Every participant's id, without duplicates; empty for a project that does not exist. */
export async function listProjectParticipantIds(ctx: AppContext, input: { projectId: string }): Promise<string[]> {
  return (await listParticipantIdsOfProjects(ctx, [input.projectId])).get(input.projectId) ?? [];
}

/**
 * Every participant's id of each project, by project id, in three statements however many
 * projects (a batch of chat sends, decision 0057): the projects, their hired teams' members and
 * their collaborators. A project that does not exist is absent.
 */
export async function listParticipantIdsOfProjects(
  ctx: AppContext,
  projectIds: readonly string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return result;
  const rows = await ctx.db
    .select({
      id: projects.id,
      companyId: projects.companyId,
      freelancerId: projects.freelancerId,
      teamId: projects.teamId,
    })
    .from(projects)
    .where(inArray(projects.id, ids));
  if (rows.length === 0) return result;
  const teamIds = rows.flatMap((row) => (row.teamId ? [row.teamId] : []));
  const [teams, collaborators] = await Promise.all([
    listMemberIdsOfTeams(ctx, { teamIds }),
    ctx.db
      .select({ projectId: projectCollaborators.projectId, userId: projectCollaborators.userId })
      .from(projectCollaborators)
      .where(
        inArray(
          projectCollaborators.projectId,
          rows.map((row) => row.id),
        ),
      ),
  ]);
  for (const row of rows) {
    const members = new Set([row.companyId, row.freelancerId]);
    for (const id of row.teamId ? (teams.get(row.teamId) ?? []) : []) members.add(id);
    result.set(row.id, [...members]);
  }
  for (const { projectId, userId } of collaborators) {
    const members = result.get(projectId)!;
    if (!members.includes(userId)) members.push(userId);
  }
  return result;
}

/** Whether the user takes part in the project (false for a project that does not exist). */
export async function isProjectParticipant(
  ctx: AppContext,
  input: { projectId: string; userId: string },
): Promise<boolean> {
  const [project] = await ctx.db
    .select({ companyId: projects.companyId, freelancerId: projects.freelancerId, teamId: projects.teamId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project) return false;
  if (project.companyId === input.userId || project.freelancerId === input.userId) return true;
  if (project.teamId !== null && (await isTeamMember(ctx, { teamId: project.teamId, userId: input.userId })))
    return true;
  return (await collaboratorIdsOf(ctx, input.projectId, input.userId)).length > 0;
}

/** The project's collaborators, or just `userId` when given and one of them. */
async function collaboratorIdsOf(ctx: AppContext, projectId: string, userId?: string): Promise<string[]> {
  const mine = eq(projectCollaborators.projectId, projectId);
  const rows = await ctx.db
    .select({ userId: projectCollaborators.userId })
    .from(projectCollaborators)
    .where(userId ? and(mine, eq(projectCollaborators.userId, userId)) : mine);
  return rows.map((row) => row.userId);
}

/**
 * The ids of the projects the user takes part in (as company, freelancer, member of the hired
 * team or collaborator), by the projects' company, freelancer and team indexes and
 * project_collaborators_user_idx.
 */
export async function listProjectIdsOfParticipant(ctx: AppContext, input: { userId: string }): Promise<string[]> {
  const teamIds = await listTeamIdsOfUser(ctx, { userId: input.userId });
  const rows = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      or(
        eq(projects.companyId, input.userId),
        eq(projects.freelancerId, input.userId),
        teamIds.length > 0 ? inArray(projects.teamId, teamIds) : undefined,
        inArray(
          projects.id,
          ctx.db
            .select({ id: projectCollaborators.projectId })
            .from(projectCollaborators)
            .where(eq(projectCollaborators.userId, input.userId)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Titles of the projects named, keyed by id (unknown ids left out). */
export async function loadProjectTitles(ctx: AppContext, projectIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

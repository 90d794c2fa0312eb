import { and, eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectCollaborators, projects } from "../../db/schema/projects";
import { isTeamMember, listTeamIdsOfUser, listTeamMemberIds } from "../teams/service";

/*
 * Who takes part in a project, for other modules (the project's conversation in chat): the
 * company, the hired freelancer and, when a team was hired, every current member of that team.
 * Read at each call, so joining or leaving the team changes it at once. Collaborators (issue 14,
 * project_collaborators) take part too: they join the project's conversation when they accept.
 */

/** Every participant's id, without duplicates; empty for a project that does not exist. */
export async function listProjectParticipantIds(ctx: AppContext, input: { projectId: string }): Promise<string[]> {
  const [project] = await ctx.db
    .select({ companyId: projects.companyId, freelancerId: projects.freelancerId, teamId: projects.teamId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project) return [];
  const ids = new Set([project.companyId, project.freelancerId]);
  if (project.teamId) for (const id of await listTeamMemberIds(ctx, { teamId: project.teamId })) ids.add(id);
  for (const id of await collaboratorIdsOf(ctx, input.projectId)) ids.add(id);
  return [...ids];
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

/** The project's collaborators (issue 14), or just `userId` when given and one of them. */
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

import { eq, inArray, or } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projects } from "../../db/schema/projects";
import { isTeamMember, listTeamIdsOfUser, listTeamMemberIds } from "../teams/service";

/*
 * Who takes part in a project, for other modules (the project's conversation in chat): the
 * company, the hired freelancer and, when a team was hired, every current member of that team.
 * Read at each call, so joining or leaving the team changes it at once. Collaborators (issue 14)
 * are added here by the module that owns them.
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
  return project.teamId !== null && isTeamMember(ctx, { teamId: project.teamId, userId: input.userId });
}

/**
 * The ids of the projects the user takes part in (as company, freelancer or member of the hired
 * team), by the projects' company, freelancer and team indexes.
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

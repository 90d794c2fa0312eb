import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projects } from "../../db/schema/projects";

/*
 * What the teams module asks of projects: the projects a team was hired for, whether
 * one is still active (a team with one cannot be deleted), and whether a team project's payout
 * shares are locked because money was put into escrow for it.
 */

export type TeamProjectRef = { id: string; title: string; status: string; createdAt: string };

/** The team's projects, newest first (projects_team_created_idx). */
export async function listTeamProjects(ctx: AppContext, input: { teamId: string }): Promise<TeamProjectRef[]> {
  const rows = await ctx.db
    .select({ id: projects.id, title: projects.title, status: projects.status, createdAt: projects.createdAt })
    .from(projects)
    .where(eq(projects.teamId, input.teamId))
    .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
    .limit(50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Whether the team is the hired party of a project that is still ACTIVE or DISPUTED. */
export async function hasActiveTeamProject(ctx: AppContext, input: { teamId: string }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.teamId, input.teamId), inArray(projects.status, ["ACTIVE", "DISPUTED"])))
    .limit(1);
  return row !== undefined;
}

/**
 * A project's team and whether any of its milestones has been funded (its status moved past
 * PENDING other than to CANCELLED). `lock` takes the project row FOR UPDATE, so setting shares
 * queues behind a funding that locks the same row.
 */
export async function readTeamProject(
  ctx: AppContext,
  input: { projectId: string; lock?: boolean },
): Promise<{ id: string; teamId: string | null; companyId: string; freelancerId: string; funded: boolean } | null> {
  const query = ctx.db
    .select({
      id: projects.id,
      teamId: projects.teamId,
      companyId: projects.companyId,
      freelancerId: projects.freelancerId,
    })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  const [project] = input.lock ? await query.for("update") : await query;
  if (!project) return null;
  const [funded] = await ctx.db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.projectId, project.id), sql`${milestones.status}::text not in ('PENDING', 'CANCELLED')`))
    .limit(1);
  return { ...project, funded: funded !== undefined };
}

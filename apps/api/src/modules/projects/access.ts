import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectCollaborators, projects } from "../../db/schema/projects";
import { notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { isTeamMember } from "../teams/index";
import { type ProjectRow, sideOf } from "./project-state";

/*
 * Who may work on a project (decision 0047). The two parties (`sideOf`: the company and
 * the hired freelancer — for a team, the admin who applied or accepted) act on milestones and
 * money. Everyone with access — the parties, the other members of a hired team and the
 * collaborators who accepted an invitation — reads the project, its activity and files, and works
 * on its board (cards, files). Money actions keep asking `sideOf`.
 */

export type ProjectAccess = "COMPANY" | "FREELANCER" | "TEAM_MEMBER" | "COLLABORATOR";

export async function isCollaborator(ctx: AppContext, projectId: string, userId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ userId: projectCollaborators.userId })
    .from(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)));
  return row !== undefined;
}

/** The viewer's access to the project, or null (then the project is "not found" to them). */
export async function accessOf(ctx: AppContext, project: ProjectRow, userId: string): Promise<ProjectAccess | null> {
  const side = sideOf(project, userId);
  if (side) return side;
  if (project.teamId && (await isTeamMember(ctx, { teamId: project.teamId, userId }))) return "TEAM_MEMBER";
  if (await isCollaborator(ctx, project.id, userId)) return "COLLABORATOR";
  return null;
}

/** The project for someone with access; anyone else gets 404. */
export async function loadWorkableProject(ctx: AppContext, projectId: string, userId: string): Promise<ProjectRow> {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || !(await accessOf(ctx, project, userId))) throw notFound("Project");
  return project;
}

/** The project locked FOR UPDATE for someone with access (board and files work); else 404. */
export async function lockWorkableProject(txCtx: TxContext, projectId: string, userId: string): Promise<ProjectRow> {
  const [project] = await txCtx.db.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project || !(await accessOf(txCtx, project, userId))) throw notFound("Project");
  return project;
}

/**
 * The project and the viewer's access, for a module above that works on a project (hourly
 * contracts): null without access. With `lock`, the project row is locked FOR UPDATE first, the
 * lock every milestone and money change on the project takes.
 */
export async function readProjectAccess(
  ctx: AppContext,
  input: { projectId: string; userId: string; lock?: boolean },
): Promise<{ project: ProjectRow; access: ProjectAccess } | null> {
  const query = ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  const [project] = input.lock ? await query.for("update") : await query;
  if (!project) return null;
  const access = await accessOf(ctx, project, input.userId);
  return access ? { project, access } : null;
}

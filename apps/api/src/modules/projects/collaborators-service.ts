import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projectCollaborators, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import type { TxContext } from "../../lib/transaction";
import { isTeamMember } from "../teams/index";
import { recordActivity } from "./activity";
import type { ProjectRow } from "./project-state";
import { recordHourlyStart } from "./service";

/*
 * What the collaborations module asks of projects (decision 0047): a project made from
 * an accepted direct offer with all its milestones, a collaborator added by an accepted
 * invitation, and the facts that decide who may invite whom. Every write runs inside the
 * caller's transaction, so the project or the membership exists exactly when the acceptance does.
 */

export type NewProjectFromOffer = {
  title: string;
  description: string;
  companyId: string;
  /** The freelancer who accepted (for a team: the admin who accepted on its behalf). */
  freelancerId: string;
  teamId: string | null;
  /** In order; amounts in paise, due dates `YYYY-MM-DD`. None for an hourly offer. */
  milestones: { title: string; amount: number; dueDate: string }[];
  /** An hourly offer's rate in paise an hour: the project is HOURLY (decision 0091). */
  hourlyRate?: number;
};

/**
 * Creates an ACTIVE project (task and application ids null): from a fixed offer with every offered
 * milestone PENDING; from an hourly offer an HOURLY one with none, its contract started by the caller.
 */
export async function createProjectFromOffer(
  txCtx: TxContext,
  input: NewProjectFromOffer,
): Promise<{ projectId: string; project: ProjectRow }> {
  const at = now();
  const [project] = await txCtx.db
    .insert(projects)
    .values({
      title: input.title,
      description: input.description,
      companyId: input.companyId,
      freelancerId: input.freelancerId,
      taskId: null,
      applicationId: null,
      teamId: input.teamId,
      kind: input.hourlyRate === undefined ? "FIXED" : "HOURLY",
      status: "ACTIVE",
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const projectId = project!.id;
  if (input.hourlyRate !== undefined) {
    await recordHourlyStart(txCtx, {
      project: project!,
      actorId: input.freelancerId,
      rate: input.hourlyRate,
      lead: "Accepted the hourly offer",
    });
    return { projectId, project: project! };
  }
  await txCtx.db.insert(milestones).values(
    input.milestones.map((milestone, index) => ({
      projectId,
      title: milestone.title,
      amount: milestone.amount,
      dueDate: milestone.dueDate,
      status: "PENDING" as const,
      position: index + 1,
      createdAt: at,
      updatedAt: at,
    })),
  );
  const total = input.milestones.reduce((sum, milestone) => sum + milestone.amount, 0);
  const count = input.milestones.length;
  await recordActivity(txCtx, {
    projectId,
    type: "PROJECT_CREATED",
    actorId: input.freelancerId,
    text: `Accepted the offer; the project starts with ${count} ${count === 1 ? "milestone" : "milestones"}`,
    amount: total,
  });
  return { projectId, project: project! };
}

export type InvitableProject = {
  id: string;
  title: string;
  status: string;
  companyId: string;
  freelancerId: string;
  teamId: string | null;
};

/** The project's parties and status; `lock` takes its row FOR UPDATE (accepting an invitation). */
export async function readProjectForInvitation(
  ctx: AppContext,
  input: { projectId: string; lock?: boolean },
): Promise<InvitableProject | null> {
  const query = ctx.db
    .select({
      id: projects.id,
      title: projects.title,
      status: projects.status,
      companyId: projects.companyId,
      freelancerId: projects.freelancerId,
      teamId: projects.teamId,
    })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  const [row] = input.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Whether the user already works on the project: a party, a member of the hired team or a collaborator. */
export async function isOnProject(ctx: AppContext, project: InvitableProject, userId: string): Promise<boolean> {
  if (project.companyId === userId || project.freelancerId === userId) return true;
  if (project.teamId && (await isTeamMember(ctx, { teamId: project.teamId, userId }))) return true;
  const [row] = await ctx.db
    .select({ userId: projectCollaborators.userId })
    .from(projectCollaborators)
    .where(and(eq(projectCollaborators.projectId, project.id), eq(projectCollaborators.userId, userId)));
  return row !== undefined;
}

/** Adds the collaborator (once) and records it in the project's activity. */
export async function addProjectCollaborator(
  txCtx: TxContext,
  input: { projectId: string; userId: string; invitedBy: string; name: string },
): Promise<void> {
  const inserted = await txCtx.db
    .insert(projectCollaborators)
    .values({ projectId: input.projectId, userId: input.userId, invitedBy: input.invitedBy, joinedAt: now() })
    .onConflictDoNothing()
    .returning({ userId: projectCollaborators.userId });
  if (inserted.length === 0) return;
  await txCtx.db.update(projects).set({ updatedAt: now() }).where(eq(projects.id, input.projectId));
  await recordActivity(txCtx, {
    projectId: input.projectId,
    type: "COLLABORATOR_JOINED",
    actorId: input.userId,
    text: `${input.name} joined the project as a collaborator`,
  });
}

/** The collaborators' ids, in the order they joined. */
export async function listProjectCollaboratorIds(ctx: AppContext, input: { projectId: string }): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: projectCollaborators.userId })
    .from(projectCollaborators)
    .where(eq(projectCollaborators.projectId, input.projectId))
    .orderBy(asc(projectCollaborators.joinedAt), asc(projectCollaborators.userId));
  return rows.map((row) => row.userId);
}

import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TRole } from "@crewlance/contracts/enums";
import type {
  TActivityPage,
  TProjectDetail,
  TProjectListItemV2,
  TProjectStatus,
  TProjectViewerAccess,
} from "@crewlance/contracts/projects";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projectCollaborators, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { assertCanApplyForTeam, listTeamIdsOfUser } from "../teams/index";
import { accessOf } from "./access";
import { listActivity, recordActivity } from "./activity";
import { adminMayRead, auditAdminRead, type Reader } from "./admin-read-service";
import { rupees } from "./people";
import { projectListItems } from "./project-list-view";
import type { ProjectRow } from "./project-state";
import { projectDetail } from "./project-view";

/*
 * Projects: a project is created by accepting an application, with the proposal as its first
 * milestone; the parties list and read it. The milestone lifecycle lives in one file per use case
 * (milestone-*-service.ts, project-*.ts), beside board-service.ts, reviews-service.ts and the
 * dispute files.
 */

export type NewProjectFromApplication = {
  title: string;
  description: string;
  companyId: string;
  freelancerId: string;
  taskId: string;
  applicationId: string;
  /** The hired team when a team applied (teams module); its members see the project. */
  teamId?: string | null;
  /** FIXED (the default): paid by milestones; HOURLY: billed by the week (decision 0091). */
  kind?: "FIXED" | "HOURLY";
  /** Paise: the first milestone's amount (the proposal's); on an HOURLY project, the rate. */
  amount: number;
  /** `YYYY-MM-DD` or null. */
  dueDate: string | null;
};

/**
 * Creates an ACTIVE project: a fixed one with its first PENDING milestone, an hourly one with
 * none (its contract bills by the week, decision 0091). Only inside the caller's transaction
 * (accepting an application), so the project exists exactly when the hire does.
 */
export async function createProjectFromApplication(
  txCtx: TxContext,
  input: NewProjectFromApplication,
): Promise<{ project: ProjectRow; projectId: string; milestoneId: string | null }> {
  const at = now();
  const kind = input.kind ?? "FIXED";
  const [project] = await txCtx.db
    .insert(projects)
    .values({
      title: input.title,
      description: input.description,
      companyId: input.companyId,
      freelancerId: input.freelancerId,
      taskId: input.taskId,
      applicationId: input.applicationId,
      teamId: input.teamId ?? null,
      kind,
      status: "ACTIVE",
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (kind === "HOURLY") {
    await recordHourlyStart(txCtx, {
      project: project!,
      actorId: input.companyId,
      rate: input.amount,
      lead: "Hired the freelancer",
    });
    return { project: project!, projectId: project!.id, milestoneId: null };
  }
  const title = `Deliver: ${input.title}`.slice(0, 200);
  const [milestone] = await txCtx.db
    .insert(milestones)
    .values({
      projectId: project!.id,
      title,
      amount: input.amount,
      dueDate: input.dueDate,
      status: "PENDING",
      position: 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: milestones.id });
  await recordActivity(txCtx, {
    projectId: project!.id,
    type: "PROJECT_CREATED",
    actorId: input.companyId,
    text: `Hired the freelancer; the project starts with the milestone '${title}'`,
    milestoneId: milestone!.id,
    amount: input.amount,
  });
  return { project: project!, projectId: project!.id, milestoneId: milestone!.id };
}

/** The activity entry of an hourly project's start: the contract and its rate. */
export async function recordHourlyStart(
  txCtx: TxContext,
  input: { project: ProjectRow; actorId: string; rate: number; lead: string },
): Promise<void> {
  await recordActivity(txCtx, {
    projectId: input.project.id,
    type: "PROJECT_CREATED",
    actorId: input.actorId,
    text: `${input.lead}; the project started on an hourly contract at ${rupees(input.rate)}/hour`,
    amount: input.rate,
  });
}

/**
 * The caller's projects, newest first: a company's by the company index, a freelancer's by the
 * freelancer index (decision 0013). Other roles have none.
 */
export async function listProjects(
  ctx: AppContext,
  input: { userId: string; role: TRole | null; status?: TProjectStatus; page: number; limit: number },
): Promise<{ items: TProjectListItemV2[]; pagination: TPagination }> {
  if (input.role !== "COMPANY" && input.role !== "FREELANCER") {
    return { items: [], pagination: buildCappedPagination(0, input.page, input.limit) };
  }
  const owner = input.role === "COMPANY" ? projects.companyId : projects.freelancerId;
  // A freelancer also sees the projects of the teams they are in (decision 0040).
  const teamIds = input.role === "FREELANCER" ? await listTeamIdsOfUser(ctx, { userId: input.userId }) : [];
  // …and the projects they joined as a collaborator (decision 0047, project_collaborators_user_idx).
  const joined = inArray(
    projects.id,
    ctx.db
      .select({ id: projectCollaborators.projectId })
      .from(projectCollaborators)
      .where(eq(projectCollaborators.userId, input.userId)),
  );
  const mine =
    input.role === "FREELANCER"
      ? or(eq(owner, input.userId), joined, ...(teamIds.length > 0 ? [inArray(projects.teamId, teamIds)] : []))!
      : eq(owner, input.userId);
  const filters: SQL[] = [mine];
  if (input.status) filters.push(eq(projects.status, input.status));
  const where = and(...filters);
  const { rows, pagination } = await pageWithCappedTotal(
    {
      page: ctx.db
        .select()
        .from(projects)
        .where(where)
        .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
        .limit(input.limit)
        .offset((input.page - 1) * input.limit),
      count: countUpToCap(ctx, projects, where),
    },
    input,
  );
  return {
    items: await projectListItems(ctx, rows, input.userId),
    pagination,
  };
}

/**
 * The project for a reader and how they reach it: its parties, the members of a hired team
 * (decision 0040) and its collaborators (decision 0047); an admin while it has a dispute (decision 0080, the caller
 * records the read); anyone else gets 404.
 */
export async function loadReadableProject(
  ctx: AppContext,
  input: { projectId: string; reader: Reader },
): Promise<{ row: ProjectRow; access: TProjectViewerAccess }> {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  if (!row) throw notFound("Project");
  const access = await accessOf(ctx, row, input.reader.id);
  if (access) return { row, access };
  if (await adminMayRead(ctx, input.reader, row.id)) return { row, access: "ADMIN" };
  throw notFound("Project");
}

/**
 * One project with its milestones, money and next steps. The parties act on it; the members of a
 * hired team and its collaborators read it; an admin reads a disputed one, with nothing to act on,
 * and the read is audited (decision 0080); anyone else gets 404.
 */
export async function getProject(
  ctx: AppContext,
  input: { projectId: string; reader: Reader },
): Promise<TProjectDetail> {
  const { row, access } = await loadReadableProject(ctx, input);
  const detail = await projectDetail(ctx, row, input.reader.id);
  if (access === "ADMIN") {
    await auditAdminRead(ctx, { adminId: input.reader.id, action: "PROJECT_VIEWED", projectId: row.id });
    return { ...detail, viewerSide: null, waitingOnViewer: null, viewerAccess: access, canInviteCollaborator: false };
  }
  return {
    ...detail,
    viewerAccess: access,
    canInviteCollaborator: row.status === "ACTIVE" && (await mayInviteCollaborator(ctx, row, input.reader.id)),
  };
}

/** A page of the project's activity for a reader who may read it; an admin's read is audited. */
export async function readProjectActivity(
  ctx: AppContext,
  input: { projectId: string; reader: Reader; cursor?: string; limit: number },
): Promise<TActivityPage> {
  const { row, access } = await loadReadableProject(ctx, input);
  const page = await listActivity(ctx, { projectId: row.id, cursor: input.cursor, limit: input.limit });
  if (access === "ADMIN") {
    await auditAdminRead(ctx, { adminId: input.reader.id, action: "PROJECT_ACTIVITY_VIEWED", projectId: row.id });
  }
  return page;
}

/**
 * Who may invite a collaborator to a project (decision 0047): its two parties, and the admins of a
 * hired team (who may act for the team).
 */
export async function mayInviteCollaborator(
  ctx: AppContext,
  project: { companyId: string; freelancerId: string; teamId: string | null },
  userId: string,
): Promise<boolean> {
  if (project.companyId === userId || project.freelancerId === userId) return true;
  if (!project.teamId) return false;
  return assertCanApplyForTeam(ctx, { teamId: project.teamId, viewerId: userId }).then(
    () => true,
    () => false,
  );
}

import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import type { TRole } from "@crewlance/contracts/enums";
import type { TMilestone, TProject, TProjectListItem, TProjectStatus } from "@crewlance/contracts/projects";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestones, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { loadUserSummaries, type UserSummary } from "../users/summary-view";

/*
 * Projects (spec B5). Issue 9: a project is created by accepting an application, with the
 * proposal as its first milestone; the parties list and read it. Milestone work comes later.
 */

type ProjectRow = typeof projects.$inferSelect;
type MilestoneRow = typeof milestones.$inferSelect;

export type NewProjectFromApplication = {
  title: string;
  description: string;
  companyId: string;
  freelancerId: string;
  taskId: string;
  applicationId: string;
  /** The hired team when a team applied (teams module); its members see the project. */
  teamId?: string | null;
  /** Paise: the first milestone's amount (the proposal's). */
  amount: number;
  /** `YYYY-MM-DD` or null. */
  dueDate: string | null;
};

/**
 * Creates an ACTIVE project and its first PENDING milestone. Only inside the caller's
 * transaction (accepting an application), so the project exists exactly when the hire does.
 */
export async function createProjectFromApplication(
  txCtx: TxContext,
  input: NewProjectFromApplication,
): Promise<{ projectId: string; milestoneId: string }> {
  const at = now();
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
      status: "ACTIVE",
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: projects.id });
  const [milestone] = await txCtx.db
    .insert(milestones)
    .values({
      projectId: project!.id,
      title: `Deliver: ${input.title}`.slice(0, 200),
      amount: input.amount,
      dueDate: input.dueDate,
      status: "PENDING",
      position: 1,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: milestones.id });
  return { projectId: project!.id, milestoneId: milestone!.id };
}

function milestoneView(row: MilestoneRow): TMilestone {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    amount: row.amount,
    dueDate: row.dueDate,
    status: row.status,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function party(summary: UserSummary | undefined, id: string, asCompany: boolean) {
  return {
    id,
    name: (asCompany ? summary?.company?.name : undefined) ?? summary?.fullName ?? "Former user",
    avatarUrl: (asCompany ? summary?.company?.logoUrl : undefined) ?? summary?.avatarUrl ?? null,
  };
}

/** Totals and counts of the projects' milestones that are not cancelled, one statement. */
async function milestoneTotals(ctx: AppContext, projectIds: string[]) {
  if (projectIds.length === 0) return new Map<string, { total: number; count: number }>();
  const rows = await ctx.db
    .select({
      projectId: milestones.projectId,
      total:
        sql<number>`coalesce(sum(${milestones.amount}) filter (where ${milestones.status} <> 'CANCELLED'), 0)`.mapWith(
          Number,
        ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(milestones)
    .where(inArray(milestones.projectId, projectIds))
    .groupBy(milestones.projectId);
  return new Map(rows.map((row) => [row.projectId, { total: row.total, count: row.count }]));
}

async function listItems(ctx: AppContext, rows: ProjectRow[]): Promise<TProjectListItem[]> {
  const [people, totals] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.flatMap((row) => [row.companyId, row.freelancerId]),
    ),
    milestoneTotals(
      ctx,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    company: party(people.get(row.companyId), row.companyId, true),
    freelancer: party(people.get(row.freelancerId), row.freelancerId, false),
    taskId: row.taskId,
    applicationId: row.applicationId,
    totalAmount: totals.get(row.id)?.total ?? 0,
    milestonesCount: totals.get(row.id)?.count ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * The caller's projects, newest first: a company's by the company index, a freelancer's by the
 * freelancer index (decision 0013). Other roles have none.
 */
export async function listProjects(
  ctx: AppContext,
  input: { userId: string; role: TRole | null; status?: TProjectStatus; page: number; limit: number },
): Promise<{ items: TProjectListItem[]; pagination: TPagination }> {
  if (input.role !== "COMPANY" && input.role !== "FREELANCER") {
    return { items: [], pagination: buildCappedPagination(0, input.page, input.limit) };
  }
  const owner = input.role === "COMPANY" ? projects.companyId : projects.freelancerId;
  const filters: SQL[] = [eq(owner, input.userId)];
  if (input.status) filters.push(eq(projects.status, input.status));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(projects)
      .where(where)
      .orderBy(sql`${projects.createdAt} desc nulls last`, asc(projects.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    countUpToCap(ctx, projects, where),
  ]);
  return {
    items: await listItems(ctx, rows),
    pagination: buildCappedPagination(counted?.value ?? 0, input.page, input.limit),
  };
}

/** One project with its milestones, for its two parties only; anyone else gets 404. */
export async function getProject(ctx: AppContext, input: { projectId: string; userId: string }): Promise<TProject> {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  if (!row || (row.companyId !== input.userId && row.freelancerId !== input.userId)) throw notFound("Project");
  const [[item], milestoneRows] = await Promise.all([
    listItems(ctx, [row]),
    ctx.db.select().from(milestones).where(eq(milestones.projectId, row.id)).orderBy(asc(milestones.position)),
  ]);
  return { ...item!, description: row.description, milestones: milestoneRows.map(milestoneView) };
}

import { buildCappedPagination, type TPagination } from "@crewlance/contracts/common";
import {
  DEADLINE_FUTURE_MESSAGE,
  type TApplicationCounts,
  type TMyTaskItem,
  type TMyTasksResponse,
  type TTask,
  type TTaskCreateBody,
  type TTaskStatus,
  type TTaskUpdateBody,
  todayUtc,
} from "@crewlance/contracts/tasks";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { countUpToCap } from "../../lib/count-up-to-cap";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { removeFile } from "../../lib/storage";
import { type TxContext, withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { createNotifications } from "../notifications/service";
import { adminMayRead, auditAdminRead } from "../projects/admin-read-service";
import {
  attachmentView,
  loadTaskContext,
  normalizeSkills,
  searchTextOf,
  type TaskRow,
  taskCardView,
  taskColumns,
  toDate,
} from "./views";

/*
 * Tasks (spec B4): a company's drafts and postings. Visibility (decision 0025): a DRAFT exists
 * for its owner only (404 for everyone else); an OPEN task for everyone signed in; a task no
 * longer OPEN for its owner and the users who applied to it. Seeing but not owning gives 403 on
 * a write.
 */

export type Viewer = Pick<CurrentUser, "id" | "role" | "emailVerified">;

const APPLICATIONS_COUNT =
  sql<number>`(select count(*) from ${applications} a where a.task_id = "tasks"."id" and a.status <> 'WITHDRAWN')`.mapWith(
    Number,
  );

type MyApplicationJson = {
  id: string;
  status: string;
  proposedAmount: number | string;
  estimatedDays: number;
  rejectionReason: string | null;
  createdAt: string;
};

/** The viewer's latest application on the task, as JSON (or null). */
function myApplicationOf(viewerId: string) {
  return sql<MyApplicationJson | null>`(select json_build_object('id', a.id, 'status', a.status, 'proposedAmount', a.proposed_amount, 'estimatedDays', a.estimated_days, 'rejectionReason', a.rejection_reason, 'createdAt', a.created_at) from ${applications} a where a.task_id = "tasks"."id" and a.applicant_id = ${viewerId} order by a.created_at desc limit 1)`;
}

function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, [{ path, message }]);
}

function checkDeadline(deadline: string | undefined): void {
  if (deadline !== undefined && deadline <= todayUtc(now())) throw fieldError("deadline", DEADLINE_FUTURE_MESSAGE);
}

function requireVerified(viewer: Viewer, action: string): void {
  if (!viewer.emailVerified) throw forbidden(`Verify your email address before you ${action}.`);
}

/** Whether the viewer may see the task at all (else it is "not found" to them). */
function canSee(row: TaskRow, viewerId: string, hasApplied: boolean): boolean {
  if (row.companyId === viewerId) return true;
  if (row.status === "DRAFT") return false;
  return row.status === "OPEN" || hasApplied;
}

/** The task as its owner changes it: locked, 404 unless visible, 403 unless owned. */
async function lockOwnTask(txCtx: TxContext, taskId: string, viewerId: string): Promise<TaskRow> {
  const [row] = await txCtx.db
    .select({ task: taskColumns, applied: sql<boolean>`${myApplicationOf(viewerId)} is not null` })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for("update", { of: tasks });
  if (!row || !canSee(row.task, viewerId, row.applied)) throw notFound("Task");
  if (row.task.companyId !== viewerId) throw forbidden("Only the company that posted this task can change it.");
  return row.task;
}

function wrongState(row: TaskRow, action: string): AppError {
  const status = row.status.toLowerCase().replace("_", " ");
  return new AppError("CONFLICT", `This task is ${status}, so it can no longer be ${action}.`);
}

/** POST /tasks: a DRAFT, or OPEN at once when `publish` is set. */
export async function createTask(ctx: AppContext, input: { viewer: Viewer; body: TTaskCreateBody }): Promise<TTask> {
  requireVerified(input.viewer, "post a task");
  const body = input.body;
  checkDeadline(body.deadline);
  const { skills, key } = normalizeSkills(body.skills);
  const at = now();
  const [row] = await ctx.db
    .insert(tasks)
    .values({
      companyId: input.viewer.id,
      title: body.title,
      description: body.description,
      category: body.category,
      skills,
      skillsKey: key,
      budgetType: body.budgetType,
      budgetMin: body.budgetMin,
      budgetMax: body.budgetMax,
      deadline: body.deadline,
      experienceLevel: body.experienceLevel,
      status: body.publish ? "OPEN" : "DRAFT",
      searchText: searchTextOf({ ...body, skills }),
      publishedAt: body.publish ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: tasks.id });
  return getTask(ctx, { taskId: row!.id, viewer: input.viewer });
}

/**
 * PATCH /tasks/{id} while DRAFT or OPEN. A change of skills re-scores every application's match
 * in one statement; a change of budget or deadline on an OPEN task tells the live applicants.
 */
export async function updateTask(
  ctx: AppContext,
  input: { taskId: string; viewer: Viewer; body: TTaskUpdateBody },
): Promise<TTask> {
  const body = input.body;
  checkDeadline(body.deadline);
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT" && row.status !== "OPEN") throw wrongState(row, "edited");
    const budgetMin = body.budgetMin ?? row.budgetMin;
    const budgetMax = body.budgetMax ?? row.budgetMax;
    if (budgetMin > budgetMax) throw fieldError("budgetMax", "Maximum budget must be at least the minimum budget.");
    const normalized = body.skills ? normalizeSkills(body.skills) : null;
    const next = {
      title: body.title ?? row.title,
      description: body.description ?? row.description,
      skills: normalized?.skills ?? row.skills,
    };
    await txCtx.db
      .update(tasks)
      .set({
        ...next,
        category: body.category ?? row.category,
        skillsKey: normalized?.key ?? row.skillsKey,
        budgetType: body.budgetType ?? row.budgetType,
        budgetMin,
        budgetMax,
        deadline: body.deadline ?? row.deadline,
        experienceLevel: body.experienceLevel ?? row.experienceLevel,
        searchText: searchTextOf(next),
        updatedAt: now(),
      })
      .where(eq(tasks.id, row.id));
    if (normalized) {
      await txCtx.db
        .update(applications)
        .set({
          matchCount: sql`cardinality(array(select unnest(${applications.applicantSkillsKey}) intersect select unnest(${sql.param(normalized.key)}::text[])))`,
        })
        .where(eq(applications.taskId, row.id));
    }
    const changed: string[] = [];
    if (
      budgetMin !== row.budgetMin ||
      budgetMax !== row.budgetMax ||
      (body.budgetType ?? row.budgetType) !== row.budgetType
    )
      changed.push("budget");
    if ((body.deadline ?? row.deadline) !== row.deadline) changed.push("deadline");
    if (row.status === "OPEN" && changed.length > 0) {
      const live = await txCtx.db
        .select({ applicantId: applications.applicantId })
        .from(applications)
        .where(and(eq(applications.taskId, row.id), inArray(applications.status, ["PENDING", "SHORTLISTED"])));
      await createNotifications(
        txCtx,
        live.map(({ applicantId }) => ({
          userId: applicantId,
          type: "TASK_CHANGED",
          title: "A task you applied to has changed",
          body: `The company changed the ${changed.join(" and ")} of "${next.title}". Check that your proposal still fits.`,
          link: `/tasks/${row.id}`,
          data: { taskId: row.id, changed },
        })),
      );
    }
  });
  return getTask(ctx, input);
}

/** POST /tasks/{id}/publish: DRAFT → OPEN, while the deadline is still ahead. */
export async function publishTask(ctx: AppContext, input: { taskId: string; viewer: Viewer }): Promise<TTask> {
  requireVerified(input.viewer, "publish a task");
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT") throw wrongState(row, "published");
    if (row.deadline <= todayUtc(now())) {
      throw new AppError("BUSINESS_RULE", "The deadline of this task has passed. Pick a new deadline, then publish.");
    }
    const at = now();
    await txCtx.db.update(tasks).set({ status: "OPEN", publishedAt: at, updatedAt: at }).where(eq(tasks.id, row.id));
  });
  return getTask(ctx, input);
}

/**
 * POST /tasks/{id}/cancel from DRAFT or OPEN: the live applications are closed (REJECTED with a
 * reason) and their applicants told, in the same transaction.
 */
export async function cancelTask(ctx: AppContext, input: { taskId: string; viewer: Viewer }): Promise<TTask> {
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT" && row.status !== "OPEN") throw wrongState(row, "cancelled");
    const at = now();
    await txCtx.db.update(tasks).set({ status: "CANCELLED", updatedAt: at }).where(eq(tasks.id, row.id));
    const closed = await txCtx.db
      .update(applications)
      .set({ status: "REJECTED", rejectionReason: "The company cancelled this task.", updatedAt: at })
      .where(and(eq(applications.taskId, row.id), inArray(applications.status, ["PENDING", "SHORTLISTED"])))
      .returning({ applicantId: applications.applicantId });
    await createNotifications(
      txCtx,
      closed.map(({ applicantId }) => ({
        userId: applicantId,
        type: "TASK_CANCELLED",
        title: "A task you applied to was cancelled",
        body: `The company cancelled "${row.title}". Your application has been closed.`,
        link: `/tasks/${row.id}`,
        data: { taskId: row.id },
      })),
    );
  });
  return getTask(ctx, input);
}

/** DELETE /tasks/{id}: only a DRAFT; its attachment files go after the rows. */
export async function deleteTask(ctx: AppContext, input: { taskId: string; viewer: Viewer }): Promise<void> {
  const paths = await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT") {
      throw new AppError("CONFLICT", "Only a draft can be deleted. Cancel a published task instead.");
    }
    const files = await txCtx.db
      .select({ path: taskAttachments.storagePath })
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, row.id));
    await txCtx.db.delete(tasks).where(eq(tasks.id, row.id));
    return files.map((file) => file.path);
  });
  await Promise.all(paths.map((path) => removeFile(ctx.config.dataDir, "private", path)));
}

/** A task as the viewer may see it: 404 when they may not (decision 0025). */
export async function loadVisibleTask(
  ctx: AppContext,
  input: { taskId: string; viewerId: string; asAdmin?: boolean },
): Promise<{
  task: TaskRow;
  applicationsCount: number;
  myApplication: MyApplicationJson | null;
}> {
  const [row] = await ctx.db
    .select({
      task: taskColumns,
      applicationsCount: APPLICATIONS_COUNT,
      myApplication: myApplicationOf(input.viewerId),
    })
    .from(tasks)
    .where(eq(tasks.id, input.taskId));
  if (!row || !(input.asAdmin || canSee(row.task, input.viewerId, row.myApplication !== null))) throw notFound("Task");
  return row;
}

/**
 * A task an admin may read because its project has a dispute (decision 0080); the caller records
 * the read. Null when the task is visible to them anyway, or not at all (then 404 as before).
 */
async function taskOfDisputedProject(ctx: AppContext, taskId: string, viewer: Viewer): Promise<string | null> {
  if (viewer.role !== "ADMIN") return null;
  const [row] = await ctx.db.select({ projectId: tasks.projectId }).from(tasks).where(eq(tasks.id, taskId));
  return row?.projectId && (await adminMayRead(ctx, viewer, row.projectId)) ? row.projectId : null;
}

/** GET /tasks/{id}; an admin reads the task of a disputed project, audited. */
export async function getTask(ctx: AppContext, input: { taskId: string; viewer: Viewer }): Promise<TTask> {
  const disputedProjectId = await taskOfDisputedProject(ctx, input.taskId, input.viewer);
  const { task, applicationsCount, myApplication } = await loadVisibleTask(ctx, {
    taskId: input.taskId,
    viewerId: input.viewer.id,
    asAdmin: disputedProjectId !== null,
  });
  const [attachmentRows, context] = await Promise.all([
    ctx.db
      .select()
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, task.id))
      .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id)),
    loadTaskContext(ctx, [task.companyId], input.viewer.id),
  ]);
  const isOwner = task.companyId === input.viewer.id;
  const mine =
    myApplication && !isOwner
      ? {
          id: myApplication.id,
          status: myApplication.status as NonNullable<TTask["myApplication"]>["status"],
          proposedAmount: Number(myApplication.proposedAmount),
          estimatedDays: myApplication.estimatedDays,
          rejectionReason: myApplication.rejectionReason,
          createdAt: toDate(myApplication.createdAt)!.toISOString(),
        }
      : null;
  const partyToProject = isOwner || mine?.status === "ACCEPTED" || disputedProjectId !== null;
  if (disputedProjectId) {
    await auditAdminRead(ctx, {
      adminId: input.viewer.id,
      action: "TASK_VIEWED",
      projectId: disputedProjectId,
      subjectId: task.id,
    });
  }
  return {
    ...taskCardView(task, {
      applicationsCount,
      applied: mine !== null && mine.status !== "WITHDRAWN",
      company: context.company(task.companyId),
      match: context.match(task.skillsKey),
    }),
    description: task.description,
    attachments: attachmentRows.map(attachmentView),
    updatedAt: task.updatedAt.toISOString(),
    isOwner,
    myApplication: mine,
    projectId: partyToProject ? task.projectId : null,
  };
}

const EMPTY_COUNTS = (): TApplicationCounts => ({ PENDING: 0, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 });

/** GET /tasks/mine: the company's tasks newest first, each with its applications per status. */
export async function listMyTasks(
  ctx: AppContext,
  input: { viewer: Viewer; status?: TTaskStatus; page: number; limit: number },
): Promise<TMyTasksResponse> {
  const filters: SQL[] = [eq(tasks.companyId, input.viewer.id)];
  if (input.status) filters.push(eq(tasks.status, input.status));
  const where = and(...filters);
  const [rows, [counted], byStatus] = await Promise.all([
    ctx.db
      .select(taskColumns)
      .from(tasks)
      .where(where)
      .orderBy(sql`${tasks.createdAt} desc nulls last`, asc(tasks.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    countUpToCap(ctx, tasks, where),
    ctx.db
      .select({ status: tasks.status, value: sql<number>`count(*)`.mapWith(Number) })
      .from(tasks)
      .where(eq(tasks.companyId, input.viewer.id))
      .groupBy(tasks.status),
  ]);
  const counts = await applicationCountsByTask(
    ctx,
    rows.map((row) => row.id),
  );
  const statusCounts = { DRAFT: 0, OPEN: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 };
  for (const row of byStatus) statusCounts[row.status] = row.value;
  const items: TMyTaskItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    category: row.category,
    skills: row.skills,
    budgetType: row.budgetType,
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    deadline: row.deadline,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    applicationCounts: counts.get(row.id) ?? EMPTY_COUNTS(),
    projectId: row.projectId,
  }));
  const pagination: TPagination = buildCappedPagination(counted?.value ?? 0, input.page, input.limit);
  return { items, pagination, statusCounts };
}

/** Applications per status of each task, one grouped statement over the rank index. */
export async function applicationCountsByTask(
  ctx: AppContext,
  taskIds: string[],
): Promise<Map<string, TApplicationCounts>> {
  const result = new Map<string, TApplicationCounts>();
  if (taskIds.length === 0) return result;
  const rows = await ctx.db
    .select({
      taskId: applications.taskId,
      status: applications.status,
      value: sql<number>`count(*)`.mapWith(Number),
    })
    .from(applications)
    .where(inArray(applications.taskId, taskIds))
    .groupBy(applications.taskId, applications.status);
  for (const row of rows) {
    const counts = result.get(row.taskId) ?? EMPTY_COUNTS();
    counts[row.status] = row.value;
    result.set(row.taskId, counts);
  }
  return result;
}

import type { TTask } from "@crewlance/contracts/tasks";
import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { notFound } from "../../lib/errors";
import type { Viewer } from "../../lib/viewer";
import { adminMayRead, auditAdminRead } from "../projects/index";
import { canSee, type MyApplicationJson, myApplicationOf } from "./task-rules";
import { attachmentView, loadTaskContext, type TaskRow, taskCardView, taskColumns, toDate } from "./views";

export const APPLICATIONS_COUNT =
  sql<number>`(select count(*) from ${applications} a where a.task_id = "tasks"."id" and a.status <> 'WITHDRAWN')`.mapWith(
    Number,
  );

/** A task as the viewer may see it: 404 when they may not (decision 0025). */
export async function loadVisibleTask(
  ctx: AppContext,
  input: { taskId: string; viewerId: string; asAdmin?: boolean; seesHidden?: boolean },
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
  if (!row) throw notFound("Task");
  if (!(input.asAdmin || canSee(row.task, input.viewerId, row.myApplication !== null, input.seesHidden))) {
    throw notFound("Task");
  }
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
    seesHidden: input.viewer.role === "ADMIN",
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

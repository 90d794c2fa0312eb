import type { TTask } from "@crewlance/contracts/tasks";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { removeFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { getTask } from "./task-read-service";
import { lockOwnTask, wrongState } from "./task-rules";

/**
 * POST /tasks/{id}/cancel from DRAFT or OPEN: the live applications are closed (REJECTED with a
 * reason) and their applicants told (listeners), in the same transaction.
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
    await emit(txCtx, "TaskCancelled", {
      taskId: row.id,
      taskTitle: row.title,
      companyId: row.companyId,
      closedApplicantIds: closed.map(({ applicantId }) => applicantId),
    });
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

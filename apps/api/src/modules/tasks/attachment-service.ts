import { extname } from "node:path";
import { ATTACHMENTS_MAX_FILES, type TAttachment } from "@crewlance/contracts/tasks";
import { and, count, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { loadVisibleTask } from "./task-read-service";
import { attachmentView } from "./views";

/*
 * Attachments of tasks and applications (decision 0022): uploaded one file per request once the
 * task or application exists, so the web shows a progress bar per file; at most 5 per item, each
 * at most 10 MB, of a type decided from the content. Stored under uploads/private and sent only
 * to users who may see the item.
 */

const FOLDER = "task-attachments";
export const ATTACHMENT_TYPE_MESSAGE = "Attach a PDF, an image (JPEG, PNG, WebP, GIF) or an office document.";
export const ATTACHMENT_TOO_LARGE_MESSAGE = "Each attachment must be at most 10 MB.";

function tooMany(): AppError {
  return new AppError("BUSINESS_RULE", `You can attach at most ${ATTACHMENTS_MAX_FILES} files.`);
}

type Owner = { taskId: string } | { applicationId: string };

/**
 * Writes the file, then records it in a transaction that holds the owner's row locked and counts
 * its files (so parallel uploads never pass 5); the file is removed again if that fails.
 */
async function storeAttachment(
  ctx: AppContext,
  input: { owner: Owner; viewer: Viewer; file: UploadedFile; authorize: (txCtx: AppContext) => Promise<void> },
): Promise<TAttachment> {
  const mimeType = await documentTypeOf(input.file, ATTACHMENT_TYPE_MESSAGE);
  const extension = extname(safeFileName(input.file.filename)).slice(1).toLowerCase() || "bin";
  const storagePath = await saveFile(ctx.config.dataDir, "private", FOLDER, extension, input.file.content);
  try {
    const row = await withTransaction(ctx, async (txCtx) => {
      await input.authorize(txCtx);
      const ownerColumn =
        "taskId" in input.owner
          ? eq(taskAttachments.taskId, input.owner.taskId)
          : eq(taskAttachments.applicationId, input.owner.applicationId);
      const [existing] = await txCtx.db.select({ value: count() }).from(taskAttachments).where(ownerColumn);
      if ((existing?.value ?? 0) >= ATTACHMENTS_MAX_FILES) throw tooMany();
      const [inserted] = await txCtx.db
        .insert(taskAttachments)
        .values({
          ...input.owner,
          uploaderId: input.viewer.id,
          fileName: safeFileName(input.file.filename),
          mimeType,
          size: input.file.content.length,
          storagePath,
          createdAt: now(),
        })
        .returning();
      return inserted!;
    });
    return attachmentView(row);
  } catch (error) {
    await removeFile(ctx.config.dataDir, "private", storagePath);
    throw error;
  }
}

/** The task locked for its owner while DRAFT or OPEN. */
async function lockEditableTask(txCtx: AppContext, taskId: string, viewer: Viewer): Promise<void> {
  await loadVisibleTask(txCtx, { taskId, viewerId: viewer.id });
  const [row] = await txCtx.db
    .select({ companyId: tasks.companyId, status: tasks.status })
    .from(tasks)
    .where(eq(tasks.id, taskId))
    .for("update");
  if (!row) throw notFound("Task");
  if (row.companyId !== viewer.id) throw forbidden("Only the company that posted this task can change its files.");
  if (row.status !== "DRAFT" && row.status !== "OPEN") {
    throw new AppError("CONFLICT", "The files of a task can change only while it is a draft or open.");
  }
}

/** The application locked for its applicant while PENDING or SHORTLISTED; others get 404. */
async function lockEditableApplication(txCtx: AppContext, applicationId: string, viewer: Viewer): Promise<void> {
  const [row] = await txCtx.db
    .select({ applicantId: applications.applicantId, status: applications.status, companyId: tasks.companyId })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, applicationId))
    .for("update", { of: applications });
  if (!row || (row.applicantId !== viewer.id && row.companyId !== viewer.id)) throw notFound("Application");
  if (row.applicantId !== viewer.id) throw forbidden("Only the applicant can change the files of an application.");
  if (row.status !== "PENDING" && row.status !== "SHORTLISTED") {
    throw new AppError("CONFLICT", "The files of an application can change only while it is pending or shortlisted.");
  }
}

export function addTaskAttachment(ctx: AppContext, input: { taskId: string; viewer: Viewer; file: UploadedFile }) {
  return storeAttachment(ctx, {
    owner: { taskId: input.taskId },
    viewer: input.viewer,
    file: input.file,
    authorize: (txCtx) => lockEditableTask(txCtx, input.taskId, input.viewer),
  });
}

export function addApplicationAttachment(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer; file: UploadedFile },
) {
  return storeAttachment(ctx, {
    owner: { applicationId: input.applicationId },
    viewer: input.viewer,
    file: input.file,
    authorize: (txCtx) => lockEditableApplication(txCtx, input.applicationId, input.viewer),
  });
}

async function removeAttachment(
  ctx: AppContext,
  input: { owner: Owner; attachmentId: string; authorize: (txCtx: AppContext) => Promise<void> },
): Promise<void> {
  const path = await withTransaction(ctx, async (txCtx) => {
    await input.authorize(txCtx);
    const ownerColumn =
      "taskId" in input.owner
        ? eq(taskAttachments.taskId, input.owner.taskId)
        : eq(taskAttachments.applicationId, input.owner.applicationId);
    const [deleted] = await txCtx.db
      .delete(taskAttachments)
      .where(and(eq(taskAttachments.id, input.attachmentId), ownerColumn))
      .returning({ path: taskAttachments.storagePath });
    if (!deleted) throw notFound("Attachment");
    return deleted.path;
  });
  await removeFile(ctx.config.dataDir, "private", path);
}

export function deleteTaskAttachment(ctx: AppContext, input: { taskId: string; attachmentId: string; viewer: Viewer }) {
  return removeAttachment(ctx, {
    owner: { taskId: input.taskId },
    attachmentId: input.attachmentId,
    authorize: (txCtx) => lockEditableTask(txCtx, input.taskId, input.viewer),
  });
}

export function deleteApplicationAttachment(
  ctx: AppContext,
  input: { applicationId: string; attachmentId: string; viewer: Viewer },
) {
  return removeAttachment(ctx, {
    owner: { applicationId: input.applicationId },
    attachmentId: input.attachmentId,
    authorize: (txCtx) => lockEditableApplication(txCtx, input.applicationId, input.viewer),
  });
}

async function openStored(ctx: AppContext, row: typeof taskAttachments.$inferSelect | undefined): Promise<StoredFile> {
  if (!row) throw notFound("Attachment");
  const file = await openFile(ctx.config.dataDir, "private", row.storagePath);
  if (!file) throw notFound("Attachment");
  return { ...file, mimeType: row.mimeType, fileName: row.fileName };
}

/** A task's file, for whoever may see the task. */
export async function readTaskAttachment(
  ctx: AppContext,
  input: { taskId: string; attachmentId: string; viewer: Viewer },
): Promise<StoredFile> {
  await loadVisibleTask(ctx, { taskId: input.taskId, viewerId: input.viewer.id });
  const [row] = await ctx.db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, input.attachmentId), eq(taskAttachments.taskId, input.taskId)));
  return openStored(ctx, row);
}

/** An application's file, for its applicant and the task's owner only. */
export async function readApplicationAttachment(
  ctx: AppContext,
  input: { applicationId: string; attachmentId: string; viewer: Viewer },
): Promise<StoredFile> {
  const [owner] = await ctx.db
    .select({ applicantId: applications.applicantId, companyId: tasks.companyId })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, input.applicationId));
  if (!owner || (owner.applicantId !== input.viewer.id && owner.companyId !== input.viewer.id)) {
    throw notFound("Application");
  }
  const [row] = await ctx.db
    .select()
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, input.attachmentId), eq(taskAttachments.applicationId, input.applicationId)));
  return openStored(ctx, row);
}

import { extname } from "node:path";
import type { TProjectFile, TProjectFileList } from "@crewlance/contracts/projects";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectFiles } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { loadUserSummaries } from "../users/index";
import { lockWorkableProject } from "./access";
import { recordActivity } from "./activity";
import { auditAdminRead, type Reader } from "./admin-read-service";
import { projectIsOpen } from "./project-state";
import { loadReadableProject } from "./service";
import { fileView } from "./submission-view";

/*
 * Project files: a party uploads one file per request (PDF, image or office document,
 * 10 MB, type decided from the content, as task attachments), then the freelancer delivers them
 * with a submission. Stored under uploads/private and sent only to the project's people and, while
 * the project has a dispute, to admins, who read them to decide it (audited, decision 0080).
 */

const FOLDER = "project-files";
export const PROJECT_FILES_MAX = 200;
export const FILE_TYPE_MESSAGE = "Upload a PDF, an image (JPEG, PNG, WebP, GIF) or an office document.";
export const FILE_TOO_LARGE_MESSAGE = "Each file must be at most 10 MB.";

export async function uploadProjectFile(
  ctx: AppContext,
  input: { projectId: string; userId: string; file: UploadedFile },
): Promise<TProjectFile> {
  const mimeType = await documentTypeOf(input.file, FILE_TYPE_MESSAGE);
  const fileName = safeFileName(input.file.filename, "file");
  const extension = extname(fileName).slice(1).toLowerCase() || "bin";
  const storagePath = await saveFile(ctx.config.dataDir, "private", FOLDER, extension, input.file.content);
  try {
    const row = await withTransaction(ctx, async (txCtx) => {
      const project = await lockWorkableProject(txCtx, input.projectId, input.userId);
      if (!projectIsOpen(project)) {
        throw new AppError("CONFLICT", `This project is ${project.status.toLowerCase()}: it takes no new files.`);
      }
      const [existing] = await txCtx.db
        .select({ value: count() })
        .from(projectFiles)
        .where(eq(projectFiles.projectId, project.id));
      if ((existing?.value ?? 0) >= PROJECT_FILES_MAX) {
        throw new AppError("BUSINESS_RULE", `A project holds at most ${PROJECT_FILES_MAX} files.`);
      }
      const [row] = await txCtx.db
        .insert(projectFiles)
        .values({
          projectId: project.id,
          uploaderId: input.userId,
          fileName,
          mimeType,
          size: input.file.content.length,
          storagePath,
          createdAt: now(),
        })
        .returning();
      await recordActivity(txCtx, {
        projectId: project.id,
        type: "FILE_UPLOADED",
        actorId: input.userId,
        text: `Uploaded '${fileName}'`,
      });
      return row!;
    });
    return fileView(row, await loadUserSummaries(ctx, [row.uploaderId]));
  } catch (error) {
    await removeFile(ctx.config.dataDir, "private", storagePath);
    throw error;
  }
}

export async function listProjectFiles(
  ctx: AppContext,
  input: { projectId: string; reader: Reader },
): Promise<TProjectFileList> {
  const { row: project, access } = await loadReadableProject(ctx, input);
  const rows = await ctx.db
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, project.id))
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.uploaderId),
  );
  if (access === "ADMIN") {
    await auditAdminRead(ctx, { adminId: input.reader.id, action: "PROJECT_FILES_LISTED", projectId: project.id });
  }
  return { items: rows.map((row) => fileView(row, people)) };
}

export async function readProjectFile(
  ctx: AppContext,
  input: { projectId: string; fileId: string; reader: Reader },
): Promise<StoredFile> {
  const { row: project, access } = await loadReadableProject(ctx, input);
  const [row] = await ctx.db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.id, input.fileId), eq(projectFiles.projectId, project.id)));
  if (!row) throw notFound("File");
  const file = await openFile(ctx.config.dataDir, "private", row.storagePath);
  if (!file) throw notFound("File");
  if (access === "ADMIN") {
    await auditAdminRead(ctx, {
      adminId: input.reader.id,
      action: "PROJECT_FILE_DOWNLOADED",
      projectId: project.id,
      subjectId: row.id,
    });
  }
  return { ...file, mimeType: row.mimeType, fileName: row.fileName };
}

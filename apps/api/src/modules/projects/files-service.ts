import { extname } from "node:path";
import type { TProjectFile, TProjectFileList } from "@crewlance/contracts/projects";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { projectFiles, projects } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { loadUserSummaries } from "../users/summary-view";
import { accessOf, lockWorkableProject } from "./access";
import { recordActivity } from "./activity";
import { fileView, projectIsOpen } from "./project-view";

/*
 * Project files (issue 11): a party uploads one file per request (PDF, image or office document,
 * 10 MB, type decided from the content, as task attachments), then the freelancer delivers them
 * with a submission. Stored under uploads/private and sent only to the project's parties and
 * admins (who read them to resolve a dispute).
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

async function visibleProject(ctx: AppContext, projectId: string, userId: string, isAdmin: boolean) {
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  if (!project || (!isAdmin && !(await accessOf(ctx, project, userId)))) throw notFound("Project");
  return project;
}

export async function listProjectFiles(
  ctx: AppContext,
  input: { projectId: string; userId: string; isAdmin: boolean },
): Promise<TProjectFileList> {
  const project = await visibleProject(ctx, input.projectId, input.userId, input.isAdmin);
  const rows = await ctx.db
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, project.id))
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
  const people = await loadUserSummaries(
    ctx,
    rows.map((row) => row.uploaderId),
  );
  return { items: rows.map((row) => fileView(row, people)) };
}

export async function readProjectFile(
  ctx: AppContext,
  input: { projectId: string; fileId: string; userId: string; isAdmin: boolean },
): Promise<StoredFile> {
  const project = await visibleProject(ctx, input.projectId, input.userId, input.isAdmin);
  const [row] = await ctx.db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.id, input.fileId), eq(projectFiles.projectId, project.id)));
  if (!row) throw notFound("File");
  const file = await openFile(ctx.config.dataDir, "private", row.storagePath);
  if (!file) throw notFound("File");
  return { ...file, mimeType: row.mimeType, fileName: row.fileName };
}

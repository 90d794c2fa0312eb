import type { TMilestoneSubmission, TProjectFile } from "@crewlance/contracts/projects";
import { asc, desc, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneSubmissions, projectFiles } from "../../db/schema/projects";
import { loadUserSummaries, type UserSummary } from "../users/index";
import { partyOf } from "./people";

type SubmissionRow = typeof milestoneSubmissions.$inferSelect;
type FileRow = typeof projectFiles.$inferSelect;

export function fileView(row: FileRow, people: Map<string, UserSummary>): TProjectFile {
  return {
    id: row.id,
    projectId: row.projectId,
    milestoneId: row.milestoneId,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    uploadedBy: partyOf(people.get(row.uploaderId), row.uploaderId),
    url: `/api/projects/${row.projectId}/files/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Submissions of the milestones, newest first, with their files. */
export async function loadSubmissions(
  ctx: AppContext,
  milestoneIds: string[],
): Promise<Map<string, TMilestoneSubmission[]>> {
  const result = new Map<string, TMilestoneSubmission[]>();
  if (milestoneIds.length === 0) return result;
  const rows: SubmissionRow[] = await ctx.db
    .select()
    .from(milestoneSubmissions)
    .where(inArray(milestoneSubmissions.milestoneId, milestoneIds))
    .orderBy(desc(milestoneSubmissions.createdAt), desc(milestoneSubmissions.id));
  const files =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(projectFiles)
          .where(
            inArray(
              projectFiles.submissionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(projectFiles.createdAt));
  const people = await loadUserSummaries(
    ctx,
    files.map((file) => file.uploaderId),
  );
  for (const row of rows) {
    const view: TMilestoneSubmission = {
      id: row.id,
      note: row.note,
      files: files.filter((file) => file.submissionId === row.id).map((file) => fileView(file, people)),
      submittedAt: row.createdAt.toISOString(),
      revisionReason: row.revisionReason,
      revisionRequestedAt: row.revisionRequestedAt?.toISOString() ?? null,
    };
    result.set(row.milestoneId, [...(result.get(row.milestoneId) ?? []), view]);
  }
  return result;
}

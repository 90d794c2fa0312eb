import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { milestoneSubmissions, projectFiles } from "../../db/schema/projects";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { lockForParty, onlyFreelancer, requireStatus } from "./milestone-lock";
import { milestoneFacts, touchProject, updateMilestone } from "./milestone-writes";

const DAY_MS = 24 * 60 * 60 * 1000;
const FILES_REFUSED = "Attach only files you uploaded to this project and have not delivered yet.";

/** The freelancer delivers a FUNDED milestone (or a revision) with a note and uploaded files. */
export async function submitMilestone(
  ctx: AppContext,
  input: { milestoneId: string; userId: string; note: string; fileIds: string[] },
): Promise<{ projectId: string }> {
  return withTransaction(ctx, async (txCtx) => {
    const locked = await lockForParty(txCtx, input.milestoneId, input.userId);
    onlyFreelancer(locked, "submit work");
    requireStatus(locked, ["FUNDED", "REVISION_REQUESTED"], "submit this milestone");
    const { milestone, project } = locked;
    const fileIds = [...new Set(input.fileIds)];
    await requireDeliverableFiles(txCtx, { projectId: project.id, userId: input.userId, fileIds });
    const at = now();
    const [submission] = await txCtx.db
      .insert(milestoneSubmissions)
      .values({ milestoneId: milestone.id, authorId: input.userId, note: input.note, createdAt: at })
      .returning({ id: milestoneSubmissions.id });
    if (fileIds.length > 0) {
      await txCtx.db
        .update(projectFiles)
        .set({ submissionId: submission!.id, milestoneId: milestone.id })
        .where(inArray(projectFiles.id, fileIds));
    }
    const autoApproveAt = new Date(at.getTime() + txCtx.config.projects.autoApproveDays * DAY_MS);
    await updateMilestone(txCtx, milestone.id, {
      status: "SUBMITTED",
      submittedAt: at,
      autoApproveAt,
      revisionReason: null,
    });
    await emit(txCtx, "MilestoneSubmitted", {
      ...milestoneFacts(project, milestone),
      actorId: input.userId,
      resubmitted: milestone.status === "REVISION_REQUESTED",
      fileCount: fileIds.length,
    });
    await touchProject(txCtx, project.id);
    return { projectId: project.id };
  });
}

/** Only the freelancer's own uploads to this project that no earlier submission delivered. */
async function requireDeliverableFiles(
  txCtx: TxContext,
  input: { projectId: string; userId: string; fileIds: string[] },
): Promise<void> {
  if (input.fileIds.length === 0) return;
  const files = await txCtx.db
    .select({ id: projectFiles.id })
    .from(projectFiles)
    .where(
      and(
        inArray(projectFiles.id, input.fileIds),
        eq(projectFiles.projectId, input.projectId),
        eq(projectFiles.uploaderId, input.userId),
        isNull(projectFiles.submissionId),
      ),
    );
  if (files.length !== input.fileIds.length) {
    throw new AppError("BUSINESS_RULE", FILES_REFUSED, [{ path: "fileIds", message: FILES_REFUSED }]);
  }
}

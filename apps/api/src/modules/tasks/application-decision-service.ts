import type { TApplication } from "@crewlance/contracts/applications";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { decide, getApplication } from "./application-access";

/** POST /applications/{id}/shortlist: PENDING → SHORTLISTED. */
export async function shortlistApplication(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer },
): Promise<TApplication> {
  await withTransaction(ctx, async (txCtx) => {
    const { application, task } = await decide(txCtx, input, "shortlisted");
    if (application.status === "SHORTLISTED")
      throw new AppError("CONFLICT", "This application is already shortlisted.");
    await txCtx.db
      .update(applications)
      .set({ status: "SHORTLISTED", updatedAt: now() })
      .where(eq(applications.id, application.id));
    await emit(txCtx, "ApplicationShortlisted", {
      taskId: task.id,
      taskTitle: task.title,
      applicationId: application.id,
      applicantId: application.applicantId,
    });
  });
  return getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
}

/** POST /applications/{id}/reject, with an optional reason the applicant reads. */
export async function rejectApplication(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer; reason?: string },
): Promise<TApplication> {
  await withTransaction(ctx, async (txCtx) => {
    const { application, task } = await decide(txCtx, input, "rejected");
    await txCtx.db
      .update(applications)
      .set({ status: "REJECTED", rejectionReason: input.reason || null, updatedAt: now() })
      .where(eq(applications.id, application.id));
    await emit(txCtx, "ApplicationRejected", {
      taskId: task.id,
      taskTitle: task.title,
      applicationId: application.id,
      applicantId: application.applicantId,
      reason: input.reason || null,
    });
  });
  return getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
}

import type { TApplication } from "@crewlance/contracts/applications";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { forbidden } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadUserSummaries } from "../users/index";
import { getApplication, loadApplicationFor, notLive } from "./application-access";
import { LIVE } from "./application-view";

/** POST /applications/{id}/withdraw by the applicant, while PENDING or SHORTLISTED. */
export async function withdrawApplication(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer },
): Promise<TApplication> {
  await withTransaction(ctx, async (txCtx) => {
    const { application, task } = await loadApplicationFor(txCtx, {
      applicationId: input.applicationId,
      viewerId: input.viewer.id,
      lock: true,
    });
    if (application.applicantId !== input.viewer.id) throw forbidden("Only the applicant can withdraw an application.");
    if (!LIVE.includes(application.status as (typeof LIVE)[number])) throw notLive(application, "withdrawn");
    await txCtx.db
      .update(applications)
      .set({ status: "WITHDRAWN", updatedAt: now() })
      .where(eq(applications.id, application.id));
    const people = await loadUserSummaries(txCtx, [application.applicantId]);
    await emit(txCtx, "ApplicationWithdrawn", {
      taskId: task.id,
      taskTitle: task.title,
      companyId: task.companyId,
      applicationId: application.id,
      applicantName: people.get(application.applicantId)?.fullName ?? null,
    });
  });
  return getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
}

import type { TAcceptResult } from "@crewlance/contracts/applications";
import { ZHourlyHireTerms } from "@crewlance/contracts/hourly";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { createProjectConversation } from "../chat/index";
import { type HourlyHireTerms, startHourlyContract } from "../hourly/index";
import { createProjectFromApplication } from "../projects/index";
import { listTeamMemberIds, loadTeamRefs } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { decide, getApplication } from "./application-access";
import { DAY_MS, LIVE } from "./application-view";

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * POST /applications/{id}/accept, in one transaction with the task row locked FOR UPDATE:
 * creates the project (a fixed one with its first milestone; on an HOURLY task an hourly one whose
 * contract starts at the proposal's amount an hour, on the company's terms or the defaults,
 * decision 0091), moves the task to IN_PROGRESS, rejects the other live applications and
 * notifies everyone. A second accept on the same task waits for the lock,
 * then finds the task IN_PROGRESS: 409.
 */
export async function acceptApplication(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer; hourly?: HourlyHireTerms },
): Promise<TAcceptResult> {
  const result = await withTransaction(ctx, async (txCtx) => {
    // The task first, so every accept and cancel on one task queue on the same row.
    const [target] = await txCtx.db
      .select({ taskId: applications.taskId })
      .from(applications)
      .where(eq(applications.id, input.applicationId));
    if (target) await txCtx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, target.taskId)).for("update");
    const { application, task } = await decide(txCtx, input, "accepted");
    const hourly = task.budgetType === "HOURLY";
    if (!hourly && input.hourly) {
      throw new AppError("BUSINESS_RULE", "This task has a fixed budget, so it cannot be hired by the hour.");
    }
    const at = now();
    const { project, projectId } = await createProjectFromApplication(txCtx, {
      title: task.title,
      description: task.description,
      companyId: task.companyId,
      freelancerId: application.applicantId,
      taskId: task.id,
      applicationId: application.id,
      teamId: application.teamId,
      kind: hourly ? "HOURLY" : "FIXED",
      amount: application.proposedAmount,
      dueDate: addDays(at, application.estimatedDays),
    });
    if (hourly) {
      await startHourlyContract(txCtx, {
        project,
        rate: application.proposedAmount,
        terms: input.hourly ?? ZHourlyHireTerms.parse({}),
        actorId: input.viewer.id,
      });
    }
    await createProjectConversation(txCtx, { projectId });
    await txCtx.db
      .update(applications)
      .set({ status: "ACCEPTED", projectId, updatedAt: at })
      .where(eq(applications.id, application.id));
    await txCtx.db.update(tasks).set({ status: "IN_PROGRESS", projectId, updatedAt: at }).where(eq(tasks.id, task.id));
    const rejected = await txCtx.db
      .update(applications)
      .set({ status: "REJECTED", rejectionReason: "Another freelancer was hired for this task.", updatedAt: at })
      .where(
        and(
          eq(applications.taskId, task.id),
          inArray(applications.status, [...LIVE]),
          ne(applications.id, application.id),
        ),
      )
      .returning({ id: applications.id, applicantId: applications.applicantId });
    const people = await loadUserSummaries(txCtx, [application.applicantId]);
    const hiredTeam = application.teamId
      ? (await loadTeamRefs(txCtx, [application.teamId])).get(application.teamId)
      : undefined;
    await emit(txCtx, "ApplicationAccepted", {
      taskId: task.id,
      taskTitle: task.title,
      companyId: task.companyId,
      applicationId: application.id,
      applicantId: application.applicantId,
      applicantName: people.get(application.applicantId)?.fullName ?? null,
      projectId,
      team: hiredTeam
        ? {
            id: hiredTeam.id,
            name: hiredTeam.name,
            memberIds: await listTeamMemberIds(txCtx, { teamId: hiredTeam.id }),
          }
        : null,
      rejected: rejected.map((other) => ({ applicationId: other.id, applicantId: other.applicantId })),
    });
    return { projectId, rejectedCount: rejected.length };
  });
  const application = await getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
  return { application, ...result };
}

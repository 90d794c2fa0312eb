import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { AppError, forbidden, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { loadApplicationTeams } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { type ApplicationRow, ATTACHMENTS_JSON, applicationView, LIVE } from "./application-view";
import { type TaskRow, taskColumns } from "./views";

/** One application as its applicant or the task's owner sees it. */
export async function getApplication(ctx: AppContext, input: { applicationId: string; viewerId: string }) {
  const { application, task } = await loadApplicationFor(ctx, input);
  const [[withFiles], people, teams] = await Promise.all([
    ctx.db.select({ files: ATTACHMENTS_JSON }).from(applications).where(eq(applications.id, application.id)),
    loadUserSummaries(ctx, [application.applicantId]),
    loadApplicationTeams(ctx, [application.teamId]),
  ]);
  return applicationView(application, {
    taskKeys: task.skillsKey,
    applicant: people.get(application.applicantId),
    attachments: withFiles?.files ?? [],
    team: application.teamId ? teams.get(application.teamId) : undefined,
  });
}

/**
 * The application and its task for someone allowed to see it (its applicant or the task's
 * owner, unless moderation hid it); 404 for anyone else. `lock` takes both rows FOR UPDATE, the task first (as accept does).
 */
export async function loadApplicationFor(
  ctx: AppContext,
  input: { applicationId: string; viewerId: string; lock?: boolean },
): Promise<{ application: ApplicationRow; task: TaskRow }> {
  const query = ctx.db
    .select({ application: applications, task: taskColumns })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, input.applicationId));
  const [row] = input.lock ? await query.for("update") : await query;
  if (!row) throw notFound("Application");
  const isApplicant = row.application.applicantId === input.viewerId;
  // A proposal moderation hid is its applicant's only (decision 0092).
  if (!isApplicant && (row.task.companyId !== input.viewerId || row.application.hiddenAt)) {
    throw notFound("Application");
  }
  return row;
}

export function notLive(application: ApplicationRow, action: string): AppError {
  return new AppError(
    "CONFLICT",
    `This application is ${application.status.toLowerCase()}, so it can no longer be ${action}.`,
  );
}

/** The owner's decision on an application: loads and locks, checks owner, state and task. */
export async function decide(
  txCtx: TxContext,
  input: { applicationId: string; viewer: Viewer },
  action: string,
): Promise<{ application: ApplicationRow; task: TaskRow }> {
  const found = await loadApplicationFor(txCtx, { ...input, viewerId: input.viewer.id, lock: true });
  if (found.task.companyId !== input.viewer.id) {
    throw forbidden("Only the company that posted the task can decide on its applications.");
  }
  if (found.task.status !== "OPEN") {
    throw new AppError("CONFLICT", "This task is no longer open, so its applications can no longer be changed.");
  }
  if (!LIVE.includes(found.application.status as (typeof LIVE)[number])) throw notLive(found.application, action);
  return found;
}

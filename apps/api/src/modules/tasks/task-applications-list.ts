import type { TApplicationStatus, TTaskApplicationsResponse } from "@crewlance/contracts/applications";
import { buildPagination } from "@crewlance/contracts/common";
import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { forbidden } from "../../lib/errors";
import { listCacheOf } from "../../lib/list-cache";
import type { Viewer } from "../../lib/viewer";
import { loadApplicationTeams } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { applicationCounts } from "./application-counts";
import { ATTACHMENTS_JSON, applicationView } from "./application-view";
import { loadVisibleTask } from "./task-read-service";

/**
 * GET /tasks/{id}/applications (owner only): ranked by skill match, then newest — a walk of
 * applications_task_rank_idx. Withdrawn applications are left out unless asked for by status.
 * The page (with each application's files) is one statement, the counts per status another,
 * and the applicants a third.
 */
export async function listTaskApplications(
  ctx: AppContext,
  input: { taskId: string; viewer: Viewer; status?: TApplicationStatus; page: number; limit: number },
): Promise<TTaskApplicationsResponse> {
  // The page is the same for whoever may read it, the task's owner: kept in memory until an
  // application, the task, an applicant's profile or team or a file changes (decision 0059,
  // lib/list-cache.ts), and served only to the owner. Anyone else takes the path below and gets
  // its 404 or 403; so does a task that does not exist.
  const cache = listCacheOf(ctx);
  if (cache) {
    const key = JSON.stringify([input.taskId, input.status ?? null, input.page, input.limit]);
    const kept = await cache.read("applications", key, () => readApplicationsPage(ctx, input));
    if (kept && kept.companyId === input.viewer.id) return kept.page;
  }
  const { task } = await loadVisibleTask(ctx, { taskId: input.taskId, viewerId: input.viewer.id });
  if (task.companyId !== input.viewer.id) {
    throw forbidden("Only the company that posted this task can see its applications.");
  }
  return applicationsPageOf(ctx, task, input);
}

/** The page as its owner reads it, whoever asks (null for no such task): what the cache keeps. */
async function readApplicationsPage(
  ctx: AppContext,
  input: { taskId: string; status?: TApplicationStatus; page: number; limit: number },
): Promise<{ companyId: string; page: TTaskApplicationsResponse } | null> {
  const [task] = await ctx.db
    .select({ id: tasks.id, companyId: tasks.companyId, skillsKey: tasks.skillsKey })
    .from(tasks)
    .where(eq(tasks.id, input.taskId));
  return task ? { companyId: task.companyId, page: await applicationsPageOf(ctx, task, input) } : null;
}

async function applicationsPageOf(
  ctx: AppContext,
  task: { id: string; skillsKey: string[] },
  input: { status?: TApplicationStatus; page: number; limit: number },
): Promise<TTaskApplicationsResponse> {
  const [rows, counted] = await Promise.all([
    taskApplicationsPage(ctx, { taskId: task.id, status: input.status, page: input.page, limit: input.limit }),
    applicationCounts(ctx, and(eq(applications.taskId, task.id), isNull(applications.hiddenAt))!, applications.taskId),
  ]);
  const [people, teams] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.map((row) => row.application.applicantId),
    ),
    loadApplicationTeams(
      ctx,
      rows.map((row) => row.application.teamId),
    ),
  ]);
  const total = input.status
    ? counted[input.status]
    : counted.PENDING + counted.SHORTLISTED + counted.ACCEPTED + counted.REJECTED;
  return {
    items: rows.map((row) =>
      applicationView(row.application, {
        taskKeys: task.skillsKey,
        applicant: people.get(row.application.applicantId),
        attachments: row.files,
        team: row.application.teamId ? teams.get(row.application.teamId) : undefined,
      }),
    ),
    pagination: buildPagination(total, input.page, input.limit),
    counts: counted,
  };
}

/** The ranked page, unexecuted: the plan test and the bench read it too. */
export function taskApplicationsPage(
  ctx: AppContext,
  input: { taskId: string; status?: TApplicationStatus; page: number; limit: number },
) {
  // A proposal moderation hid leaves the company's list (decision 0092).
  const filters: SQL[] = [eq(applications.taskId, input.taskId), isNull(applications.hiddenAt)];
  filters.push(input.status ? eq(applications.status, input.status) : ne(applications.status, "WITHDRAWN"));
  return ctx.db
    .select({ application: applications, files: ATTACHMENTS_JSON })
    .from(applications)
    .where(and(...filters))
    .orderBy(
      sql`${applications.matchCount} desc nulls last`,
      sql`${applications.createdAt} desc nulls last`,
      asc(applications.id),
    )
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
}

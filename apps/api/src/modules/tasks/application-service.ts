import {
  APPLICATIONS_PER_DAY,
  type TAcceptResult,
  type TApplication,
  type TApplicationStatus,
  type TApplyBody,
  type TMyApplicationItem,
  type TMyApplicationsResponse,
  type TTaskApplicationsResponse,
} from "@crewlance/contracts/applications";
import { buildPagination } from "@crewlance/contracts/common";
import type { TApplicationCounts } from "@crewlance/contracts/tasks";
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, taskAttachments, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { listCacheOf } from "../../lib/list-cache";
import { type TxContext, withTransaction } from "../../lib/transaction";
import { createProjectConversation } from "../chat/conversation-service";
import { createNotification, createNotifications } from "../notifications/service";
import { createProjectFromApplication } from "../projects/service";
import { assertCanApplyForTeam, listTeamMemberIds, loadApplicationTeams, loadTeamRefs } from "../teams/service";
import { loadUserSummaries, type UserSummary } from "../users/summary-view";
import { loadVisibleTask, type Viewer } from "./task-service";
import { attachmentView, skillMatch, type TaskRow, taskColumns } from "./views";

/*
 * Applications (spec B4). One live application per applicant per task is a unique partial index
 * (applications_live_key); the daily cap and the duplicate check run under a per-applicant
 * transaction lock; accepting locks the task row, so of two accepts one wins and one gets 409.
 * An application is seen by its applicant and the task's owner only: to anyone else it is
 * "not found" (decision 0025).
 */

type ApplicationRow = typeof applications.$inferSelect;

const LIVE = ["PENDING", "SHORTLISTED"] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const EMPTY_COUNTS = (): TApplicationCounts => ({ PENDING: 0, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 });

function applicantView(id: string, summary: UserSummary | undefined): TApplication["applicant"] {
  return {
    id,
    fullName: summary?.fullName ?? "Former user",
    avatarUrl: summary?.avatarUrl ?? null,
    headline: summary?.freelancer?.headline ?? null,
    skills: summary?.freelancer?.skills ?? [],
    hourlyRate: summary?.freelancer?.hourlyRate ?? null,
    experienceLevel: summary?.freelancer?.experienceLevel ?? null,
    location: summary?.freelancer?.location ?? null,
    rating: summary?.freelancer?.rating ?? null,
    reviewsCount: summary?.freelancer?.reviewsCount ?? 0,
  };
}

type AttachmentJson = {
  id: string;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
};

function applicationView(
  row: ApplicationRow,
  extra: {
    taskKeys: readonly string[];
    applicant: UserSummary | undefined;
    attachments: AttachmentJson[];
    /** The team the application was made for (teams module); absent for a freelancer's own. */
    team?: TApplication["team"];
  },
): TApplication {
  return {
    id: row.id,
    taskId: row.taskId,
    status: row.status,
    coverLetter: row.coverLetter,
    proposedAmount: row.proposedAmount,
    estimatedDays: row.estimatedDays,
    rejectionReason: row.rejectionReason,
    attachments: extra.attachments.map((file) =>
      attachmentView({ ...file, taskId: null, applicationId: row.id, createdAt: file.createdAt }),
    ),
    applicant: applicantView(row.applicantId, extra.applicant),
    match: { matched: row.matchCount, total: extra.taskKeys.length },
    projectId: row.projectId,
    team: row.teamId ? (extra.team ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The application's files as JSON, read in the same statement as the application. */
const ATTACHMENTS_JSON = sql<
  AttachmentJson[]
>`(select coalesce(json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'mimeType', f.mime_type, 'size', f.size, 'createdAt', f.created_at) order by f.created_at, f.id), '[]'::json) from ${taskAttachments} f where f.application_id = "applications"."id")`;

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
 * owner); 404 for anyone else. `lock` takes both rows FOR UPDATE, the task first (as accept does).
 */
async function loadApplicationFor(
  ctx: AppContext,
  input: { applicationId: string; viewerId: string; lock?: boolean },
): Promise<{ application: ApplicationRow; task: TaskRow }> {
  const query = ctx.db
    .select({ application: applications, task: taskColumns })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, input.applicationId));
  const [row] = input.lock ? await query.for("update") : await query;
  if (!row || (row.application.applicantId !== input.viewerId && row.task.companyId !== input.viewerId)) {
    throw notFound("Application");
  }
  return row;
}

/** Refuses a second application within the cap's window, saying when the next one is possible. */
async function checkDailyCap(txCtx: TxContext, applicantId: string): Promise<void> {
  const since = new Date(now().getTime() - DAY_MS);
  const recent = await txCtx.db
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.applicantId, applicantId), sql`${applications.createdAt} > ${since}`))
    .orderBy(sql`${applications.createdAt} desc nulls last`, asc(applications.id))
    .limit(APPLICATIONS_PER_DAY);
  if (recent.length < APPLICATIONS_PER_DAY) return;
  const oldest = recent[recent.length - 1]!.createdAt;
  const next = new Date(oldest.getTime() + DAY_MS);
  throw new AppError(
    "RATE_LIMITED",
    `You can send at most ${APPLICATIONS_PER_DAY} applications in 24 hours. You can apply again after ${next.toISOString()}.`,
  );
}

/** POST /tasks/{id}/applications. */
export async function applyToTask(
  ctx: AppContext,
  input: { taskId: string; viewer: Viewer; body: TApplyBody },
): Promise<TApplication> {
  if (!input.viewer.emailVerified) throw forbidden("Verify your email address before you apply.");
  const teamId = input.body.teamId ?? null;
  let applicationId: string;
  try {
    applicationId = await withTransaction(ctx, async (txCtx) => {
      // One applicant's applies run one at a time: the cap and the duplicate check stay true.
      await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apply:${input.viewer.id}`}, 0))`);
      // A team's admins apply for it one at a time too (one live application per team per task).
      const team = teamId ? await assertCanApplyForTeam(txCtx, { teamId, viewerId: input.viewer.id }) : null;
      if (team)
        await txCtx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`apply-team:${team.id}`}, 0))`);
      const [found] = await txCtx.db
        .select({ task: taskColumns })
        .from(tasks)
        .where(eq(tasks.id, input.taskId))
        .for("share");
      const task = found?.task;
      if (!task || task.status === "DRAFT") throw notFound("Task");
      if (task.companyId === input.viewer.id) throw new AppError("BUSINESS_RULE", "You cannot apply to your own task.");
      const earlier = await txCtx.db
        .select({ status: applications.status })
        .from(applications)
        .where(
          and(
            eq(applications.taskId, task.id),
            team ? eq(applications.teamId, team.id) : eq(applications.applicantId, input.viewer.id),
            team ? undefined : isNull(applications.teamId),
          ),
        );
      const previous = earlier.find((application) => application.status !== "WITHDRAWN");
      if (task.status !== "OPEN") {
        // A task no longer open is visible to those who applied, withdrawn or not (decision 0025).
        if (earlier.length === 0) throw notFound("Task");
        throw new AppError("CONFLICT", "This task is no longer open for applications.");
      }
      if (previous?.status === "REJECTED") {
        throw new AppError(
          "CONFLICT",
          team
            ? "The company has already declined your team's application to this task."
            : "The company has already declined your application to this task.",
        );
      }
      if (previous) {
        throw new AppError(
          "CONFLICT",
          team ? "Your team has already applied to this task." : "You have already applied to this task.",
        );
      }
      await checkDailyCap(txCtx, input.viewer.id);
      const people = await loadUserSummaries(txCtx, [input.viewer.id]);
      // A team is matched on the team's skills, a freelancer on their own.
      const applicantSkills = team
        ? team.skillsKey
        : (people.get(input.viewer.id)?.freelancer?.skills ?? []).map((skill) => skill.trim().toLowerCase());
      const at = now();
      const [row] = await txCtx.db
        .insert(applications)
        .values({
          taskId: task.id,
          applicantId: input.viewer.id,
          status: "PENDING",
          coverLetter: input.body.coverLetter,
          proposedAmount: input.body.proposedAmount,
          estimatedDays: input.body.estimatedDays,
          applicantSkillsKey: [...new Set(applicantSkills)],
          matchCount: skillMatch(task.skillsKey, applicantSkills).matched,
          teamId: team?.id ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: applications.id });
      const name = team ? `The team ${team.name}` : (people.get(input.viewer.id)?.fullName ?? "A freelancer");
      await createNotification(txCtx, {
        userId: task.companyId,
        type: "APPLICATION_RECEIVED",
        title: "New application",
        body: `${name} applied to "${task.title}".`,
        link: `/tasks/${task.id}`,
        data: { taskId: task.id, applicationId: row!.id },
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        "CONFLICT",
        teamId ? "Your team has already applied to this task." : "You have already applied to this task.",
      );
    }
    throw error;
  }
  return getApplication(ctx, { applicationId, viewerId: input.viewer.id });
}

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
    applicationCounts(ctx, eq(applications.taskId, task.id), applications.taskId),
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
  const filters: SQL[] = [eq(applications.taskId, input.taskId)];
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

async function applicationCounts(
  ctx: AppContext,
  where: SQL,
  groupKey: typeof applications.taskId | typeof applications.applicantId,
) {
  const rows = await ctx.db
    .select({ status: applications.status, value: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .where(where)
    .groupBy(groupKey, applications.status);
  const counts = EMPTY_COUNTS();
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** GET /applications/mine: the freelancer's applications, newest first, with counts per status. */
export async function listMyApplications(
  ctx: AppContext,
  input: { viewer: Viewer; status?: TApplicationStatus; page: number; limit: number },
): Promise<TMyApplicationsResponse> {
  const filters: SQL[] = [eq(applications.applicantId, input.viewer.id)];
  if (input.status) filters.push(eq(applications.status, input.status));
  const [rows, counts] = await Promise.all([
    ctx.db
      .select({
        application: applications,
        task: {
          id: tasks.id,
          title: tasks.title,
          status: tasks.status,
          category: tasks.category,
          budgetType: tasks.budgetType,
          budgetMin: tasks.budgetMin,
          budgetMax: tasks.budgetMax,
          deadline: tasks.deadline,
          companyId: tasks.companyId,
          skillsKey: tasks.skillsKey,
        },
      })
      .from(applications)
      .innerJoin(tasks, eq(tasks.id, applications.taskId))
      .where(and(...filters))
      .orderBy(sql`${applications.createdAt} desc nulls last`, asc(applications.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    applicationCounts(ctx, eq(applications.applicantId, input.viewer.id), applications.applicantId),
  ]);
  const [people, teamRefs] = await Promise.all([
    loadUserSummaries(
      ctx,
      rows.map((row) => row.task.companyId),
    ),
    loadTeamRefs(
      ctx,
      rows.map((row) => row.application.teamId),
    ),
  ]);
  const total = input.status
    ? counts[input.status]
    : counts.PENDING + counts.SHORTLISTED + counts.ACCEPTED + counts.REJECTED + counts.WITHDRAWN;
  const items: TMyApplicationItem[] = rows.map(({ application, task }) => {
    const company = people.get(task.companyId);
    return {
      id: application.id,
      status: application.status,
      proposedAmount: application.proposedAmount,
      estimatedDays: application.estimatedDays,
      rejectionReason: application.rejectionReason,
      match: { matched: application.matchCount, total: task.skillsKey.length },
      projectId: application.projectId,
      team: application.teamId ? (teamRefs.get(application.teamId) ?? null) : null,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      task: {
        id: task.id,
        title: task.title,
        status: task.status,
        category: task.category,
        budgetType: task.budgetType,
        budgetMin: task.budgetMin,
        budgetMax: task.budgetMax,
        deadline: task.deadline,
        company: {
          id: task.companyId,
          name: company?.company?.name ?? company?.fullName ?? "Former company",
          logoUrl: company?.company?.logoUrl ?? company?.avatarUrl ?? null,
        },
      },
    };
  });
  return { items, pagination: buildPagination(total, input.page, input.limit), counts };
}

function notLive(application: ApplicationRow, action: string): AppError {
  return new AppError(
    "CONFLICT",
    `This application is ${application.status.toLowerCase()}, so it can no longer be ${action}.`,
  );
}

/** The owner's decision on an application: loads and locks, checks owner, state and task. */
async function decide(
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
    await createNotification(txCtx, {
      userId: application.applicantId,
      type: "APPLICATION_SHORTLISTED",
      title: "You were shortlisted",
      body: `Your application to "${task.title}" was shortlisted.`,
      link: "/my-applications",
      data: { taskId: task.id, applicationId: application.id },
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
    await createNotification(txCtx, {
      userId: application.applicantId,
      type: "APPLICATION_REJECTED",
      title: "Application rejected",
      body: `Your application to "${task.title}" was rejected.${input.reason ? ` Reason: ${input.reason}` : ""}`,
      link: "/my-applications",
      data: { taskId: task.id, applicationId: application.id },
    });
  });
  return getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
}

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
    await createNotification(txCtx, {
      userId: task.companyId,
      type: "APPLICATION_WITHDRAWN",
      title: "Application withdrawn",
      body: `${people.get(application.applicantId)?.fullName ?? "A freelancer"} withdrew their application to "${task.title}".`,
      link: `/tasks/${task.id}`,
      data: { taskId: task.id, applicationId: application.id },
    });
  });
  return getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
}

function addDays(date: Date, days: number): string {
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * POST /applications/{id}/accept, in one transaction with the task row locked FOR UPDATE:
 * creates the project and its first milestone, moves the task to IN_PROGRESS, rejects the other
 * live applications and notifies everyone. A second accept on the same task waits for the lock,
 * then finds the task IN_PROGRESS: 409.
 */
export async function acceptApplication(
  ctx: AppContext,
  input: { applicationId: string; viewer: Viewer },
): Promise<TAcceptResult> {
  const result = await withTransaction(ctx, async (txCtx) => {
    // The task first, so every accept and cancel on one task queue on the same row.
    const [target] = await txCtx.db
      .select({ taskId: applications.taskId })
      .from(applications)
      .where(eq(applications.id, input.applicationId));
    if (target) await txCtx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, target.taskId)).for("update");
    const { application, task } = await decide(txCtx, input, "accepted");
    const at = now();
    const { projectId } = await createProjectFromApplication(txCtx, {
      title: task.title,
      description: task.description,
      companyId: task.companyId,
      freelancerId: application.applicantId,
      taskId: task.id,
      applicationId: application.id,
      teamId: application.teamId,
      amount: application.proposedAmount,
      dueDate: addDays(at, application.estimatedDays),
    });
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
    const hired = hiredTeam
      ? `the team ${hiredTeam.name}`
      : (people.get(application.applicantId)?.fullName ?? "the freelancer");
    if (hiredTeam) {
      // Every member of a hired team works on the project: each hears of it.
      const memberIds = await listTeamMemberIds(txCtx, { teamId: hiredTeam.id });
      await createNotifications(
        txCtx,
        memberIds
          .filter((memberId) => memberId !== application.applicantId)
          .map((memberId) => ({
            userId: memberId,
            type: "TEAM_HIRED",
            title: "Your team was hired!",
            body: `${hiredTeam.name} was hired for "${task.title}". The project has started.`,
            link: `/project-management/${projectId}`,
            data: { taskId: task.id, applicationId: application.id, projectId, teamId: hiredTeam.id },
          })),
      );
    }
    await createNotification(txCtx, {
      userId: application.applicantId,
      type: "APPLICATION_ACCEPTED",
      title: "You were hired!",
      body: `Your application to "${task.title}" was accepted. The project has started.`,
      link: `/project-management/${projectId}`,
      data: { taskId: task.id, applicationId: application.id, projectId },
    });
    await createNotification(txCtx, {
      userId: task.companyId,
      type: "PROJECT_CREATED",
      title: "Project created",
      body: `You hired ${hired} for "${task.title}".`,
      link: `/project-management/${projectId}`,
      data: { taskId: task.id, applicationId: application.id, projectId },
    });
    await createNotifications(
      txCtx,
      rejected.map((other) => ({
        userId: other.applicantId,
        type: "APPLICATION_REJECTED",
        title: "Application rejected",
        body: `Your application to "${task.title}" was rejected: the company hired someone else.`,
        link: "/my-applications",
        data: { taskId: task.id, applicationId: other.id },
      })),
    );
    return { projectId, rejectedCount: rejected.length };
  });
  const application = await getApplication(ctx, { applicationId: input.applicationId, viewerId: input.viewer.id });
  return { application, ...result };
}

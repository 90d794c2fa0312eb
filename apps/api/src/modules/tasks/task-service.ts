import { type TTask, type TTaskCreateBody, type TTaskUpdateBody, todayUtc } from "@crewlance/contracts/tasks";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { withTransaction } from "../../lib/transaction";
import type { Viewer } from "../../lib/viewer";
import { flagTaskIfOffPlatform, taskAsksOffPlatform } from "./off-platform";
import { getTask } from "./task-read-service";
import { checkDeadline, fieldError, lockOwnTask, requireVerified, wrongState } from "./task-rules";
import { normalizeSkills, searchTextOf } from "./views";

/** POST /tasks: a DRAFT, or OPEN at once when `publish` is set. */
export async function createTask(ctx: AppContext, input: { viewer: Viewer; body: TTaskCreateBody }): Promise<TTask> {
  requireVerified(input.viewer, "post a task");
  const body = input.body;
  checkDeadline(body.deadline);
  const { skills, key } = normalizeSkills(body.skills);
  const at = now();
  const offPlatform = taskAsksOffPlatform(body);
  const taskId = await withTransaction(ctx, async (txCtx) => {
    const [row] = await txCtx.db
      .insert(tasks)
      .values({
        companyId: input.viewer.id,
        title: body.title,
        description: body.description,
        category: body.category,
        skills,
        skillsKey: key,
        budgetType: body.budgetType,
        budgetMin: body.budgetMin,
        budgetMax: body.budgetMax,
        deadline: body.deadline,
        experienceLevel: body.experienceLevel,
        status: body.publish ? "OPEN" : "DRAFT",
        searchText: searchTextOf({ ...body, skills }),
        publishedAt: body.publish ? at : null,
        offPlatform,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: tasks.id, companyId: tasks.companyId, status: tasks.status, offPlatform: tasks.offPlatform });
    await flagTaskIfOffPlatform(txCtx, row!);
    if (row!.status === "OPEN") await emit(txCtx, "TaskPublished", { taskId: row!.id, companyId: row!.companyId });
    return row!.id;
  });
  return getTask(ctx, { taskId, viewer: input.viewer });
}

/**
 * PATCH /tasks/{id} while DRAFT or OPEN. A change of skills re-scores every application's match
 * in one statement; a change of budget or deadline on an OPEN task tells the live applicants.
 */
export async function updateTask(
  ctx: AppContext,
  input: { taskId: string; viewer: Viewer; body: TTaskUpdateBody },
): Promise<TTask> {
  const body = input.body;
  checkDeadline(body.deadline);
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT" && row.status !== "OPEN") throw wrongState(row, "edited");
    const budgetMin = body.budgetMin ?? row.budgetMin;
    const budgetMax = body.budgetMax ?? row.budgetMax;
    if (budgetMin > budgetMax) throw fieldError("budgetMax", "Maximum budget must be at least the minimum budget.");
    const normalized = body.skills ? normalizeSkills(body.skills) : null;
    const next = {
      title: body.title ?? row.title,
      description: body.description ?? row.description,
      skills: normalized?.skills ?? row.skills,
    };
    const offPlatform = taskAsksOffPlatform(next);
    await txCtx.db
      .update(tasks)
      .set({
        ...next,
        offPlatform,
        category: body.category ?? row.category,
        skillsKey: normalized?.key ?? row.skillsKey,
        budgetType: body.budgetType ?? row.budgetType,
        budgetMin,
        budgetMax,
        deadline: body.deadline ?? row.deadline,
        experienceLevel: body.experienceLevel ?? row.experienceLevel,
        searchText: searchTextOf(next),
        updatedAt: now(),
      })
      .where(eq(tasks.id, row.id));
    await flagTaskIfOffPlatform(txCtx, { ...row, offPlatform });
    if (normalized) {
      await txCtx.db
        .update(applications)
        .set({
          matchCount: sql`cardinality(array(select unnest(${applications.applicantSkillsKey}) intersect select unnest(${sql.param(normalized.key)}::text[])))`,
        })
        .where(eq(applications.taskId, row.id));
    }
    const changed: string[] = [];
    if (
      budgetMin !== row.budgetMin ||
      budgetMax !== row.budgetMax ||
      (body.budgetType ?? row.budgetType) !== row.budgetType
    )
      changed.push("budget");
    if ((body.deadline ?? row.deadline) !== row.deadline) changed.push("deadline");
    if (row.status === "OPEN" && changed.length > 0) {
      await emit(txCtx, "TaskTermsChanged", { taskId: row.id, taskTitle: next.title, changed });
    }
    if (row.status === "OPEN") await emit(txCtx, "TaskEdited", { taskId: row.id, companyId: row.companyId });
  });
  return getTask(ctx, input);
}

/** POST /tasks/{id}/publish: DRAFT → OPEN, while the deadline is still ahead. */
export async function publishTask(ctx: AppContext, input: { taskId: string; viewer: Viewer }): Promise<TTask> {
  requireVerified(input.viewer, "publish a task");
  await withTransaction(ctx, async (txCtx) => {
    const row = await lockOwnTask(txCtx, input.taskId, input.viewer.id);
    if (row.status !== "DRAFT") throw wrongState(row, "published");
    if (row.deadline <= todayUtc(now())) {
      throw new AppError("BUSINESS_RULE", "The deadline of this task has passed. Pick a new deadline, then publish.");
    }
    const at = now();
    await txCtx.db.update(tasks).set({ status: "OPEN", publishedAt: at, updatedAt: at }).where(eq(tasks.id, row.id));
    await flagTaskIfOffPlatform(txCtx, { ...row, status: "OPEN" });
    await emit(txCtx, "TaskPublished", { taskId: row.id, companyId: row.companyId });
  });
  return getTask(ctx, input);
}

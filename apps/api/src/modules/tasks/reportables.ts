import { formatPaise } from "@crewlance/contracts/money";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { applications, tasks } from "../../db/schema/tasks";
import { type Reportable, registerReportable } from "../safety/index";
import { loadUserSummaries } from "../users/index";
import { canSee, myApplicationOf } from "./task-rules";
import { summaryOf, taskColumns } from "./views";

/*
 * How a reported task or proposal reads in the moderation queue (decision 0092). A viewer may
 * report only what they may see: a task as `canSee` says, a proposal as its applicant or the
 * task's company. A null viewer is an admin, who sees everything.
 */

export async function describeTask(
  ctx: AppContext,
  taskId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [row] = await ctx.db
    .select({
      task: taskColumns,
      applied: viewerId ? sql<boolean>`${myApplicationOf(viewerId)} is not null` : sql<boolean>`false`,
    })
    .from(tasks)
    .where(eq(tasks.id, taskId));
  if (!row) return null;
  const task = row.task;
  if (viewerId !== null && !canSee(task, viewerId, row.applied)) return null;
  const budget = `${formatPaise(task.budgetMin)} – ${formatPaise(task.budgetMax)}${task.budgetType === "HOURLY" ? " an hour" : ""}`;
  return {
    ownerId: task.companyId,
    label: task.title,
    preview: summaryOf(task.description),
    context: async () => [
      { label: "Budget", text: budget, at: null, reported: false },
      { label: "Skills", text: task.skills.join(", "), at: null, reported: false },
      { label: "Published", text: task.status.toLowerCase().replace("_", " "), at: task.publishedAt, reported: false },
    ],
  };
}

export async function describeProposal(
  ctx: AppContext,
  applicationId: string,
  viewerId: string | null,
): Promise<Reportable | null> {
  const [row] = await ctx.db
    .select({ application: applications, task: { title: tasks.title, companyId: tasks.companyId } })
    .from(applications)
    .innerJoin(tasks, eq(tasks.id, applications.taskId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const { application, task } = row;
  if (viewerId !== null && viewerId !== application.applicantId && viewerId !== task.companyId) return null;
  const people = await loadUserSummaries(ctx, [application.applicantId]);
  const name = people.get(application.applicantId)?.fullName ?? "a former user";
  return {
    ownerId: application.applicantId,
    label: `Proposal from ${name}`,
    preview: summaryOf(application.coverLetter),
    context: async () => [
      { label: "Task", text: task.title, at: null, reported: false },
      {
        label: "Proposal",
        text: `${formatPaise(application.proposedAmount)} in ${application.estimatedDays} days`,
        at: application.createdAt,
        reported: false,
      },
      { label: "Cover letter", text: application.coverLetter, at: application.createdAt, reported: true },
    ],
  };
}

/** Tells the safety module how to describe tasks and proposals, once per process. */
export function registerTaskReportables(): void {
  registerReportable("TASK", describeTask);
  registerReportable("PROPOSAL", describeProposal);
}

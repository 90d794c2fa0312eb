import type { TApplicationStatus } from "@crewlance/contracts/applications";
import { formatPaise } from "@crewlance/contracts/money";
import type { TMilestoneStatus, TProjectStatus } from "@crewlance/contracts/projects";
import type { TBudgetType, TSkillMatch, TTaskStatus } from "@crewlance/contracts/tasks";
import type { BadgeTone } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";

/*
 * How tasks, applications and projects read wherever they are shown: the task pages, the
 * freelancer's applications, the dashboard and the projects.
 */

export const TASK_STATUS_LABEL = {
  DRAFT: "Draft",
  OPEN: "Open",
  IN_PROGRESS: "In progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
} as const satisfies Record<TTaskStatus, string>;

export const TASK_STATUS_TONE = {
  DRAFT: "neutral",
  OPEN: "success",
  IN_PROGRESS: "accent",
  COMPLETED: "neutral",
  CANCELLED: "danger",
} as const satisfies Record<TTaskStatus, BadgeTone>;

export const APPLICATION_STATUS_LABEL = {
  PENDING: "Pending",
  SHORTLISTED: "Shortlisted",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
  WITHDRAWN: "Withdrawn",
} as const satisfies Record<TApplicationStatus, string>;

export const APPLICATION_STATUS_TONE = {
  PENDING: "neutral",
  SHORTLISTED: "accent",
  ACCEPTED: "success",
  REJECTED: "danger",
  WITHDRAWN: "neutral",
} as const satisfies Record<TApplicationStatus, BadgeTone>;

export const PROJECT_STATUS_LABEL = {
  ACTIVE: "Active",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
  DISPUTED: "Disputed",
} as const satisfies Record<TProjectStatus, string>;

export const PROJECT_STATUS_TONE = {
  ACTIVE: "success",
  COMPLETED: "neutral",
  CANCELLED: "danger",
  DISPUTED: "warning",
} as const satisfies Record<TProjectStatus, BadgeTone>;

export const MILESTONE_STATUS_LABEL = {
  PENDING: "Waiting for funding",
  FUNDED: "Funded",
  SUBMITTED: "Submitted",
  APPROVED: "Approved",
  REVISION_REQUESTED: "Revision requested",
  CANCELLED: "Cancelled",
} as const satisfies Record<TMilestoneStatus, string>;

export const BUDGET_TYPE_LABEL = { FIXED: "Fixed price", HOURLY: "Hourly" } as const satisfies Record<
  TBudgetType,
  string
>;

/** Whether an application can still be withdrawn (while PENDING or SHORTLISTED). */
export function isLiveApplication(status: TApplicationStatus): boolean {
  return status === "PENDING" || status === "SHORTLISTED";
}

/**
 * A task's budget in the short format: one amount when min and max agree, else the range;
 * "/ hr" for an hourly budget. 4500000, 6000000 → '45.0K INR – 60.0K INR'.
 */
export function formatBudget(task: { budgetType: TBudgetType; budgetMin: number; budgetMax: number }): string {
  const amount =
    task.budgetMin === task.budgetMax
      ? formatPaise(task.budgetMin)
      : `${formatPaise(task.budgetMin)} – ${formatPaise(task.budgetMax)}`;
  return task.budgetType === "HOURLY" ? `${amount} / hr` : amount;
}

/** '4 of 5 skills'; a task of one skill reads '1 of 1 skill'. */
export function formatMatch(match: TSkillMatch): string {
  return `${match.matched} of ${match.total} ${match.total === 1 ? "skill" : "skills"}`;
}

/** How strong a match is, for its colour: every skill, most of them, or fewer. */
export function matchTone(match: TSkillMatch): BadgeTone {
  if (match.total === 0 || match.matched === 0) return "neutral";
  if (match.matched === match.total) return "success";
  return match.matched * 2 >= match.total ? "accent" : "neutral";
}

/** A `YYYY-MM-DD` day as people read it: '5 Dec 2026'. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDate(date, "utc");
}

/** A file size: '820 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

import { z } from "zod";
import { commaSeparated, isWithinCountCap, PAGE_PAST_CAP, pageQuery, paginated, paise, ZPaise } from "./common";
import { DOCUMENT_MAX_BYTES } from "./constants";
import {
  BUDGET_TYPES,
  MAX_TASK_BUDGET_PAISE,
  TASK_CATEGORIES,
  TASK_CATEGORY_LABELS,
  TASK_SORTS,
  TASK_STATUSES,
  TASKS_PAGE_SIZE,
} from "./enum-values";
import { ZExperienceLevel } from "./enums";
import { ZCompanyReputation } from "./reputation";
import { emptyAsUndefined, oneLine, paragraphs, queryText } from "./text-fields";

/* Tasks: GET/POST /tasks, GET/PATCH/DELETE /tasks/{id}, publish, cancel, /tasks/mine. */

// The plain lists live in enum-values.ts, which screens import without zod.
export { MAX_TASK_BUDGET_PAISE, TASK_CATEGORIES, TASK_CATEGORY_LABELS, TASK_STATUSES, TASKS_PAGE_SIZE };

export const ZTaskCategory = z.enum(TASK_CATEGORIES, "Choose a category from the list.");
export type TTaskCategory = z.infer<typeof ZTaskCategory>;

export const ZTaskStatus = z.enum(TASK_STATUSES);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;

export const ZBudgetType = z.enum(BUDGET_TYPES, "Choose a fixed price or an hourly rate.");
export type TBudgetType = z.infer<typeof ZBudgetType>;

export const TASK_TITLE_MIN = 10;
export const TASK_TITLE_MAX = 120;
export const TASK_DESCRIPTION_MIN = 50;
export const TASK_DESCRIPTION_MAX = 10_000;
export const TASK_SKILLS_MIN = 1;
export const TASK_SKILLS_MAX = 15;
export const TASK_SKILL_MAX_LENGTH = 40;

/* Attachments (tasks and applications): uploaded one file per request after the item exists. */
export const ATTACHMENTS_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = DOCUMENT_MAX_BYTES;
/** Types accepted, decided from the file's content, not its name or declared type. */
export const ATTACHMENT_MIME_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "application/msword",
  "application/vnd.ms-excel",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
] as const;
/** For an `<input type="file" accept>`: the server still checks the content. */
export const ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp";

export const ZAttachment = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Download address under /api, answered only to users who may see the task. */
  url: z.string(),
  createdAt: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** Skill match of a freelancer against a task: `matched` of the task's `total` skills. */
export const ZSkillMatch = z.object({ matched: z.number().int(), total: z.number().int() });
export type TSkillMatch = z.infer<typeof ZSkillMatch>;

/** A calendar date `YYYY-MM-DD` that is a real day. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
/** Today's date in UTC as `YYYY-MM-DD`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
export const DEADLINE_FUTURE_MESSAGE = "Pick a deadline after today.";

/** The deadline: a real calendar day after today (UTC). The API checks again with its own clock. */
export const ZDeadline = oneLine(10, "Deadline is required.")
  .refine(isCalendarDate, "Use a date in the form YYYY-MM-DD.")
  .refine((value) => value > todayUtc(), DEADLINE_FUTURE_MESSAGE);

const budgetPaise = (label: string) =>
  paise({ whole: "Use whole paise.", negative: `${label} must be more than 0.` })
    .min(1, `${label} must be more than 0.`)
    .max(MAX_TASK_BUDGET_PAISE, `${label} must be at most 10 crore INR.`);

const ZSkillList = z
  .array(oneLine(TASK_SKILL_MAX_LENGTH).min(1, "A skill cannot be empty."))
  .min(TASK_SKILLS_MIN, "Add at least one skill.")
  .max(TASK_SKILLS_MAX, `Add at most ${TASK_SKILLS_MAX} skills.`)
  .refine(
    (skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length,
    "Each skill can be added once.",
  );

const taskFields = {
  title: oneLine(TASK_TITLE_MAX, "Title is required.").min(
    TASK_TITLE_MIN,
    `Title must be at least ${TASK_TITLE_MIN} characters.`,
  ),
  description: paragraphs(TASK_DESCRIPTION_MAX, "Description is required.").min(
    TASK_DESCRIPTION_MIN,
    `Description must be at least ${TASK_DESCRIPTION_MIN} characters.`,
  ),
  category: ZTaskCategory,
  skills: ZSkillList,
  budgetType: ZBudgetType,
  budgetMin: budgetPaise("Minimum budget"),
  budgetMax: budgetPaise("Maximum budget"),
  deadline: ZDeadline,
  experienceLevel: z.enum(["ENTRY", "INTERMEDIATE", "EXPERT"], "Choose an experience level."),
};

const budgetOrder = {
  path: ["budgetMax"],
  message: "Maximum budget must be at least the minimum budget.",
};

/** POST /tasks: saved as DRAFT, or published at once with `publish: true`. */
export const ZTaskCreateBody = z
  .object({ ...taskFields, publish: z.boolean().optional() })
  .refine((body) => body.budgetMin <= body.budgetMax, budgetOrder);
export type TTaskCreateBody = z.input<typeof ZTaskCreateBody>;

/**
 * PATCH /tasks/{id} while DRAFT or OPEN: any of the fields. The API checks min ≤ max against the
 * stored value of the one not sent.
 */
export const ZTaskUpdateBody = z
  .object(taskFields)
  .partial()
  .refine(
    (body) => body.budgetMin === undefined || body.budgetMax === undefined || body.budgetMin <= body.budgetMax,
    budgetOrder,
  );
export type TTaskUpdateBody = z.input<typeof ZTaskUpdateBody>;

/** The company shown on a task: its name, logo and reputation. */
export const ZTaskCompany = z.object({
  id: z.string().uuid(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  verified: z.boolean(),
  location: z.string().nullable(),
  reputation: ZCompanyReputation,
});
export type TTaskCompany = z.infer<typeof ZTaskCompany>;

/** A task in the list (GET /tasks) and the fields every view of a task has. */
export const ZTaskCard = z.object({
  id: z.string().uuid(),
  title: z.string(),
  /** The description's first 280 characters. */
  summary: z.string(),
  category: ZTaskCategory,
  skills: z.array(z.string()),
  budgetType: ZBudgetType,
  budgetMin: ZPaise,
  budgetMax: ZPaise,
  deadline: z.string(),
  experienceLevel: ZExperienceLevel,
  status: ZTaskStatus,
  /** When it was published (null while DRAFT). */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Live and decided applications (every status but WITHDRAWN). */
  applicationsCount: z.number().int(),
  company: ZTaskCompany,
  /** The signed-in freelancer's skill match; null for any other role. */
  match: ZSkillMatch.nullable(),
  /** Whether the signed-in user has a live or decided application on it. */
  applied: z.boolean(),
  /** The title or description asks to move work or payment off Crewlance (decision 0092): applicants see a notice. */
  offPlatform: z.boolean().optional(),
});
export type TTaskCard = z.infer<typeof ZTaskCard>;

/** The viewer's own application on a task (GET /tasks/{id} for a freelancer). */
export const ZMyApplicationRef = z.object({
  id: z.string().uuid(),
  status: z.enum(["PENDING", "SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"]),
  proposedAmount: ZPaise,
  estimatedDays: z.number().int(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /tasks/{id}, and the answer of every task write. */
export const ZTask = ZTaskCard.extend({
  description: z.string(),
  attachments: z.array(ZAttachment),
  updatedAt: z.string(),
  /** The signed-in user owns the task. */
  isOwner: z.boolean(),
  /** The signed-in freelancer's latest application on it, if any. */
  myApplication: ZMyApplicationRef.nullable(),
  /** The project its accepted application created (visible to the two parties). */
  projectId: z.string().uuid().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskSort = z.enum(TASK_SORTS);
export type TTaskSort = z.infer<typeof ZTaskSort>;

const optionalQueryBudget = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number()
    .pipe(paise({ whole: "Use whole paise.", negative: "Must be 0 or more." }).max(MAX_TASK_BUDGET_PAISE))
    .optional(),
);

/** `skills=React,Node.js` or `skills=React&skills=Node.js`: any of them matches (case-insensitive). */
const ZSkillsFilter = z.preprocess(
  commaSeparated,
  z.array(oneLine(TASK_SKILL_MAX_LENGTH)).max(30, "Filter by at most 30 skills.").optional(),
);

/**
 * GET /tasks: OPEN tasks. Budget filters overlap the task's range (a task of 10K–20K matches
 * minBudget=15K). `postedWithinDays`: published in the last N days.
 */
export const ZTaskListQuery = pageQuery(TASKS_PAGE_SIZE)
  .extend({
    q: queryText(200),
    category: z.preprocess(emptyAsUndefined, ZTaskCategory.optional()),
    skills: ZSkillsFilter,
    minBudget: optionalQueryBudget,
    maxBudget: optionalQueryBudget,
    budgetType: z.preprocess(emptyAsUndefined, ZBudgetType.optional()),
    experienceLevel: z.preprocess(emptyAsUndefined, z.optional(ZExperienceLevel)),
    postedWithinDays: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int("Use a whole number of days.").min(1).max(365).optional(),
    ),
    sort: z.preprocess(emptyAsUndefined, ZTaskSort.default("relevance")),
  })
  .refine(
    (query) => query.minBudget === undefined || query.maxBudget === undefined || query.minBudget <= query.maxBudget,
    { path: ["maxBudget"], message: "Maximum budget must be at least the minimum budget." },
  )
  .refine(isWithinCountCap, PAGE_PAST_CAP);
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

export const ZTaskListResponse = paginated(ZTaskCard);
export type TTaskListResponse = z.infer<typeof ZTaskListResponse>;

/** Applications of one task counted per status. */
export const ZApplicationCounts = z.object({
  PENDING: z.number().int(),
  SHORTLISTED: z.number().int(),
  ACCEPTED: z.number().int(),
  REJECTED: z.number().int(),
  WITHDRAWN: z.number().int(),
});
export type TApplicationCounts = z.infer<typeof ZApplicationCounts>;

/** GET /tasks/mine: the company's tasks in every status, newest first. */
export const ZMyTasksQuery = pageQuery(20).extend({
  status: z.preprocess(emptyAsUndefined, ZTaskStatus.optional()),
});
export type TMyTasksQuery = z.input<typeof ZMyTasksQuery>;

export const ZMyTaskItem = z.object({
  id: z.string().uuid(),
  title: z.string(),
  status: ZTaskStatus,
  category: ZTaskCategory,
  skills: z.array(z.string()),
  budgetType: ZBudgetType,
  budgetMin: ZPaise,
  budgetMax: ZPaise,
  deadline: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  applicationCounts: ZApplicationCounts,
  projectId: z.string().uuid().nullable(),
});
export type TMyTaskItem = z.infer<typeof ZMyTaskItem>;

export const ZMyTasksResponse = paginated(ZMyTaskItem).extend({
  /** The company's tasks counted per status (for tabs), whatever `status` filters. */
  statusCounts: z.object({
    DRAFT: z.number().int(),
    OPEN: z.number().int(),
    IN_PROGRESS: z.number().int(),
    COMPLETED: z.number().int(),
    CANCELLED: z.number().int(),
  }),
});
export type TMyTasksResponse = z.infer<typeof ZMyTasksResponse>;

/** `/:id/attachments/:attachmentId` path parameters. */
export const ZAttachmentParams = z.object({
  id: z.string().uuid("Must be a valid id."),
  attachmentId: z.string().uuid("Must be a valid id."),
});

import { z } from "zod";
import { pageQuery, paginated, paise, ZPaise } from "./common";
import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE } from "./enum-values";
import { ZExperienceLevel } from "./enums";
import {
  MAX_TASK_BUDGET_PAISE,
  ZApplicationCounts,
  ZAttachment,
  ZBudgetType,
  ZSkillMatch,
  ZTaskCategory,
  ZTaskStatus,
} from "./tasks";
import { ZApplicationTeam, ZTeamRef } from "./teams";
import { emptyAsUndefined, paragraphs } from "./text-fields";

/*
 * Applications (proposals): GET/POST /tasks/{id}/applications, GET /applications/mine,
 * POST /applications/{id}/shortlist|reject|accept|withdraw.
 */

// The plain lists live in enum-values.ts, which screens import without zod.
export { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE };
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;
/** Statuses in which an application is live: it blocks a second one and can be withdrawn. */
export const LIVE_APPLICATION_STATUSES = ["PENDING", "SHORTLISTED"] as const;

export const COVER_LETTER_MIN = 50;
export const COVER_LETTER_MAX = 5000;
export const ESTIMATED_DAYS_MIN = 1;
export const ESTIMATED_DAYS_MAX = 365;
/** At most this many applications per freelancer in any rolling 24 hours. */
export const APPLICATIONS_PER_DAY = 30;

/** POST /tasks/{id}/applications. Attachments follow: POST /applications/{id}/attachments. */
export const ZApplyBody = z.object({
  coverLetter: paragraphs(COVER_LETTER_MAX, "Cover letter is required.").min(
    COVER_LETTER_MIN,
    `Cover letter must be at least ${COVER_LETTER_MIN} characters.`,
  ),
  proposedAmount: paise({ whole: "Use whole paise.", negative: "Proposed amount must be more than 0." })
    .min(1, "Proposed amount must be more than 0.")
    .max(MAX_TASK_BUDGET_PAISE, "Proposed amount must be at most 10 crore INR."),
  estimatedDays: z
    .number("Estimated days is required.")
    .int("Use a whole number of days.")
    .min(ESTIMATED_DAYS_MIN, `Estimated days must be at least ${ESTIMATED_DAYS_MIN}.`)
    .max(ESTIMATED_DAYS_MAX, `Estimated days must be at most ${ESTIMATED_DAYS_MAX}.`),
  /** Apply on behalf of this team (the caller must be its owner or an admin). */
  teamId: z.string().uuid("Must be a valid id.").optional(),
});
export type TApplyBody = z.input<typeof ZApplyBody>;

/** POST /applications/{id}/reject: an optional reason the applicant sees. */
export const ZRejectBody = z.object({
  reason: paragraphs(1000).optional(),
});
export type TRejectBody = z.input<typeof ZRejectBody>;

/** The applicant as the company sees them beside a proposal. */
export const ZApplicant = z.object({
  id: z.string().uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
  skills: z.array(z.string()),
  hourlyRate: ZPaise.nullable(),
  experienceLevel: z.nullable(ZExperienceLevel),
  location: z.string().nullable(),
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
});
export type TApplicant = z.infer<typeof ZApplicant>;

/** An application as its task's owner and its applicant see it. */
export const ZApplication = z.object({
  id: z.string().uuid(),
  taskId: z.string().uuid(),
  status: ZApplicationStatus,
  coverLetter: z.string(),
  proposedAmount: ZPaise,
  estimatedDays: z.number().int(),
  rejectionReason: z.string().nullable(),
  attachments: z.array(ZAttachment),
  applicant: ZApplicant,
  /** The applicant's skills against the task's: "4 of 5 skills". */
  match: ZSkillMatch,
  /** The project created when it was accepted. */
  projectId: z.string().uuid().nullable(),
  /** The team that applied (applicant is the admin who applied for it); null for a freelancer. */
  team: ZApplicationTeam.nullable().optional(),
  /** The cover letter asks to move work or payment off Crewlance (decision 0092): the company sees a notice. */
  offPlatform: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TApplication = z.infer<typeof ZApplication>;

/** GET /tasks/{id}/applications (owner only): ranked by skill match, then newest. */
export const ZTaskApplicationsQuery = pageQuery(APPLICATIONS_PAGE_SIZE).extend({
  status: z.preprocess(emptyAsUndefined, ZApplicationStatus.optional()),
});
export type TTaskApplicationsQuery = z.input<typeof ZTaskApplicationsQuery>;

export const ZTaskApplicationsResponse = paginated(ZApplication).extend({
  /** The task's applications counted per status, whatever `status` filters. */
  counts: ZApplicationCounts,
});
export type TTaskApplicationsResponse = z.infer<typeof ZTaskApplicationsResponse>;

/** GET /applications/mine (FREELANCER): newest first, with a status filter for tabs. */
export const ZMyApplicationsQuery = pageQuery(APPLICATIONS_PAGE_SIZE).extend({
  status: z.preprocess(emptyAsUndefined, ZApplicationStatus.optional()),
});
export type TMyApplicationsQuery = z.input<typeof ZMyApplicationsQuery>;

export const ZMyApplicationItem = z.object({
  id: z.string().uuid(),
  status: ZApplicationStatus,
  proposedAmount: ZPaise,
  estimatedDays: z.number().int(),
  rejectionReason: z.string().nullable(),
  match: ZSkillMatch,
  projectId: z.string().uuid().nullable(),
  /** The team this application was made for; null for one's own. */
  team: ZTeamRef.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  task: z.object({
    id: z.string().uuid(),
    title: z.string(),
    status: ZTaskStatus,
    category: ZTaskCategory,
    budgetType: ZBudgetType,
    budgetMin: ZPaise,
    budgetMax: ZPaise,
    deadline: z.string(),
    company: z.object({ id: z.string().uuid(), name: z.string(), logoUrl: z.string().nullable() }),
  }),
});
export type TMyApplicationItem = z.infer<typeof ZMyApplicationItem>;

export const ZMyApplicationsResponse = paginated(ZMyApplicationItem).extend({
  /** The freelancer's applications counted per status, whatever `status` filters. */
  counts: ZApplicationCounts,
});
export type TMyApplicationsResponse = z.infer<typeof ZMyApplicationsResponse>;

/** POST /applications/{id}/accept: the accepted application and the project it created. */
export const ZAcceptResult = z.object({
  application: ZApplication,
  projectId: z.string().uuid(),
  /** How many other live applications were rejected. */
  rejectedCount: z.number().int(),
});
export type TAcceptResult = z.infer<typeof ZAcceptResult>;

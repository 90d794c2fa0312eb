import { z } from "zod";
import {
  COLLABORATION_BOXES,
  COLLABORATION_EXPIRY_DAYS,
  COLLABORATION_KINDS,
  COLLABORATION_MESSAGE_MAX,
  COLLABORATION_STATUSES,
  COLLABORATIONS_PAGE_SIZE,
  DECLINE_REASON_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_MILESTONE_AMOUNT_MAX,
  OFFER_MILESTONES_MAX,
  OFFER_TITLE_MAX,
} from "./collaboration-values";
import { pageQuery, paginated, paise } from "./common";
import { ZHourlyHireTerms, ZHourlyRate, ZHourlyTermsView } from "./hourly";
import { ZProjectParty } from "./projects";
import { ZTeamRef } from "./teams";
import { emptyAsUndefined, oneLine, paragraphs } from "./text-fields";

/*
 * Collaborations (decision 0047). Three kinds of request, one inbox:
 * - OFFER: a company offers a freelancer or a team a project (title, description, milestones);
 *   accepting creates the project with those milestones.
 * - PROJECT_INVITE: a party of an ACTIVE project invites a freelancer to collaborate on it;
 *   accepting adds them to the project, its board and its conversation.
 * - TASK_INVITE: a company invites a freelancer or a team to apply to one of its open tasks;
 *   accepting records the interest and leads to the task, where the proposal is written.
 * Every request is PENDING until it is ACCEPTED, DECLINED, CANCELLED (by its sender) or EXPIRED
 * (COLLABORATION_EXPIRY_DAYS after it was sent).
 */

export {
  COLLABORATION_BOXES,
  COLLABORATION_EXPIRY_DAYS,
  COLLABORATION_KINDS,
  COLLABORATION_MESSAGE_MAX,
  COLLABORATION_STATUSES,
  COLLABORATIONS_PAGE_SIZE,
  DECLINE_REASON_MAX,
  OFFER_DESCRIPTION_MAX,
  OFFER_MILESTONE_AMOUNT_MAX,
  OFFER_MILESTONES_MAX,
  OFFER_TITLE_MAX,
};

export const ZCollaborationKind = z.enum(COLLABORATION_KINDS);
export type TCollaborationKind = z.infer<typeof ZCollaborationKind>;

export const ZCollaborationStatus = z.enum(COLLABORATION_STATUSES);
export type TCollaborationStatus = z.infer<typeof ZCollaborationStatus>;

export const ZCollaborationBox = z.enum(COLLABORATION_BOXES);
export type TCollaborationBox = z.infer<typeof ZCollaborationBox>;

export const ZCollaborationAction = z.enum(["ACCEPT", "DECLINE", "CANCEL"]);
export type TCollaborationAction = z.infer<typeof ZCollaborationAction>;

// ── Requests ───────────────────────────────────────────────────────────────────────────────

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ZOfferMilestone = z.object({
  title: oneLine(200, "Title is required.").min(1, "Title is required."),
  amount: paise({ whole: "Use whole paise.", negative: "Amount must be more than 0." })
    .min(1, "Amount must be more than 0.")
    .max(OFFER_MILESTONE_AMOUNT_MAX, "Amount must be at most 10 crore INR."),
  /** `YYYY-MM-DD`, today or later (the API checks against its clock). */
  dueDate: oneLine(10, "Pick a due date.")
    .min(1, "Pick a due date.")
    .refine(isRealDate, {
      message: "Use a date in the form YYYY-MM-DD.",
      // A blank date already says "Pick a due date.".
      when: (payload) => typeof payload.value === "string" && payload.value !== "",
    }),
});
export type TOfferMilestone = z.infer<typeof ZOfferMilestone>;

const recipient = {
  /** A freelancer's user id… */
  freelancerId: z.string().uuid("Must be a valid id.").optional(),
  /** …or a team's id (exactly one of the two). */
  teamId: z.string().uuid("Must be a valid id.").optional(),
};
const optionalMessage = z.preprocess(emptyAsUndefined, paragraphs(COLLABORATION_MESSAGE_MAX).optional());

function oneRecipient(body: { freelancerId?: string; teamId?: string }, ctx: z.RefinementCtx) {
  if (Boolean(body.freelancerId) === Boolean(body.teamId)) {
    ctx.addIssue({ code: "custom", path: ["freelancerId"], message: "Choose a freelancer or a team." });
  }
}

export const ZOfferBody = z
  .object({
    kind: z.literal("OFFER"),
    ...recipient,
    title: oneLine(OFFER_TITLE_MAX, "Title is required.").min(3, "Title must be at least 3 characters."),
    description: paragraphs(OFFER_DESCRIPTION_MAX, "Description is required.").min(
      10,
      "Describe the work in at least 10 characters.",
    ),
    milestones: z
      .array(ZOfferMilestone)
      .min(1, "Add at least one milestone.")
      .max(OFFER_MILESTONES_MAX, `An offer has at most ${OFFER_MILESTONES_MAX} milestones.`),
    message: optionalMessage,
  })
  .superRefine(oneRecipient);
export type TOfferBody = z.infer<typeof ZOfferBody>;

/** An offer to work by the hour (decision 0091): accepting it starts an hourly project on these terms. */
export const ZHourlyOfferBody = z
  .object({
    kind: z.literal("HOURLY_OFFER"),
    ...recipient,
    title: oneLine(OFFER_TITLE_MAX, "Title is required.").min(3, "Title must be at least 3 characters."),
    description: paragraphs(OFFER_DESCRIPTION_MAX, "Description is required.").min(
      10,
      "Describe the work in at least 10 characters.",
    ),
    rate: ZHourlyRate,
    terms: ZHourlyHireTerms,
    message: optionalMessage,
  })
  .superRefine(oneRecipient);
export type THourlyOfferBody = z.input<typeof ZHourlyOfferBody>;

export const ZProjectInviteBody = z.object({
  kind: z.literal("PROJECT_INVITE"),
  projectId: z.string().uuid("Must be a valid id."),
  freelancerId: z.string().uuid("Must be a valid id."),
  message: optionalMessage,
});
export type TProjectInviteBody = z.infer<typeof ZProjectInviteBody>;

export const ZTaskInviteBody = z
  .object({
    kind: z.literal("TASK_INVITE"),
    taskId: z.string().uuid("Must be a valid id."),
    ...recipient,
    message: optionalMessage,
  })
  .superRefine(oneRecipient);
export type TTaskInviteBody = z.infer<typeof ZTaskInviteBody>;

/** POST /collaborations. */
export const ZCollaborationCreateBody = z.discriminatedUnion("kind", [
  ZOfferBody,
  ZHourlyOfferBody,
  ZProjectInviteBody,
  ZTaskInviteBody,
]);
export type TCollaborationCreateBody = z.infer<typeof ZCollaborationCreateBody>;

/** POST /collaborations/{id}/decline: an optional reason the sender reads. */
export const ZDeclineBody = z
  .object({ reason: z.preprocess(emptyAsUndefined, paragraphs(DECLINE_REASON_MAX).optional()) })
  .default({});
export type TDeclineBody = z.infer<typeof ZDeclineBody>;

export const ZCollaborationListQuery = pageQuery(COLLABORATIONS_PAGE_SIZE).extend({
  box: ZCollaborationBox.default("received"),
  status: z.preprocess(emptyAsUndefined, ZCollaborationStatus.optional()),
});
export type TCollaborationListQuery = z.infer<typeof ZCollaborationListQuery>;

// ── Responses ──────────────────────────────────────────────────────────────────────────────

export const ZCollaborationMilestone = z.object({
  title: z.string(),
  amount: z.number().int(),
  dueDate: z.string(),
});

export const ZCollaboration = z.object({
  id: z.string().uuid(),
  kind: ZCollaborationKind,
  status: ZCollaborationStatus,
  sender: ZProjectParty,
  /** The freelancer it was sent to (null for a team). */
  recipient: ZProjectParty.nullable(),
  recipientTeam: ZTeamRef.nullable(),
  title: z.string(),
  description: z.string(),
  message: z.string().nullable(),
  /** OFFER: the milestones and their sum (paise). */
  milestones: z.array(ZCollaborationMilestone),
  totalAmount: z.number().int(),
  /** HOURLY_OFFER: the rate and terms, and the date it starts; absent on every other kind. */
  hourly: ZHourlyTermsView.extend({ startDate: z.string() }).nullable().optional(),
  /** PROJECT_INVITE: the project; OFFER: the project created on accepting. */
  project: z.object({ id: z.string().uuid(), title: z.string() }).nullable(),
  /** TASK_INVITE: the task to apply to. */
  task: z.object({ id: z.string().uuid(), title: z.string() }).nullable(),
  declineReason: z.string().nullable(),
  /** Who answered (a team offer: the admin who accepted or declined). */
  respondedBy: ZProjectParty.nullable(),
  respondedAt: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** What the viewer may do now. */
  actions: z.array(ZCollaborationAction),
  /** The message or texts ask to move work or payment off Crewlance (decision 0092): the recipient sees a notice. */
  offPlatform: z.boolean().optional(),
});
export type TCollaboration = z.infer<typeof ZCollaboration>;

export const ZCollaborationList = paginated(ZCollaboration);
export type TCollaborationList = z.infer<typeof ZCollaborationList>;

/** Sum of an offer's milestones (paise). */
export function offerTotal(milestones: readonly { amount: number }[]): number {
  return milestones.reduce((sum, milestone) => sum + milestone.amount, 0);
}

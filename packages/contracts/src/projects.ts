import { z } from "zod";
import { pageQuery, paginated, paise, ZPaise } from "./common";
import { USER_REVIEWS_PAGE_SIZE } from "./constants";
import { HOURLY_ACTIVITY_TYPES } from "./hourly";
import { ZTeamRef } from "./teams";
import { emptyAsUndefined, oneLine, paragraphs } from "./text-fields";

/*
 * Projects. Accepting an application creates the record: status ACTIVE
 * and a first milestone from the proposal. Milestones, board, activity and money come later and
 * extend these shapes.
 */

export const ZProjectStatus = z.enum(["ACTIVE", "COMPLETED", "CANCELLED", "DISPUTED"]);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;

export const ZMilestoneStatus = z.enum([
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "APPROVED",
  "REVISION_REQUESTED",
  "CANCELLED",
]);
export type TMilestoneStatus = z.infer<typeof ZMilestoneStatus>;

export const ZMilestone = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  title: z.string(),
  amount: ZPaise,
  /** `YYYY-MM-DD`, or null when none was set. */
  dueDate: z.string().nullable(),
  status: ZMilestoneStatus,
  /** 1-based order within the project. */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMilestone = z.infer<typeof ZMilestone>;

export const ZProjectParty = z.object({
  id: z.string().uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TProjectParty = z.infer<typeof ZProjectParty>;

/** FIXED: paid by milestones; HOURLY: a contract billed by the week (decision 0091). */
export const ZProjectKind = z.enum(["FIXED", "HOURLY"]);
export type TProjectKind = z.infer<typeof ZProjectKind>;

/** A project in GET /projects. */
export const ZProjectListItem = z.object({
  id: z.string().uuid(),
  title: z.string(),
  kind: ZProjectKind,
  status: ZProjectStatus,
  company: ZProjectParty,
  freelancer: ZProjectParty,
  /** The hired team when a team applied; `freelancer` is then the admin who applied. */
  team: ZTeamRef.nullable().optional(),
  taskId: z.string().uuid().nullable(),
  applicationId: z.string().uuid().nullable(),
  /** The sum of the project's milestones that are not cancelled. */
  totalAmount: ZPaise,
  milestonesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProjectListItem = z.infer<typeof ZProjectListItem>;

/** GET /projects/{id}: the parties only. */
export const ZProject = ZProjectListItem.extend({
  description: z.string(),
  milestones: z.array(ZMilestone),
});
export type TProject = z.infer<typeof ZProject>;

/** GET /projects: the caller's projects (as company or freelancer), newest first. */
export const ZProjectListQuery = pageQuery(20).extend({
  status: z.preprocess(emptyAsUndefined, ZProjectStatus.optional()),
});
export type TProjectListQuery = z.input<typeof ZProjectListQuery>;

export const ZProjectListResponse = paginated(ZProjectListItem);
export type TProjectListResponse = z.infer<typeof ZProjectListResponse>;

/*
 * ── Milestones through escrow, board, activity, reviews, disputes ────────────────────────────
 * Decisions 0034–0037. A milestone frozen by a dispute has status DISPUTED (the status it came
 * from is kept on the dispute); a freelancer's proposal is a PENDING milestone whose `proposal`
 * is AWAITING until the company accepts (→ ACCEPTED) or declines (→ status CANCELLED, DECLINED).
 * Every amount is integer paise; fees use contracts/wallet's feeFor.
 */

/** The milestone statuses (ZMilestoneStatus plus DISPUTED). */
export const ZMilestoneStatusV2 = z.enum([
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "REVISION_REQUESTED",
  "APPROVED",
  "CANCELLED",
  "DISPUTED",
]);
export type TMilestoneStatusV2 = z.infer<typeof ZMilestoneStatusV2>;

export const ZProjectSide = z.enum(["COMPANY", "FREELANCER"]);
export type TProjectSide = z.infer<typeof ZProjectSide>;

/** How the viewer reaches a project (a collaborator: decision 0047; ADMIN: decision 0080). */
export const ZProjectViewerAccess = z.enum(["COMPANY", "FREELANCER", "TEAM_MEMBER", "COLLABORATOR", "ADMIN"]);
export type TProjectViewerAccess = z.infer<typeof ZProjectViewerAccess>;

export const ZMilestoneProposal = z.enum(["AWAITING", "ACCEPTED", "DECLINED"]);
export type TMilestoneProposal = z.infer<typeof ZMilestoneProposal>;

/** What the viewer may do to a milestone now; the web shows exactly these buttons. */
export const ZMilestoneAction = z.enum([
  "EDIT",
  "FUND",
  "SUBMIT",
  "APPROVE",
  "REQUEST_REVISION",
  "CANCEL",
  "DISPUTE",
  "ACCEPT",
  "DECLINE",
]);
export type TMilestoneAction = z.infer<typeof ZMilestoneAction>;

/** A file delivered with a submission (or uploaded to the project), downloadable by the parties only. */
export const ZProjectFile = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  /** The milestone whose submission carries it; null until it is submitted. */
  milestoneId: z.string().uuid().nullable(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedBy: ZProjectParty,
  /** Download address under /api: GET /projects/{projectId}/files/{id}. */
  url: z.string(),
  createdAt: z.string(),
});
export type TProjectFile = z.infer<typeof ZProjectFile>;

export const ZProjectFileList = z.object({ items: z.array(ZProjectFile) });
export type TProjectFileList = z.infer<typeof ZProjectFileList>;

/** The money of one milestone. `clientFee` is the fee recorded at funding (or the fee it would cost now). */
export const ZMilestoneFees = z.object({
  amount: ZPaise,
  /** Paid by the company on top of the amount when funding. */
  clientFee: ZPaise,
  /** GST on the client fee, charged with it at funding (decision 0088). */
  clientFeeGst: ZPaise,
  /** amount + clientFee + clientFeeGst: what funding moves from the company's available balance. */
  fundTotal: ZPaise,
  /** Kept from the freelancer on release. */
  freelancerFee: ZPaise,
  /** GST on the freelancer fee, kept with it on release. */
  freelancerFeeGst: ZPaise,
  /** amount − freelancerFee − freelancerFeeGst: what approving pays the freelancer. */
  freelancerReceives: ZPaise,
});
export type TMilestoneFees = z.infer<typeof ZMilestoneFees>;

/** One submission of a milestone (the latest is `submission`; earlier ones are in `submissions`). */
export const ZMilestoneSubmission = z.object({
  id: z.string().uuid(),
  note: z.string(),
  files: z.array(ZProjectFile),
  submittedAt: z.string(),
  /** The company's reason when it asked for a revision of this submission. */
  revisionReason: z.string().nullable(),
  revisionRequestedAt: z.string().nullable(),
});
export type TMilestoneSubmission = z.infer<typeof ZMilestoneSubmission>;

export const ZDisputeStatus = z.enum(["OPEN", "RESOLVED"], "Choose open or resolved.");
export type TDisputeStatus = z.infer<typeof ZDisputeStatus>;
export const ZDisputeOutcome = z.enum(["RELEASE", "REFUND", "SPLIT"]);
export type TDisputeOutcome = z.infer<typeof ZDisputeOutcome>;

/**
 * How an admin settled a dispute on the milestone (decision 0037), so both sides read what went
 * where (decision 0079): of the milestone's amount, what was released to the freelancer (before
 * the freelancer fee) and what went back to the company, with the part of the client fee
 * refunded beside it.
 */
export const ZMilestoneResolution = z.object({
  outcome: ZDisputeOutcome,
  releasedAmount: ZPaise,
  refundedAmount: ZPaise,
  refundedFee: ZPaise,
  note: z.string(),
  resolvedAt: z.string(),
});
export type TMilestoneResolution = z.infer<typeof ZMilestoneResolution>;

/** GET /projects/{id} milestones: ZMilestone with its lifecycle. */
export const ZMilestoneDetail = ZMilestone.extend({
  status: ZMilestoneStatusV2,
  proposedBy: ZProjectSide,
  /** null for a company's milestone. */
  proposal: ZMilestoneProposal.nullable(),
  fees: ZMilestoneFees,
  fundedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** When a SUBMITTED milestone approves itself (AUTO_APPROVE_DAYS after submission); null otherwise. */
  autoApproveAt: z.string().nullable(),
  /** True when the system approved it. */
  autoApproved: z.boolean(),
  /** The latest submission, or null before the first. */
  submission: ZMilestoneSubmission.nullable(),
  /** Every submission, newest first. */
  submissions: z.array(ZMilestoneSubmission),
  /** The latest revision reason while REVISION_REQUESTED. */
  revisionReason: z.string().nullable(),
  /** The open (or last) dispute on this milestone. */
  disputeId: z.string().uuid().nullable(),
  /** How the last dispute was resolved; null while none was (or one is open). */
  resolution: ZMilestoneResolution.nullable(),
  /** Who must act next: null when nobody (approved, cancelled). ADMIN while disputed. */
  waitingOn: z.enum(["COMPANY", "FREELANCER", "ADMIN"]).nullable(),
  /** What the viewer may do now. */
  actions: z.array(ZMilestoneAction),
});
export type TMilestoneDetail = z.infer<typeof ZMilestoneDetail>;

/** The project's money, from its milestones and the ledger. */
export const ZProjectMoney = z.object({
  /** Sum of milestones not cancelled (proposals awaiting an answer excluded). */
  total: ZPaise,
  /** Held in escrow now: amount + client fee of FUNDED, SUBMITTED, REVISION_REQUESTED, DISPUTED milestones. */
  escrowHeld: ZPaise,
  /** Milestone amounts released to the freelancer (before the freelancer fee). */
  paid: ZPaise,
  /** What the freelancer received (paid less freelancer fees). */
  freelancerReceived: ZPaise,
  /** total − paid − refunded-by-split: still to be paid. */
  remaining: ZPaise,
  /** Client fees paid (funded milestones not refunded). */
  clientFees: ZPaise,
  /** Freelancer fees kept on releases. */
  freelancerFees: ZPaise,
  /** The fee rates now (GET /wallet/fees). */
  clientFeeBps: z.number().int(),
  freelancerFeeBps: z.number().int(),
});
export type TProjectMoney = z.infer<typeof ZProjectMoney>;

/** One "what waits on whom" hint, e.g. {side: COMPANY, text: "Fund 'Design'"}. */
export const ZWaitingHint = z.object({
  side: z.enum(["COMPANY", "FREELANCER", "ADMIN"]),
  text: z.string(),
  milestoneId: z.string().uuid().nullable(),
});
export type TWaitingHint = z.infer<typeof ZWaitingHint>;

/** Extra fields of GET /projects items: progress and the next step. */
export const ZProjectProgress = z.object({
  /** The viewer's side in the project; null for an admin reading a disputed project (decision 0080). */
  viewerSide: ZProjectSide.nullable(),
  /** Milestone amounts released so far (progress = paidAmount of totalAmount). */
  paidAmount: ZPaise,
  /** The earliest-due milestone that is not approved or cancelled. */
  nextMilestone: z
    .object({ id: z.string().uuid(), title: z.string(), dueDate: z.string().nullable(), status: ZMilestoneStatusV2 })
    .nullable(),
  /** What waits on the viewer, as a sentence ("Fund 'Design'"); null when nothing. */
  waitingOnViewer: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TProjectProgress = z.infer<typeof ZProjectProgress>;

export const ZProjectListItemV2 = ZProjectListItem.merge(ZProjectProgress);
export type TProjectListItemV2 = z.infer<typeof ZProjectListItemV2>;

export const ZProjectListResponseV2 = paginated(ZProjectListItemV2);
export type TProjectListResponseV2 = z.infer<typeof ZProjectListResponseV2>;

/** GET /projects/{id}. */
export const ZProjectDetail = ZProjectListItemV2.extend({
  description: z.string(),
  milestones: z.array(ZMilestoneDetail),
  money: ZProjectMoney,
  /** Every hint for both sides, the viewer's first. */
  waitingOn: z.array(ZWaitingHint),
  /** The company may cancel the project now (ACTIVE, nothing funded or submitted). */
  canCancel: z.boolean(),
  /** The viewer may add a milestone (company) or propose one (freelancer). */
  canAddMilestone: z.boolean(),
  /** Reviews may be written until then (completedAt + 14 days); null before completion. */
  reviewDeadline: z.string().nullable(),
  /** The people of the project (board assignees). */
  people: z.array(ZProjectParty.extend({ side: ZProjectSide })),
  /**
   * Freelancers who joined by an accepted invitation; they work on the board, files and
   * chat, while milestone money stays with the hired party.
   */
  collaborators: z.array(ZProjectParty).optional(),
  /**
   * The viewer's access (a party, a member of the hired team or a collaborator); ADMIN:
   * an admin reading a disputed project, read-only and audited (decision 0080).
   */
  viewerAccess: ZProjectViewerAccess.optional(),
  /** Whether the viewer may invite a collaborator now (a party, or an admin of the hired team). */
  canInviteCollaborator: z.boolean().optional(),
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

// ── Milestone requests ─────────────────────────────────────────────────────────────────────

export const MILESTONE_TITLE_MAX = 200;
export const MILESTONE_NOTE_MAX = 5_000;
export const MILESTONE_REASON_MAX = 2_000;
export const MILESTONE_FILES_MAX = 10;
/** ₹10 crore, as a task budget. */
export const MILESTONE_AMOUNT_MAX = 10_000_000_000;

const MILESTONE_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  if (!MILESTONE_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const milestoneTitle = oneLine(MILESTONE_TITLE_MAX, "Title is required.").min(1, "Title is required.");
const milestoneAmount = paise({ whole: "Use whole paise.", negative: "Amount must be more than 0." })
  .min(1, "Amount must be more than 0.")
  .max(MILESTONE_AMOUNT_MAX, "Amount must be at most 10 crore INR.");
/** `YYYY-MM-DD`; null clears it. The API does not refuse past dates on edit (work may be late). */
const milestoneDueDate = oneLine(10).refine(isRealDate, "Use a date in the form YYYY-MM-DD.").nullable();

/** POST /projects/{id}/milestones: the company adds one; the freelancer proposes one (AWAITING). */
export const ZMilestoneCreateBody = z.object({
  title: milestoneTitle,
  amount: milestoneAmount,
  dueDate: milestoneDueDate.optional(),
});
export type TMilestoneCreateBody = z.infer<typeof ZMilestoneCreateBody>;

/** PATCH /milestones/{id}: the company, while PENDING. At least one field. */
export const ZMilestonePatchBody = z
  .object({
    title: milestoneTitle.optional(),
    amount: milestoneAmount.optional(),
    dueDate: milestoneDueDate.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field.");
export type TMilestonePatchBody = z.infer<typeof ZMilestonePatchBody>;

/**
 * POST /milestones/{id}/fund (Idempotency-Key). `expectedTotal` is the amount + client fee the
 * dialog showed: when given and different (the fee changed) the API answers 409.
 */
export const ZMilestoneFundBody = z.object({
  expectedTotal: paise().optional(),
});
export type TMilestoneFundBody = z.infer<typeof ZMilestoneFundBody>;

/** POST /milestones/{id}/submit: the freelancer, FUNDED or REVISION_REQUESTED; files uploaded first. */
export const ZMilestoneSubmitBody = z.object({
  note: paragraphs(MILESTONE_NOTE_MAX, "Add a note about what you deliver.").min(
    1,
    "Add a note about what you deliver.",
  ),
  fileIds: z
    .array(z.string().uuid("Must be a valid id."))
    .max(MILESTONE_FILES_MAX, `Attach at most ${MILESTONE_FILES_MAX} files.`)
    .default([]),
});
export type TMilestoneSubmitBody = z.input<typeof ZMilestoneSubmitBody>;

/** POST /milestones/{id}/approve (Idempotency-Key): the company, SUBMITTED. */
export const ZMilestoneApproveBody = z.object({});
export type TMilestoneApproveBody = z.infer<typeof ZMilestoneApproveBody>;

const reason = (missing: string) => paragraphs(MILESTONE_REASON_MAX, missing).min(1, missing);

/** POST /milestones/{id}/request-revision: the company, SUBMITTED. */
export const ZMilestoneRevisionBody = z.object({ reason: reason("Say what needs to change.") });
export type TMilestoneRevisionBody = z.infer<typeof ZMilestoneRevisionBody>;

/** POST /milestones/{id}/cancel (Idempotency-Key always: a FUNDED one is refunded): the company, PENDING or FUNDED. */
export const ZMilestoneCancelBody = z.object({
  reason: paragraphs(MILESTONE_REASON_MAX).optional(),
});
export type TMilestoneCancelBody = z.infer<typeof ZMilestoneCancelBody>;

/** POST /milestones/{id}/dispute: either party, FUNDED or SUBMITTED (or REVISION_REQUESTED). */
export const ZMilestoneDisputeBody = z.object({ reason: reason("Say what went wrong.") });
export type TMilestoneDisputeBody = z.infer<typeof ZMilestoneDisputeBody>;

/** POST /milestones/{id}/accept: the company accepts a freelancer's proposal. */
export const ZMilestoneAcceptBody = z.object({});
/** POST /milestones/{id}/decline: the company declines a proposal. */
export const ZMilestoneDeclineBody = z.object({ reason: paragraphs(MILESTONE_REASON_MAX).optional() });
export type TMilestoneDeclineBody = z.infer<typeof ZMilestoneDeclineBody>;

/** POST /projects/{id}/cancel: the company, ACTIVE and nothing FUNDED, SUBMITTED or disputed. */
export const ZProjectCancelBody = z.object({ reason: paragraphs(MILESTONE_REASON_MAX).optional() });
export type TProjectCancelBody = z.infer<typeof ZProjectCancelBody>;

/** The answer of every milestone action: the milestone and its project's fresh detail. */
export const ZMilestoneActionResult = z.object({
  milestone: ZMilestoneDetail,
  project: ZProjectDetail,
});
export type TMilestoneActionResult = z.infer<typeof ZMilestoneActionResult>;

/** The shortfall of a fund (paise); the 422 INSUFFICIENT_FUNDS message states it as a sentence ("You need ₹X more …"). */
export const ZFundShortfall = z.object({ missing: ZPaise, available: ZPaise, required: ZPaise });
export type TFundShortfall = z.infer<typeof ZFundShortfall>;

/** `/projects/:id/files/:fileId` path parameters. */
export const ZProjectFileParams = z.object({
  id: z.string().uuid("Must be a valid id."),
  fileId: z.string().uuid("Must be a valid id."),
});

// ── Board ──────────────────────────────────────────────────────────────────────────────────

export const ZBoardStatus = z.enum(["TODO", "IN_PROGRESS", "IN_REVIEW", "DONE"], "Choose a column from the list.");
export type TBoardStatus = z.infer<typeof ZBoardStatus>;

export const BOARD_TITLE_MAX = 200;
export const BOARD_DESCRIPTION_MAX = 5_000;

/**
 * A card. `position` is a fractional key (decision 0035): cards of a column sort by it as plain
 * strings (byte order); the server computes it from the neighbour the client names.
 */
export const ZBoardItem = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  title: z.string(),
  description: z.string(),
  status: ZBoardStatus,
  position: z.string(),
  assignee: ZProjectParty.nullable(),
  dueDate: z.string().nullable(),
  createdBy: ZProjectParty,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBoardItem = z.infer<typeof ZBoardItem>;

/** GET /projects/{id}/board: every card, by column then position. */
export const ZBoard = z.object({ items: z.array(ZBoardItem) });
export type TBoard = z.infer<typeof ZBoard>;

/**
 * Where a card goes: `afterId` is the card it is dropped after (null = top of the column);
 * omitted = the end of the column. The card named must be in the target column.
 */
const afterId = z.string().uuid("Must be a valid id.").nullable();

/** POST /projects/{id}/board. */
export const ZBoardItemCreateBody = z.object({
  title: oneLine(BOARD_TITLE_MAX, "Title is required.").min(1, "Title is required."),
  description: paragraphs(BOARD_DESCRIPTION_MAX).default(""),
  status: ZBoardStatus.default("TODO"),
  assigneeId: z.string().uuid("Must be a valid id.").nullable().optional(),
  dueDate: milestoneDueDate.optional(),
  afterId: afterId.optional(),
});
export type TBoardItemCreateBody = z.input<typeof ZBoardItemCreateBody>;

/** PATCH /board-items/{id}: edit and/or move (status and/or afterId). At least one field. */
export const ZBoardItemPatchBody = z
  .object({
    title: oneLine(BOARD_TITLE_MAX).min(1, "Title is required.").optional(),
    description: paragraphs(BOARD_DESCRIPTION_MAX).optional(),
    status: ZBoardStatus.optional(),
    assigneeId: z.string().uuid("Must be a valid id.").nullable().optional(),
    dueDate: milestoneDueDate.optional(),
    afterId: afterId.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Change at least one field.");
export type TBoardItemPatchBody = z.infer<typeof ZBoardItemPatchBody>;

// ── Activity ───────────────────────────────────────────────────────────────────────────────

export const ZActivityType = z.enum([
  "PROJECT_CREATED",
  "PROJECT_COMPLETED",
  "PROJECT_CANCELLED",
  "MILESTONE_ADDED",
  "MILESTONE_PROPOSED",
  "MILESTONE_ACCEPTED",
  "MILESTONE_DECLINED",
  "MILESTONE_EDITED",
  "MILESTONE_FUNDED",
  "MILESTONE_SUBMITTED",
  "MILESTONE_REVISION_REQUESTED",
  "MILESTONE_APPROVED",
  "MILESTONE_AUTO_APPROVED",
  "MILESTONE_CANCELLED",
  "DISPUTE_OPENED",
  "DISPUTE_STATEMENT",
  "DISPUTE_RESOLVED",
  "BOARD_ITEM_CREATED",
  "BOARD_ITEM_UPDATED",
  "BOARD_ITEM_MOVED",
  "BOARD_ITEM_DELETED",
  "FILE_UPLOADED",
  "REVIEW_SUBMITTED",
  // A freelancer accepted an invitation to collaborate.
  "COLLABORATOR_JOINED",
  // Hourly contracts' entries (decision 0091), listed in contracts/hourly.ts.
  ...HOURLY_ACTIVITY_TYPES,
]);
export type TActivityType = z.infer<typeof ZActivityType>;

export const ZActivityItem = z.object({
  id: z.string().uuid(),
  type: ZActivityType,
  /** null when the system acted (auto-approve); an admin for a dispute resolution. */
  actor: ZProjectParty.nullable(),
  /** The sentence shown, e.g. "Asha funded 'Design' (₹5,250.00 with fee)". */
  text: z.string(),
  milestoneId: z.string().uuid().nullable(),
  boardItemId: z.string().uuid().nullable(),
  /** Paise moved by this event, if any. */
  amount: ZPaise.nullable(),
  createdAt: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /projects/{id}/activity: newest first, keyset-paged by `cursor` (a previous nextCursor). */
export const ZActivityQuery = z.object({
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
  limit: z.coerce.number().int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
});
export type TActivityQuery = z.input<typeof ZActivityQuery>;

export const ZActivityPage = z.object({ items: z.array(ZActivityItem), nextCursor: z.string().nullable() });
export type TActivityPage = z.infer<typeof ZActivityPage>;

// ── Reviews ────────────────────────────────────────────────────────────────────────────────

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX = 2_000;

/** POST /projects/{id}/reviews: each side once, within 14 days of completion. */
export const ZReviewBody = z.object({
  rating: z
    .number("Rating must be a number from 1 to 5.")
    .int("Rating must be a whole number from 1 to 5.")
    .min(1, "Rating must be from 1 to 5.")
    .max(5, "Rating must be from 1 to 5."),
  comment: paragraphs(REVIEW_COMMENT_MAX, "Write a comment.").min(1, "Write a comment."),
});
export type TReviewBody = z.infer<typeof ZReviewBody>;

/**
 * A review. Double-blind (decision 0036): the other side's review is returned only when both are
 * in or the window closed; until then `rating` and `comment` are null and `hidden` is true.
 */
export const ZReview = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  author: ZProjectParty,
  authorSide: ZProjectSide,
  subject: ZProjectParty,
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type TReview = z.infer<typeof ZReview>;

/** GET /projects/{id}/reviews (and the answer of POST). */
export const ZProjectReviews = z.object({
  /** The viewer's own review, always visible to them. */
  mine: ZReview.nullable(),
  /** The other side's review (hidden until both are in or the window closed). */
  theirs: ZReview.nullable(),
  /** The viewer may write a review now. */
  canReview: z.boolean(),
  /** completedAt + 14 days; null before completion. */
  deadline: z.string().nullable(),
  /** When hidden reviews show at the latest (the deadline); null when nothing is hidden. */
  revealsAt: z.string().nullable(),
});
export type TProjectReviews = z.infer<typeof ZProjectReviews>;

/** A visible review about a user, on their profile (GET /reviews?userId=). */
export const ZUserReview = ZReview.extend({ projectTitle: z.string() });
export type TUserReview = z.infer<typeof ZUserReview>;

/**
 * GET /reviews: the visible reviews about `userId`, newest first (public), by page number or
 * after a cursor, as notifications are (decision 0013).
 */
export const ZUserReviewQuery = z.object({
  userId: z.string("Choose whose reviews to show.").uuid("Must be a valid id."),
  page: z.coerce.number().int().min(1).default(1),
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
  limit: z.coerce.number().int().min(1).max(50).default(USER_REVIEWS_PAGE_SIZE),
});
export type TUserReviewQuery = z.input<typeof ZUserReviewQuery>;

/** A page of a profile's reviews; `nextCursor` asks for the reviews after it (null at the end). */
export const ZUserReviewPage = paginated(ZUserReview).extend({ nextCursor: z.string().nullable() });
export type TUserReviewPage = z.infer<typeof ZUserReviewPage>;

// ── Disputes ───────────────────────────────────────────────────────────────────────────────

export const ZDisputeStatement = z.object({
  author: ZProjectParty,
  side: z.enum(["COMPANY", "FREELANCER", "ADMIN"]),
  text: z.string(),
  createdAt: z.string(),
});
export type TDisputeStatement = z.infer<typeof ZDisputeStatement>;

export const ZDispute = z.object({
  id: z.string().uuid(),
  status: ZDisputeStatus,
  project: z.object({ id: z.string().uuid(), title: z.string() }),
  milestone: z.object({
    id: z.string().uuid(),
    title: z.string(),
    amount: ZPaise,
    clientFee: ZPaise,
    /** GST on the client fee, paid at funding: a refund returns it with the fee (decision 0088). */
    clientFeeGst: ZPaise,
    /** The status it had when the dispute opened (FUNDED, SUBMITTED or REVISION_REQUESTED). */
    frozenFrom: ZMilestoneStatusV2,
    submissions: z.array(ZMilestoneSubmission),
  }),
  company: ZProjectParty,
  freelancer: ZProjectParty,
  openedBy: ZProjectParty,
  openedBySide: ZProjectSide,
  reason: z.string(),
  /** The opener's reason first, then each side's further statements, oldest first. */
  statements: z.array(ZDisputeStatement),
  /** The milestone's events, oldest first. */
  history: z.array(ZActivityItem),
  resolution: z
    .object({
      outcome: ZDisputeOutcome,
      /** Released to the freelancer (before the freelancer fee). */
      freelancerAmount: ZPaise,
      /** Refunded to the company (its share of the amount plus its share of the client fee). */
      companyRefund: ZPaise,
      note: z.string(),
      resolvedBy: ZProjectParty,
      resolvedAt: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TDispute = z.infer<typeof ZDispute>;

/** POST /disputes/{id}/statements: either party adds its side while OPEN. */
export const ZDisputeStatementBody = z.object({ text: reason("Write your statement.") });
export type TDisputeStatementBody = z.infer<typeof ZDisputeStatementBody>;

/** GET /admin/disputes: OPEN by default, oldest first (a queue); page-numbered. */
export const ZAdminDisputeQuery = pageQuery(20).extend({
  status: z.preprocess(emptyAsUndefined, ZDisputeStatus.default("OPEN")),
});
export type TAdminDisputeQuery = z.input<typeof ZAdminDisputeQuery>;
export const ZAdminDisputePage = paginated(ZDispute);
export type TAdminDisputePage = z.infer<typeof ZAdminDisputePage>;

const resolveNote = paragraphs(MILESTONE_REASON_MAX, "Write a note to both sides.").min(
  1,
  "Write a note to both sides.",
);

/**
 * POST /admin/disputes/{id}/resolve (ADMIN, Idempotency-Key). SPLIT: `freelancerAmount` of the
 * milestone amount is released (1 ≤ x < amount), the rest refunded with the matching share of
 * the client fee (decision 0037).
 */
export const ZDisputeResolveBody = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.literal("RELEASE"), note: resolveNote }),
    z.object({ outcome: z.literal("REFUND"), note: resolveNote }),
    z.object({
      outcome: z.literal("SPLIT"),
      freelancerAmount: paise({
        whole: "Use whole paise.",
        negative: "The freelancer's share must be more than 0.",
      }).min(1, "The freelancer's share must be more than 0."),
      note: resolveNote,
    }),
  ],
  { error: "Choose release, refund or split." },
);
export type TDisputeResolveBody = z.infer<typeof ZDisputeResolveBody>;

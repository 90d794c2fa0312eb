/*
 * The collaborations' plain values (decision 0047), without zod, for screens whose first paint
 * must not load it (decision 0053). collaborations.ts re-exports them beside its schemas.
 */

export const COLLABORATION_EXPIRY_DAYS = 14;
export const COLLABORATIONS_PAGE_SIZE = 20;
export const OFFER_MILESTONES_MAX = 10;
export const OFFER_TITLE_MAX = 200;
export const OFFER_DESCRIPTION_MAX = 5_000;
export const COLLABORATION_MESSAGE_MAX = 1_000;
export const DECLINE_REASON_MAX = 1_000;
/** ₹10 crore per milestone, as a task budget and a project milestone. */
export const OFFER_MILESTONE_AMOUNT_MAX = 10_000_000_000;

export const COLLABORATION_KINDS = ["OFFER", "HOURLY_OFFER", "PROJECT_INVITE", "TASK_INVITE"] as const;
export const COLLABORATION_STATUSES = ["PENDING", "ACCEPTED", "DECLINED", "CANCELLED", "EXPIRED"] as const;
export const COLLABORATION_BOXES = ["received", "sent"] as const;

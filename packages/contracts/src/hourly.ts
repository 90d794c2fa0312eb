import { z } from "zod";
import { pageQuery, paginated, paise, ZPaise } from "./common";
import { MAX_HOURLY_RATE_PAISE } from "./constants";
import { emptyAsUndefined, oneLine, paragraphs } from "./text-fields";

/*
 * Hourly contracts (decision 0091). A project hired on an HOURLY task (or from an hourly offer)
 * has a contract: a rate per hour, a weekly limit or none, and a manual-time policy. Weeks run
 * Monday 00:00 to Sunday 23:59 in Asia/Kolkata and are named by their Monday (`YYYY-MM-DD`).
 * Each week's maximum is funded into escrow when it starts; a closed week is reviewed by the
 * company for REVIEW_DAYS; undisputed hours are released, unused escrow returned at once.
 */

export const WEEKLY_LIMIT_MIN_HOURS = 1;
export const WEEKLY_LIMIT_MAX_HOURS = 80;
/** The weekly limit a hire starts with when the company does not choose one. */
export const DEFAULT_WEEKLY_LIMIT_HOURS = 40;
export const TIME_MEMO_MIN = 3;
export const TIME_MEMO_MAX = 500;
export const DISPUTE_ENTRY_REASON_MIN = 10;
export const DISPUTE_ENTRY_REASON_MAX = 500;
export const BONUS_NOTE_MAX = 500;
export const MIN_HOURLY_RATE_PAISE = 100;
/** India has one time zone and no daylight saving: +05:30 all year. */
export const INDIA_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** The Monday (`YYYY-MM-DD`) of the week in India that holds `at`. */
export function weekStartOf(at: Date): string {
  const local = new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The date (`YYYY-MM-DD`) in India of `at`. */
export function indiaDateOf(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Midnight in India at the start of `date` (`YYYY-MM-DD`), as an instant. */
export function indiaMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MINUTES * 60_000);
}

/** The week's first instant (Monday 00:00 in India) and the first instant after it (next Monday 00:00). */
export function weekBounds(weekStart: string): { startsAt: Date; endsAt: Date } {
  const startsAt = indiaMidnight(weekStart);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY_MS) };
}

/** The Monday `weeks` weeks after `weekStart` (negative: before). */
export function addWeeks(weekStart: string, weeks: number): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** What `minutes` at `rate` paise an hour bill: rounded half up to whole paise, once per week. */
export function amountForMinutes(minutes: number, rate: number): number {
  return Math.floor((minutes * rate + 30) / 60);
}

/** The escrow a week needs: its limit at its rate (the client fee and its GST come on top). */
export function weekMaximum(weeklyLimitHours: number, rate: number): number {
  return weeklyLimitHours * rate;
}

export const ZManualPolicy = z.enum(["ALLOWED", "LIMITED"], "Choose whether manual time is allowed.");
export type TManualPolicy = z.infer<typeof ZManualPolicy>;
export const ZHourlyContractStatus = z.enum(["ACTIVE", "PAUSED", "ENDED"]);
export type THourlyContractStatus = z.infer<typeof ZHourlyContractStatus>;
export const ZHourlyWeekStatus = z.enum(["UNFUNDED", "OPEN", "IN_REVIEW", "PAID", "DISPUTED", "SETTLED"]);
export type THourlyWeekStatus = z.infer<typeof ZHourlyWeekStatus>;

const isoDate = z.iso.date("Use a date in the form YYYY-MM-DD.");
const clockTime = z
  .string("Give the time as HH:MM.")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Give the time as HH:MM, 00:00 to 23:59.");

export const ZHourlyRate = paise({ whole: "Use whole paise.", negative: "The rate must be more than 0." })
  .min(MIN_HOURLY_RATE_PAISE, "The rate must be at least ₹1 an hour.")
  .max(MAX_HOURLY_RATE_PAISE, "The rate must be at most ₹10,00,000 an hour.");

export const ZWeeklyLimitHours = z
  .number("Give the weekly limit in hours.")
  .int("Use whole hours.")
  .min(WEEKLY_LIMIT_MIN_HOURS, `The weekly limit must be at least ${WEEKLY_LIMIT_MIN_HOURS} hour.`)
  .max(WEEKLY_LIMIT_MAX_HOURS, `The weekly limit must be at most ${WEEKLY_LIMIT_MAX_HOURS} hours.`);

const ZManualLimitHours = z
  .number("Give the manual-time limit in hours.")
  .int("Use whole hours.")
  .min(0, "The manual-time limit must be 0 or more hours.")
  .max(WEEKLY_LIMIT_MAX_HOURS, `The manual-time limit must be at most ${WEEKLY_LIMIT_MAX_HOURS} hours.`);

function manualLimitWithPolicy(
  body: { manualPolicy?: TManualPolicy; manualLimitHours?: number | null },
  ctx: z.RefinementCtx,
) {
  if (body.manualPolicy === "LIMITED" && (body.manualLimitHours === undefined || body.manualLimitHours === null)) {
    ctx.addIssue({
      code: "custom",
      path: ["manualLimitHours"],
      message: "Give the hours of manual time allowed a week.",
    });
  }
}

/** The terms a company sets when it hires by the hour (the rate is the proposal's, or the offer's). */
export const ZHourlyHireTerms = z
  .object({
    /** Null: no weekly limit. */
    weeklyLimitHours: ZWeeklyLimitHours.nullable().default(DEFAULT_WEEKLY_LIMIT_HOURS),
    manualPolicy: ZManualPolicy.default("ALLOWED"),
    manualLimitHours: ZManualLimitHours.nullable().optional(),
    /** Today or later in India (the API checks against its clock); absent: today. */
    startDate: z.preprocess(emptyAsUndefined, isoDate.optional()),
  })
  .superRefine(manualLimitWithPolicy);
export type THourlyHireTerms = z.input<typeof ZHourlyHireTerms>;

/** POST /applications/{id}/accept on an HOURLY task: the body is optional; these are its terms. */
export const ZAcceptHourlyBody = z.object({ hourly: ZHourlyHireTerms.optional() });
export type TAcceptHourlyBody = z.input<typeof ZAcceptHourlyBody>;

/** PATCH /projects/{id}/hourly/terms (the company): from next week; a rate change waits for the freelancer. */
export const ZHourlyTermsChangeBody = z
  .object({
    rate: ZHourlyRate.optional(),
    weeklyLimitHours: ZWeeklyLimitHours.nullable().optional(),
    manualPolicy: ZManualPolicy.optional(),
    manualLimitHours: ZManualLimitHours.nullable().optional(),
  })
  .superRefine(manualLimitWithPolicy)
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Change at least one term.",
    path: ["rate"],
  });
export type THourlyTermsChangeBody = z.input<typeof ZHourlyTermsChangeBody>;

/** What a contract's terms are, or will be. */
export const ZHourlyTermsView = z.object({
  rate: ZPaise,
  weeklyLimitHours: z.number().int().nullable(),
  manualPolicy: ZManualPolicy,
  manualLimitHours: z.number().int().nullable(),
});
export type THourlyTermsView = z.infer<typeof ZHourlyTermsView>;

export const ZHourlyTermChange = ZHourlyTermsView.extend({
  id: z.string().uuid(),
  /** The Monday the new terms start. */
  effectiveWeek: z.string(),
  /** PENDING: a rate change the freelancer has not accepted yet; ACCEPTED: waits for its week. */
  status: z.enum(["PENDING", "ACCEPTED"]),
  createdAt: z.string(),
});
export type THourlyTermChange = z.infer<typeof ZHourlyTermChange>;

/** One week of a contract as both sides see it. */
export const ZHourlyWeek = z.object({
  id: z.string().uuid(),
  weekStart: z.string(),
  /** The Sunday it ends on. */
  weekEnd: z.string(),
  status: ZHourlyWeekStatus,
  rate: ZPaise,
  weeklyLimitHours: z.number().int().nullable(),
  manualPolicy: ZManualPolicy,
  manualLimitHours: z.number().int().nullable(),
  loggedMinutes: z.number().int(),
  manualMinutes: z.number().int(),
  /** Null without a limit. */
  minutesLeft: z.number().int().nullable(),
  /** What the logged minutes bill at the week's rate. */
  amountSoFar: ZPaise,
  fundedAmount: ZPaise,
  clientFee: ZPaise,
  /** Why the week could not be funded (too little balance), while UNFUNDED. */
  fundingNote: z.string().nullable(),
  billedAmount: ZPaise,
  disputedAmount: ZPaise,
  releasedAmount: ZPaise,
  refundedAmount: ZPaise,
  reviewEndsAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The admin's dispute on the disputed entries, once the review ended with some. */
  disputeId: z.string().uuid().nullable(),
});
export type THourlyWeek = z.infer<typeof ZHourlyWeek>;

/** GET /projects/{id}/hourly: the contract, the coming change, this week. */
export const ZHourlyContract = z.object({
  projectId: z.string().uuid(),
  status: ZHourlyContractStatus,
  terms: ZHourlyTermsView,
  startDate: z.string(),
  pausedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  pendingChange: ZHourlyTermChange.nullable(),
  /** COMPANY, FREELANCER (logs the time), or MEMBER (a team member or collaborator who reads). */
  viewerSide: z.enum(["COMPANY", "FREELANCER", "MEMBER"]),
  /** The current week; null before the start date or after the end. */
  thisWeek: ZHourlyWeek.nullable(),
  /** What waits on the viewer, as a sentence ("Review last week's hours by 9 Dec."), or null. */
  waitingOnViewer: z.string().nullable(),
});
export type THourlyContract = z.infer<typeof ZHourlyContract>;

/** GET /hourly/summaries: the viewer's live hourly projects, for the project list. */
export const ZHourlySummary = z.object({
  projectId: z.string().uuid(),
  status: ZHourlyContractStatus,
  rate: ZPaise,
  minutesThisWeek: z.number().int(),
  weeklyLimitHours: z.number().int().nullable(),
  waitingOnViewer: z.string().nullable(),
});
export const ZHourlySummaries = z.object({ items: z.array(ZHourlySummary) });
export type THourlySummary = z.infer<typeof ZHourlySummary>;

export const ZTimeEntrySource = z.enum(["TIMER", "MANUAL"]);
export const ZTimeEntry = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  weekStart: z.string(),
  userId: z.string().uuid(),
  startedAt: z.string(),
  endedAt: z.string(),
  minutes: z.number().int(),
  memo: z.string(),
  source: ZTimeEntrySource,
  disputeReason: z.string().nullable(),
  disputedAt: z.string().nullable(),
  /** Whether the viewer may still edit or delete it (its author, while its week is open). */
  editable: z.boolean(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntry>;

const ZMemo = paragraphs(TIME_MEMO_MAX, "Say what you worked on.").min(
  TIME_MEMO_MIN,
  `Say what you worked on in at least ${TIME_MEMO_MIN} characters.`,
);

/**
 * POST /projects/{id}/hourly/entries: manual time on a date in India, from `startTime` to
 * `endTime`, or `minutes` long (placed after that day's last entry, from 09:00 when there is none).
 */
export const ZTimeEntryBody = z
  .object({
    date: isoDate,
    startTime: z.preprocess(emptyAsUndefined, clockTime.optional()),
    endTime: z.preprocess(emptyAsUndefined, clockTime.optional()),
    minutes: z
      .number("Give the duration in minutes.")
      .int("Use whole minutes.")
      .min(1, "The duration must be at least 1 minute.")
      .max(24 * 60, "An entry is at most 24 hours.")
      .optional(),
    memo: ZMemo,
  })
  .superRefine((body, ctx) => {
    const span = body.startTime !== undefined || body.endTime !== undefined;
    if (span && (body.startTime === undefined || body.endTime === undefined)) {
      const path = body.startTime === undefined ? "startTime" : "endTime";
      ctx.addIssue({ code: "custom", path: [path], message: "Give both a start and an end time." });
    } else if (span && body.minutes !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["minutes"],
        message: "Give a start and end time, or a duration, not both.",
      });
    } else if (!span && body.minutes === undefined) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: "Give a start and end time, or a duration." });
    } else if (span && body.startTime! >= body.endTime!) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end must be after the start." });
    }
  });
export type TTimeEntryBody = z.input<typeof ZTimeEntryBody>;

/** PATCH /hourly/entries/{id}: the same fields, all given again (an entry is small). */
export const ZTimeEntryPatchBody = ZTimeEntryBody;

export const ZTimer = z.object({
  projectId: z.string().uuid(),
  projectTitle: z.string(),
  startedAt: z.string(),
  memo: z.string().nullable(),
});
export type TTimer = z.infer<typeof ZTimer>;
/** GET /hourly/timer: the viewer's one running timer, on any contract. */
export const ZTimerState = z.object({ timer: ZTimer.nullable() });
export type TTimerState = z.infer<typeof ZTimerState>;

/** POST /projects/{id}/hourly/timer/start. */
export const ZTimerStartBody = z.object({ memo: z.preprocess(emptyAsUndefined, oneLine(TIME_MEMO_MAX).optional()) });
/** POST /hourly/timer/stop: the memo the entry keeps (the start's memo when absent). */
export const ZTimerStopBody = z.object({ memo: z.preprocess(emptyAsUndefined, ZMemo.optional()) });
/** The entries a stopped timer made: one, or two when it ran across the week's end. */
export const ZTimerStopResult = z.object({ entries: z.array(ZTimeEntry) });
export type TTimerStopResult = z.infer<typeof ZTimerStopResult>;

/** GET /projects/{id}/hourly/weeks/{weekStart}: the timesheet, days × entries. */
export const ZTimesheet = z.object({
  week: ZHourlyWeek,
  days: z.array(z.object({ date: z.string(), minutes: z.number().int(), entries: z.array(ZTimeEntry) })),
});
export type TTimesheet = z.infer<typeof ZTimesheet>;
export const ZWeekParams = z.object({ id: z.string().uuid("Must be a valid id."), weekStart: isoDate });

/** GET /projects/{id}/hourly/weeks: past and current weeks, newest first. */
export const ZHourlyWeeksQuery = pageQuery(12);
export const ZHourlyWeeksPage = paginated(ZHourlyWeek);
export type THourlyWeeksPage = z.infer<typeof ZHourlyWeeksPage>;

/** POST /projects/{id}/hourly/weeks/{weekStart}/disputes (the company, during the review). */
export const ZDisputeEntriesBody = z.object({
  entries: z
    .array(
      z.object({
        entryId: z.string().uuid("Must be a valid id."),
        reason: paragraphs(DISPUTE_ENTRY_REASON_MAX, "Say why you dispute this entry.").min(
          DISPUTE_ENTRY_REASON_MIN,
          `Say why in at least ${DISPUTE_ENTRY_REASON_MIN} characters.`,
        ),
      }),
    )
    .min(1, "Choose at least one entry to dispute."),
});
export type TDisputeEntriesBody = z.input<typeof ZDisputeEntriesBody>;

/** POST /projects/{id}/bonuses (the company, Idempotency-Key): paid through escrow at once. */
export const ZBonusBody = z.object({
  amount: paise({ whole: "Use whole paise.", negative: "The bonus must be more than 0." })
    .min(100, "A bonus is at least ₹1.")
    .max(100_000_000_00, "A bonus is at most ₹1,00,00,000."),
  note: paragraphs(BONUS_NOTE_MAX, "Add a note for the freelancer.").min(3, "Write a note of at least 3 characters."),
});
export type TBonusBody = z.input<typeof ZBonusBody>;
export const ZBonusResult = z.object({
  milestoneId: z.string().uuid(),
  amount: ZPaise,
  clientFee: ZPaise,
  clientFeeGst: ZPaise,
  total: ZPaise,
});
export type TBonusResult = z.infer<typeof ZBonusResult>;

/**
 * The project activity entries hourly contracts write (decision 0091), part of the projects'
 * ZActivityType: terms changes, the contract's pause, resume and end, and each week's billing
 * (funded, closed, paid, its disputed hours sent to an admin).
 */
export const HOURLY_ACTIVITY_TYPES = [
  "HOURLY_TERMS_PROPOSED",
  "HOURLY_TERMS_WITHDRAWN",
  "HOURLY_TERMS_ACCEPTED",
  "HOURLY_TERMS_DECLINED",
  "HOURLY_CONTRACT_PAUSED",
  "HOURLY_CONTRACT_RESUMED",
  "HOURLY_CONTRACT_ENDED",
  "HOURLY_WEEK_FUNDED",
  "HOURLY_WEEK_CLOSED",
  "HOURLY_WEEK_PAID",
  "HOURLY_WEEK_DISPUTED",
] as const;

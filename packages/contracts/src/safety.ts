import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { emptyAsUndefined, oneLine, paragraphs } from "./text-fields";

/*
 * Trust and safety (decision 0092): reports, blocks, the moderation queue's actions, the
 * standing a user sees when an action touches them, and appeals decided by a second admin.
 */

/**
 * What can be reported. A portfolio item is a team's portfolio entry; a proposal is an application
 * to a task; an offer is a collaboration (offer or invitation) from a company.
 */
export const REPORT_ITEM_KINDS = [
  "USER",
  "TASK",
  "MESSAGE",
  "REVIEW",
  "TEAM",
  "PORTFOLIO_ITEM",
  "PROPOSAL",
  "OFFER",
] as const;
export const ZReportItemKind = z.enum(REPORT_ITEM_KINDS, "Choose what you are reporting.");
export type TReportItemKind = z.infer<typeof ZReportItemKind>;

/** The fixed reasons a person picks from; the same list names the community rules an action cites. */
export const REPORT_REASONS = [
  "SCAM_FRAUD",
  "OFF_PLATFORM",
  "SPAM",
  "HARASSMENT",
  "INAPPROPRIATE",
  "FAKE",
  "OTHER",
] as const;
export const ZReportReason = z.enum(REPORT_REASONS, "Choose a reason from the list.");
export type TReportReason = z.infer<typeof ZReportReason>;

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  SCAM_FRAUD: "Scam or fraud",
  OFF_PLATFORM: "Asks to pay or talk outside Crewlance",
  SPAM: "Spam",
  HARASSMENT: "Harassment",
  INAPPROPRIATE: "Inappropriate content",
  FAKE: "Fake profile or review",
  OTHER: "Something else",
};

/** The community rules an action cites: every reason but "other". */
export const COMMUNITY_RULES = ["SCAM_FRAUD", "OFF_PLATFORM", "SPAM", "HARASSMENT", "INAPPROPRIATE", "FAKE"] as const;
export const ZCommunityRule = z.enum(COMMUNITY_RULES, "Choose the rule that was broken.");
export type TCommunityRule = z.infer<typeof ZCommunityRule>;

export const COMMUNITY_RULE_LABELS: Record<TCommunityRule, string> = {
  SCAM_FRAUD: "No scams or fraud",
  OFF_PLATFORM: "Keep work and payments on Crewlance",
  SPAM: "No spam",
  HARASSMENT: "Treat people with respect",
  INAPPROPRIATE: "No inappropriate content",
  FAKE: "Be who you say you are",
};

/** The help-center article every action links to; each rule is a heading in it. */
export const COMMUNITY_RULES_SLUG = "community-rules";
export const communityRuleLink = (rule: TCommunityRule) =>
  `/help?article=${COMMUNITY_RULES_SLUG}#${rule.toLowerCase().replaceAll("_", "-")}`;

export const REPORT_DETAILS_MAX = 1000;
export const APPEAL_TEXT_MAX = 2000;
export const MODERATION_NOTE_MAX = 1000;
export const MODERATION_DAYS_MAX = 365;

export const REPORT_STATUSES = ["OPEN", "ACTIONED", "DISMISSED"] as const;
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;

/** POST /safety/reports. */
export const ZReportCreate = z.object({
  itemKind: ZReportItemKind,
  itemId: z.string().uuid("Must be a valid id."),
  reason: ZReportReason,
  details: z.preprocess(emptyAsUndefined, paragraphs(REPORT_DETAILS_MAX).optional()),
});
export type TReportCreate = z.input<typeof ZReportCreate>;

/** A report as its reporter sees it (never the outcome for the other user). */
export const ZMyReport = z.object({
  id: z.string(),
  itemKind: ZReportItemKind,
  itemId: z.string(),
  /** A short name of what was reported ("Message from Ravi", the task's title); null once gone. */
  itemLabel: z.string().nullable(),
  reason: ZReportReason,
  details: z.string().nullable(),
  status: ZReportStatus,
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TMyReport = z.infer<typeof ZMyReport>;

export const MY_REPORTS_PAGE_SIZE = 20;
export const ZMyReportsQuery = pageQuery(MY_REPORTS_PAGE_SIZE);
export const ZMyReportPage = paginated(ZMyReport);
export type TMyReportPage = z.infer<typeof ZMyReportPage>;

/** One person the viewer blocked (GET /safety/blocks). */
export const ZBlockedUser = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type TBlockedUser = z.infer<typeof ZBlockedUser>;

/** GET /safety/blocks/{userId}: whether the viewer blocked that person (the profile's Block/Unblock). */
export const ZBlockState = z.object({ blocked: z.boolean() });
/** The person in /safety/blocks/{userId}. */
export const ZBlockParams = z.object({ userId: z.string().uuid("Must be a valid id.") });

export const MODERATION_ACTION_KINDS = ["DISMISS", "HIDE", "WARN", "RESTRICT", "SUSPEND"] as const;
export const ZModerationActionKind = z.enum(MODERATION_ACTION_KINDS, "Choose an action.");
export type TModerationActionKind = z.infer<typeof ZModerationActionKind>;

export const APPEAL_STATUSES = ["PENDING", "UPHELD", "OVERTURNED"] as const;
export const ZAppealStatus = z.enum(APPEAL_STATUSES);
export type TAppealStatus = z.infer<typeof ZAppealStatus>;

/** One action that touches the viewer, as they see it on their standing page. */
export const ZStandingAction = z.object({
  id: z.string(),
  kind: z.enum(["HIDE", "WARN", "RESTRICT", "SUSPEND"]),
  /** Null for a suspension from the admin console's users list: ruleLabel then says so and ruleLink opens the rules. */
  rule: ZCommunityRule.nullable(),
  ruleLabel: z.string(),
  ruleLink: z.string(),
  /** For HIDE: what was hidden ("Your message of 3 Dec"). */
  itemLabel: z.string().nullable(),
  since: z.string(),
  /** Null: until an admin lifts it (suspensions without an end, warnings, hidden content). */
  until: z.string().nullable(),
  /** False once it ended or was overturned. */
  active: z.boolean(),
  /** Sentences: what the action stops the person doing, and what goes on as before. */
  affects: z.array(z.string()),
  appeal: z
    .object({
      status: ZAppealStatus,
      text: z.string(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The deciding admin's words to the user, when decided. */
      decisionNote: z.string().nullable(),
    })
    .nullable(),
  canAppeal: z.boolean(),
});
export type TStandingAction = z.infer<typeof ZStandingAction>;

/** GET /safety/standing (and the suspended sign-in's details). */
export const ZStanding = z.object({
  state: z.enum(["GOOD", "RESTRICTED", "SUSPENDED"]),
  actions: z.array(ZStandingAction),
  /** New-account limits, when they apply: per day, with the next reset. */
  newAccountLimits: z
    .object({
      until: z.string(),
      proposalsPerDay: z.number().int(),
      offersPerDay: z.number().int(),
      conversationsPerDay: z.number().int(),
    })
    .nullable(),
});
export type TStanding = z.infer<typeof ZStanding>;

/** POST /safety/appeals: one per action. */
export const ZAppealCreate = z.object({
  actionId: z.string().uuid("Must be a valid id."),
  text: paragraphs(APPEAL_TEXT_MAX, "Say why the decision should change.").min(
    1,
    "Say why the decision should change.",
  ),
});
export type TAppealCreate = z.input<typeof ZAppealCreate>;

/*
 * The admin's side.
 */

export const MODERATION_QUEUE_PAGE_SIZE = 20;
/** GET /admin/moderation/reports: open items (grouped by item), or closed ones. */
export const ZModerationQueueQuery = pageQuery(MODERATION_QUEUE_PAGE_SIZE).extend({
  status: z.preprocess(emptyAsUndefined, z.enum(["OPEN", "CLOSED"]).default("OPEN")),
  itemKind: z.preprocess(emptyAsUndefined, ZReportItemKind.optional()),
});
export type TModerationQueueQuery = z.input<typeof ZModerationQueueQuery>;

export const ZPersonRef = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

/** One reported item in the queue, with its reports counted. */
export const ZModerationQueueItem = z.object({
  itemKind: ZReportItemKind,
  itemId: z.string(),
  itemLabel: z.string().nullable(),
  /** The first characters of the text reported (a message, a task's description). */
  preview: z.string().nullable(),
  /** Who the item belongs to (the reported user for USER). */
  subject: ZPersonRef.nullable(),
  reportCount: z.number().int(),
  /** True when the platform flagged it (an off-platform message); people may have reported it too. */
  flagged: z.boolean(),
  reasons: z.array(z.object({ reason: ZReportReason, count: z.number().int() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type TModerationQueueItem = z.infer<typeof ZModerationQueueItem>;
export const ZModerationQueuePage = paginated(ZModerationQueueItem);

/** A report in the item's detail. */
export const ZModerationReport = z.object({
  id: z.string(),
  reporter: ZPersonRef.nullable(),
  reason: ZReportReason,
  details: z.string().nullable(),
  status: ZReportStatus,
  createdAt: z.string(),
});

/** An action as the admin console lists it. */
export const ZModerationAction = z.object({
  id: z.string(),
  kind: ZModerationActionKind,
  rule: ZCommunityRule.nullable(),
  note: z.string().nullable(),
  itemKind: ZReportItemKind.nullable(),
  itemId: z.string().nullable(),
  subject: ZPersonRef.nullable(),
  admin: ZPersonRef,
  since: z.string(),
  until: z.string().nullable(),
  liftedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TModerationAction = z.infer<typeof ZModerationAction>;

/** GET /admin/moderation/items/{kind}/{id}: the item, its context and its history. */
export const ZModerationItemDetail = z.object({
  item: ZModerationQueueItem,
  hidden: z.boolean(),
  /** What surrounds the item, as lines a moderator reads: the conversation around a message, the task, the profile. */
  context: z.array(
    z.object({
      label: z.string(),
      text: z.string(),
      at: z.string().nullable(),
      /** True on the reported line itself. */
      reported: z.boolean(),
    }),
  ),
  reports: z.array(ZModerationReport),
  /** Earlier actions on the subject user, newest first. */
  earlierActions: z.array(ZModerationAction),
  /** Reports on anything of the subject user's, this item's included. */
  reportsOnSubject: z.number().int(),
});
export type TModerationItemDetail = z.infer<typeof ZModerationItemDetail>;

export const ZModerationItemParams = z.object({
  kind: ZReportItemKind,
  id: z.string().uuid("Must be a valid id."),
});

/** POST /admin/moderation/actions. */
export const ZModerationActionCreate = z
  .object({
    itemKind: ZReportItemKind,
    itemId: z.string().uuid("Must be a valid id."),
    kind: ZModerationActionKind,
    /** Every action but DISMISS cites a rule. */
    rule: z.preprocess(emptyAsUndefined, ZCommunityRule.optional()),
    note: z.preprocess(emptyAsUndefined, paragraphs(MODERATION_NOTE_MAX).optional()),
    /** RESTRICT: required; SUSPEND: optional (no end until lifted). */
    days: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number()
        .int("Whole days only.")
        .min(1, "At least 1 day.")
        .max(MODERATION_DAYS_MAX, `At most ${MODERATION_DAYS_MAX} days.`)
        .optional(),
    ),
  })
  .superRefine((value, issue) => {
    if (value.kind !== "DISMISS" && !value.rule) {
      issue.addIssue({ code: "custom", path: ["rule"], message: "Choose the rule that was broken." });
    }
    if (value.kind === "RESTRICT" && value.days === undefined) {
      issue.addIssue({ code: "custom", path: ["days"], message: "Say for how many days." });
    }
  });
export type TModerationActionCreate = z.input<typeof ZModerationActionCreate>;

export const APPEALS_PAGE_SIZE = 20;
/** GET /admin/moderation/appeals. */
export const ZAppealQueueQuery = pageQuery(APPEALS_PAGE_SIZE).extend({
  status: z.preprocess(emptyAsUndefined, ZAppealStatus.default("PENDING")),
});
export const ZAppealQueueItem = z.object({
  id: z.string(),
  action: ZModerationAction,
  user: ZPersonRef,
  text: z.string(),
  status: ZAppealStatus,
  createdAt: z.string(),
  decidedBy: ZPersonRef.nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** False when the viewer took the action: a second admin decides. */
  canDecide: z.boolean(),
});
export type TAppealQueueItem = z.infer<typeof ZAppealQueueItem>;
export const ZAppealQueuePage = paginated(ZAppealQueueItem);

/** POST /admin/moderation/appeals/{id}/decision. */
export const ZAppealDecision = z.object({
  decision: z.enum(["UPHOLD", "OVERTURN"], "Choose to uphold or overturn the action."),
  note: paragraphs(MODERATION_NOTE_MAX, "Tell the person why.").min(1, "Tell the person why."),
});
export type TAppealDecision = z.input<typeof ZAppealDecision>;

/** POST /admin/users/{id}/make-admin: the email typed again confirms who. */
export const ZMakeAdmin = z.object({ confirmEmail: oneLine(254, "Type the person's email to confirm.") });
export type TMakeAdmin = z.input<typeof ZMakeAdmin>;

import type {
  TAppealStatus,
  TCommunityRule,
  TModerationActionKind,
  TReportItemKind,
  TReportReason,
  TReportStatus,
} from "@crewlance/contracts/safety";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The safety module's tables (migration 0038, decision 0092): moderation actions, the reports
 * and platform flags they close, appeals, blocks between people and new accounts' daily counts.
 * Only modules/safety imports this file. Which rows are hidden is kept by each owning module in
 * its own `hidden_at` column.
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Whose item it was (the reported user for USER); null once the account is gone. */
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    itemKind: text("item_kind").$type<TReportItemKind>(),
    itemId: uuid("item_id"),
    kind: text("kind").$type<TModerationActionKind>().notNull(),
    /** Null only for DISMISS. */
    rule: text("rule").$type<TCommunityRule>(),
    note: text("note"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    /** RESTRICT always, SUSPEND when given a number of days; null: until lifted. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Set when an appeal overturns it or an admin restores the account early. */
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: uuid("lifted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [
    index("moderation_actions_subject_created_idx").on(t.subjectUserId, t.createdAt.desc(), t.id.desc()),
    index("moderation_actions_admin_idx").on(t.adminId),
  ],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null: flagged by the platform (an off-platform message), not by a person. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "cascade" }),
    itemKind: text("item_kind").$type<TReportItemKind>().notNull(),
    itemId: uuid("item_id").notNull(),
    subjectUserId: uuid("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").$type<TReportReason>().notNull(),
    details: text("details"),
    status: text("status").$type<TReportStatus>().notNull().default("OPEN"),
    /** The action that closed it. */
    actionId: uuid("action_id").references(() => moderationActions.id, { onDelete: "set null" }),
    createdAt,
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reports_one_open_per_reporter_key")
      .on(t.reporterId, t.itemKind, t.itemId)
      .where(sql`status = 'OPEN' AND reporter_id IS NOT NULL`),
    uniqueIndex("reports_one_open_flag_key")
      .on(t.itemKind, t.itemId)
      .where(sql`status = 'OPEN' AND reporter_id IS NULL`),
    index("reports_item_idx").on(t.itemKind, t.itemId, t.createdAt.desc()),
    index("reports_open_created_idx").on(t.createdAt.desc()).where(sql`status = 'OPEN'`),
    index("reports_reporter_created_idx").on(t.reporterId, t.createdAt.desc(), t.id.desc()),
    index("reports_subject_idx").on(t.subjectUserId),
  ],
);

export const moderationAppeals = pgTable(
  "moderation_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actionId: uuid("action_id")
      .notNull()
      .references(() => moderationActions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    status: text("status").$type<TAppealStatus>().notNull().default("PENDING"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decisionNote: text("decision_note"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex("moderation_appeals_action_key").on(t.actionId),
    index("moderation_appeals_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId, t.blockerId),
  ],
);

/** What a new account did today (India's day), counted in the transaction that does it. */
export const safetyDailyCounts = pgTable(
  "safety_daily_counts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.action, t.day] })],
);

/**
 * When a person's first project was completed (migration 0039): it ends their new-account limits
 * early. Kept from the projects module's ProjectCompleted event (safety/listeners.ts).
 */
export const safetyFirstCompletions = pgTable("safety_first_completions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
});

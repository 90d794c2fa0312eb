import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { milestones, projects } from "./projects";
import { users } from "./users";

/*
 * The hourly module's tables (migration 0032, decision 0091): an hourly project's contract, its
 * term changes, its weeks (each week's escrow is a HOURLY_WEEK milestone), the time logged and
 * each person's one running timer. Weeks are named by their Monday (`YYYY-MM-DD`, Asia/Kolkata).
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export type HourlyContractStatus = "ACTIVE" | "PAUSED" | "ENDED";
export type ManualPolicy = "ALLOWED" | "LIMITED";
export type HourlyWeekStatus = "UNFUNDED" | "OPEN" | "IN_REVIEW" | "PAID" | "DISPUTED" | "SETTLED";

export const hourlyContracts = pgTable(
  "hourly_contracts",
  {
    projectId: uuid("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who logs the time: the hired freelancer, or the hired team's owner (decision 0091). */
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<HourlyContractStatus>().notNull().default("ACTIVE"),
    /** Paise per hour, for the current week. */
    rate: bigint("rate", { mode: "number" }).notNull(),
    /** 1–80 hours a week; null: no limit (billing takes what was logged). */
    weeklyLimitHours: integer("weekly_limit_hours"),
    manualPolicy: text("manual_policy").$type<ManualPolicy>().notNull().default("ALLOWED"),
    /** With LIMITED: the hours of manual time a week (0–80). */
    manualLimitHours: integer("manual_limit_hours"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    pausedBy: uuid("paused_by").references(() => users.id, { onDelete: "set null" }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index("hourly_contracts_company_idx").on(t.companyId),
    index("hourly_contracts_freelancer_idx").on(t.freelancerId),
    index("hourly_contracts_live_idx").on(t.status).where(sql`status <> 'ENDED'`),
  ],
);

/** The company's change of terms from a coming week; a rate change waits for the freelancer. */
export const hourlyTermChanges = pgTable(
  "hourly_term_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => hourlyContracts.projectId, { onDelete: "cascade" }),
    proposedBy: uuid("proposed_by").references(() => users.id, { onDelete: "set null" }),
    /** The Monday from which the terms apply. */
    effectiveWeek: date("effective_week", { mode: "string" }).notNull(),
    rate: bigint("rate", { mode: "number" }).notNull(),
    weeklyLimitHours: integer("weekly_limit_hours"),
    manualPolicy: text("manual_policy").$type<ManualPolicy>().notNull(),
    manualLimitHours: integer("manual_limit_hours"),
    /** PENDING (a rate change awaiting the freelancer), ACCEPTED (waits for its week), DECLINED, WITHDRAWN, APPLIED. */
    status: text("status").$type<"PENDING" | "ACCEPTED" | "DECLINED" | "WITHDRAWN" | "APPLIED">().notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex("hourly_term_changes_open_key").on(t.projectId).where(sql`status IN ('PENDING', 'ACCEPTED')`)],
);

/** One week of a contract: its terms as they were, its escrow, and what it billed, released and refunded. */
export const hourlyWeeks = pgTable(
  "hourly_weeks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => hourlyContracts.projectId, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    /**
     * UNFUNDED (too little balance: logging waits), OPEN (funded, or no limit), IN_REVIEW (closed;
     * the company's review window runs), PAID (released), DISPUTED (undisputed hours released, the
     * rest with the admin), SETTLED (the admin resolved it).
     */
    status: text("status").$type<HourlyWeekStatus>().notNull().default("UNFUNDED"),
    rate: bigint("rate", { mode: "number" }).notNull(),
    weeklyLimitHours: integer("weekly_limit_hours"),
    manualPolicy: text("manual_policy").$type<ManualPolicy>().notNull(),
    manualLimitHours: integer("manual_limit_hours"),
    /** The week's HOURLY_WEEK milestone: the escrow's ledger reference and the dispute's subject. */
    milestoneId: uuid("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    fundedAmount: bigint("funded_amount", { mode: "number" }).notNull().default(0),
    clientFee: bigint("client_fee", { mode: "number" }).notNull().default(0),
    /** Why funding failed last, shown to both sides. */
    fundingNote: text("funding_note"),
    billedMinutes: integer("billed_minutes").notNull().default(0),
    billedAmount: bigint("billed_amount", { mode: "number" }).notNull().default(0),
    disputedAmount: bigint("disputed_amount", { mode: "number" }).notNull().default(0),
    releasedAmount: bigint("released_amount", { mode: "number" }).notNull().default(0),
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    fundedAt: timestamp("funded_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reviewEndsAt: timestamp("review_ends_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex("hourly_weeks_project_week_key").on(t.projectId, t.weekStart),
    index("hourly_weeks_due_idx").on(t.status, t.weekStart).where(sql`status IN ('UNFUNDED', 'OPEN', 'IN_REVIEW')`),
  ],
);

/** Time logged by the timer or by hand; never overlapping another entry of the same person. */
export const hourlyTimeEntries = pgTable(
  "hourly_time_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => hourlyContracts.projectId, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
    minutes: integer("minutes").notNull(),
    memo: text("memo").notNull(),
    source: text("source").$type<"TIMER" | "MANUAL">().notNull(),
    /** The company's reason, when it disputed this entry in the week's review. */
    disputeReason: text("dispute_reason"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index("hourly_time_entries_project_week_idx").on(t.projectId, t.weekStart, t.startedAt),
    index("hourly_time_entries_user_started_idx").on(t.userId, t.startedAt),
  ],
);

/** A person's running timer: at most one (the primary key), on one contract. */
export const hourlyTimers = pgTable("hourly_timers", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  projectId: uuid("project_id")
    .notNull()
    .references(() => hourlyContracts.projectId, { onDelete: "cascade" }),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  memo: text("memo"),
  createdAt,
});

import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users";
import { milestoneStatusEnum, milestones, projects } from "./core";

/* Reviews once a project completes, and disputes on its milestones. */

/** One review per side per project; `countedAt` once it feeds the subject's figures. */
export const projectReviews = pgTable(
  "project_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COMPANY or FREELANCER: the author's side. */
    authorSide: text("author_side").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    /** When the review became visible (both in, or the window closed); null while blind. */
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_reviews_project_author_key").on(t.projectId, t.authorId),
    index("project_reviews_subject_idx").on(t.subjectId, t.createdAt),
    check("project_reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const disputeStatusEnum = pgEnum("dispute_status", ["OPEN", "RESOLVED"]);

/** A dispute on a milestone: at most one OPEN per milestone. */
export const milestoneDisputes = pgTable(
  "milestone_disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    milestoneId: uuid("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
    openedBy: uuid("opened_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    openedBySide: text("opened_by_side").notNull(),
    reason: text("reason").notNull(),
    /** The milestone's status when the dispute opened. */
    frozenFrom: milestoneStatusEnum("frozen_from").notNull(),
    status: disputeStatusEnum("status").notNull().default("OPEN"),
    /** RELEASE, REFUND or SPLIT once resolved. */
    outcome: text("outcome"),
    freelancerAmount: bigint("freelancer_amount", { mode: "number" }),
    companyRefund: bigint("company_refund", { mode: "number" }),
    note: text("note"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("milestone_disputes_open_key").on(t.milestoneId).where(sql`status = 'OPEN'`),
    index("milestone_disputes_status_created_idx").on(t.status, t.createdAt, t.id),
    index("milestone_disputes_project_idx").on(t.projectId, t.createdAt),
  ],
);

/** Further statements of either side on a dispute (the opener's reason is the first). */
export const disputeStatements = pgTable(
  "dispute_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    disputeId: uuid("dispute_id")
      .notNull()
      .references(() => milestoneDisputes.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    side: text("side").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dispute_statements_dispute_idx").on(t.disputeId, t.createdAt)],
);

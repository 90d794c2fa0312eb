import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The projects module's tables (spec B5). Issue 9 creates a project when an application is
 * accepted, with one milestone from the proposal; issue 11 (migration 0008) adds the milestone
 * lifecycle through escrow, submissions and files, the board, the activity log, reviews and disputes.
 */

export const projectStatusEnum = pgEnum("project_status", ["ACTIVE", "COMPLETED", "CANCELLED", "DISPUTED"]);
export const milestoneStatusEnum = pgEnum("milestone_status", [
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "APPROVED",
  "REVISION_REQUESTED",
  "CANCELLED",
  // Issue 11 (migration 0008): frozen by an open dispute.
  "DISPUTED",
]);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The task and application it came from (tasks module); one project per task. */
    taskId: uuid("task_id"),
    applicationId: uuid("application_id"),
    /** The hired team when a team applied (teams module, migration 0009); its members see the project. */
    teamId: uuid("team_id"),
    status: projectStatusEnum("status").notNull().default("ACTIVE"),
    /** Issue 11: when every milestone was approved or cancelled (reviews open for 14 days from it). */
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("projects_task_key").on(t.taskId),
    uniqueIndex("projects_application_key").on(t.applicationId),
    index("projects_company_created_idx").on(t.companyId, t.createdAt.desc().nullsLast(), t.id),
    index("projects_freelancer_created_idx").on(t.freelancerId, t.createdAt.desc().nullsLast(), t.id),
    index("projects_team_created_idx")
      .on(t.teamId, t.createdAt.desc().nullsLast(), t.id)
      .where(sql`team_id is not null`),
    // The admin dashboard's counts by status and projects started per month (migration 0014).
    index("projects_status_idx").on(t.status),
    index("projects_created_idx").on(t.createdAt),
  ],
);

export const milestones = pgTable(
  "milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Paise. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    dueDate: date("due_date", { mode: "string" }),
    status: milestoneStatusEnum("status").notNull().default("PENDING"),
    /** 1-based order within the project. */
    position: integer("position").notNull(),
    // Issue 11 (migration 0008): the lifecycle through escrow.
    /** COMPANY or FREELANCER (a proposal). */
    proposedBy: text("proposed_by").notNull().default("COMPANY"),
    /** AWAITING, ACCEPTED or DECLINED for a freelancer's proposal; null for the company's own. */
    proposal: text("proposal"),
    /** The client fee paid into escrow when funded (released or refunded with the amount). */
    clientFee: bigint("client_fee", { mode: "number" }),
    /** Paise of the amount released to the freelancer (all of it on approval; a share on a split). */
    releasedAmount: bigint("released_amount", { mode: "number" }).notNull().default(0),
    /** Paise of the amount refunded to the company (cancel after funding, refund or split). */
    refundedAmount: bigint("refunded_amount", { mode: "number" }).notNull().default(0),
    /** The part of the client fee refunded to the company (cancel after funding, refund or split). */
    refundedFee: bigint("refunded_fee", { mode: "number" }).notNull().default(0),
    /** The freelancer fee kept on release. */
    freelancerFee: bigint("freelancer_fee", { mode: "number" }).notNull().default(0),
    fundedAt: timestamp("funded_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set while SUBMITTED: the auto-approve sweep approves it from then on. */
    autoApproveAt: timestamp("auto_approve_at", { withTimezone: true }),
    autoApproved: boolean("auto_approved").notNull().default(false),
    revisionReason: text("revision_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("milestones_project_position_key").on(t.projectId, t.position),
    index("milestones_auto_approve_idx").on(t.autoApproveAt).where(sql`status = 'SUBMITTED'`),
  ],
);

/** Each delivery of a milestone (issue 11); the company's revision reason lands on it. */
export const milestoneSubmissions = pgTable(
  "milestone_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    milestoneId: uuid("milestone_id")
      .notNull()
      .references(() => milestones.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    revisionReason: text("revision_reason"),
    revisionRequestedAt: timestamp("revision_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("milestone_submissions_milestone_idx").on(t.milestoneId, t.createdAt)],
);

/** Files of a project: uploaded first, then attached to a submission (issue 11). */
export const projectFiles = pgTable(
  "project_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    milestoneId: uuid("milestone_id").references(() => milestones.id, { onDelete: "set null" }),
    submissionId: uuid("submission_id").references(() => milestoneSubmissions.id, { onDelete: "set null" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    storagePath: text("storage_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_files_project_idx").on(t.projectId, t.createdAt),
    index("project_files_submission_idx").on(t.submissionId),
  ],
);

export const boardStatusEnum = pgEnum("board_status", ["TODO", "IN_PROGRESS", "IN_REVIEW", "DONE"]);

/** Kanban cards (issue 11). `position` is a fractional key compared in byte order (COLLATE "C"). */
export const boardItems = pgTable(
  "board_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: boardStatusEnum("status").notNull().default("TODO"),
    position: text("position").notNull(),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: date("due_date", { mode: "string" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("board_items_column_position_key").on(t.projectId, t.status, t.position)],
);

/** Everything that happened to a project, newest first by (created_at, id) (issue 11). */
export const projectActivity = pgTable(
  "project_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** null: the system (auto-approve). */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    milestoneId: uuid("milestone_id"),
    boardItemId: uuid("board_item_id"),
    amount: bigint("amount", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_activity_project_created_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index("project_activity_milestone_idx").on(t.milestoneId, t.createdAt),
  ],
);

/** One review per side per project (issue 11); `countedAt` once it feeds the subject's figures. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_reviews_project_author_key").on(t.projectId, t.authorId),
    index("project_reviews_subject_idx").on(t.subjectId, t.createdAt),
    check("project_reviews_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const disputeStatusEnum = pgEnum("dispute_status", ["OPEN", "RESOLVED"]);

/** A dispute on a milestone (issue 11): at most one OPEN per milestone. */
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

/**
 * Freelancers who joined a project by an accepted invitation (issue 14, decision 0047, migration
 * 0012): they see the project, work on its board and files and take part in its chat; milestone
 * money stays with the hired party.
 */
export const projectCollaborators = pgTable(
  "project_collaborators",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    /** "My projects" of a collaborator. */
    index("project_collaborators_user_idx").on(t.userId, t.projectId),
  ],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users";

/* A project (created when an application is accepted) and its milestones. */

export const projectStatusEnum = pgEnum("project_status", ["ACTIVE", "COMPLETED", "CANCELLED", "DISPUTED"]);
export const milestoneStatusEnum = pgEnum("milestone_status", [
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "APPROVED",
  "REVISION_REQUESTED",
  "CANCELLED",
  // Migration 0008: frozen by an open dispute.
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
    /** FIXED (milestones) or HOURLY (a contract billed by the week, hourly module; migration 0032). */
    kind: text("kind").$type<"FIXED" | "HOURLY">().notNull().default("FIXED"),
    status: projectStatusEnum("status").notNull().default("ACTIVE"),
    /** When every milestone was approved or cancelled (reviews open for 14 days from it). */
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
    // Migration 0008: the lifecycle through escrow.
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
    /**
     * Migration 0032: FIXED (agreed work), HOURLY_WEEK (one week's escrow of an hourly contract,
     * moved only by the hourly billing jobs and the admin's dispute flow) or BONUS (paid at once).
     */
    kind: text("kind").$type<"FIXED" | "HOURLY_WEEK" | "BONUS">().notNull().default("FIXED"),
    /** A bonus's note from the company. */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("milestones_project_position_key").on(t.projectId, t.position),
    index("milestones_auto_approve_idx").on(t.autoApproveAt).where(sql`status = 'SUBMITTED'`),
  ],
);

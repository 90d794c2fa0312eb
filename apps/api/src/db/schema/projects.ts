import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The projects module's tables (spec B5). Issue 9 creates a project when an application is
 * accepted, with one milestone from the proposal; later issues add the milestone lifecycle,
 * board, activity and reviews.
 */

export const projectStatusEnum = pgEnum("project_status", ["ACTIVE", "COMPLETED", "CANCELLED", "DISPUTED"]);
export const milestoneStatusEnum = pgEnum("milestone_status", [
  "PENDING",
  "FUNDED",
  "SUBMITTED",
  "APPROVED",
  "REVISION_REQUESTED",
  "CANCELLED",
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("milestones_project_position_key").on(t.projectId, t.position)],
);

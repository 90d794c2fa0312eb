import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../users";
import { milestones, projects } from "./core";

/* The work on a project: deliveries, files, the board and the activity log. */

/** Each delivery of a milestone; the company's revision reason lands on it. */
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

/** Files of a project: uploaded first, then attached to a submission. */
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

/** Kanban cards. `position` is a fractional key compared in byte order (COLLATE "C"). */
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

/** Everything that happened to a project, newest first by (created_at, id). */
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

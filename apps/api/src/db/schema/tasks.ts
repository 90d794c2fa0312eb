import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
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
import { experienceLevelEnum, users } from "./users";

/*
 * The tasks module's tables (decision 0016): tasks, their applications and the attachments of
 * both. Migration 0006 creates them; decisions 0022–0025 explain the columns that serve lists.
 */

export const taskCategoryEnum = pgEnum("task_category", [
  "WEB_DEVELOPMENT",
  "MOBILE_DEVELOPMENT",
  "DESIGN",
  "WRITING",
  "MARKETING",
  "DATA_SCIENCE",
  "DEVOPS",
  "VIDEO_ANIMATION",
  "TRANSLATION",
  "ADMIN_SUPPORT",
  "FINANCE_LEGAL",
  "OTHER",
]);
export const taskStatusEnum = pgEnum("task_status", ["DRAFT", "OPEN", "IN_PROGRESS", "COMPLETED", "CANCELLED"]);
export const budgetTypeEnum = pgEnum("budget_type", ["FIXED", "HOURLY"]);
export const applicationStatusEnum = pgEnum("application_status", [
  "PENDING",
  "SHORTLISTED",
  "ACCEPTED",
  "REJECTED",
  "WITHDRAWN",
]);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: taskCategoryEnum("category").notNull(),
    /** As the company typed them (shown). */
    skills: text("skills").array().notNull(),
    /** The same lower-cased: what the skills filter (GIN) and the skill match compare. */
    skillsKey: text("skills_key").array().notNull(),
    budgetType: budgetTypeEnum("budget_type").notNull(),
    /** Paise. */
    budgetMin: bigint("budget_min", { mode: "number" }).notNull(),
    budgetMax: bigint("budget_max", { mode: "number" }).notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    experienceLevel: experienceLevelEnum("experience_level").notNull(),
    status: taskStatusEnum("status").notNull().default("DRAFT"),
    /** Title, skills and description, written by the service with the fields it joins. */
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The project its accepted application created (projects module). */
    projectId: uuid("project_id"),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The platform saw an ask to move work or payment off Crewlance (decision 0092): the recipient is told. */
    offPlatform: boolean("off_platform").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // GET /tasks shows OPEN tasks only: every list index is partial on it and matches its order
  // exactly, ending in the id (decision 0013). A budget order's index then holds the other end of
  // the range, which a budget filter is checked on without reading the row (decision 0113). The
  // company's own list and its reputation counts read the company index.
  (t) => [
    index("tasks_open_newest_idx").on(t.publishedAt.desc().nullsLast(), t.id).where(sql`status = 'OPEN'`),
    index("tasks_open_budget_desc_idx")
      .on(t.budgetMax.desc().nullsLast(), t.publishedAt.desc().nullsLast(), t.id, t.budgetMin)
      .where(sql`status = 'OPEN'`),
    index("tasks_open_budget_asc_idx")
      .on(t.budgetMin, t.publishedAt.desc().nullsLast(), t.id, t.budgetMax)
      .where(sql`status = 'OPEN'`),
    // Words, skills and the choice filters in one GIN index (btree_gin, decision 0111); each row
    // goes straight into its tree, so no search reads a pending list (decision 0141).
    index("tasks_open_match_idx")
      .using("gin", t.searchVector, t.skillsKey, t.category, t.experienceLevel, t.budgetType)
      .with({ fastupdate: false })
      .where(sql`status = 'OPEN'`),
    index("tasks_company_created_idx").on(t.companyId, t.createdAt.desc().nullsLast(), t.id),
    index("tasks_company_status_created_idx").on(t.companyId, t.status, t.createdAt.desc().nullsLast(), t.id),
    // The admin dashboard's counts by status and tasks published per month (migration 0014).
    index("tasks_status_idx").on(t.status),
    index("tasks_published_idx").on(t.publishedAt).where(sql`published_at is not null`),
    check("tasks_budget_order", sql`${t.budgetMin} <= ${t.budgetMax}`),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: applicationStatusEnum("status").notNull().default("PENDING"),
    coverLetter: text("cover_letter").notNull(),
    /** Paise. */
    proposedAmount: bigint("proposed_amount", { mode: "number" }).notNull(),
    estimatedDays: integer("estimated_days").notNull(),
    rejectionReason: text("rejection_reason"),
    /** The applicant's skills, lower-cased, as they were when applying. */
    applicantSkillsKey: text("applicant_skills_key").array().notNull(),
    /** How many of the task's skills the applicant has; recomputed when the task's skills change. */
    matchCount: integer("match_count").notNull().default(0),
    projectId: uuid("project_id"),
    /** The team the applicant applied for (teams module, migration 0009); null for themselves. */
    teamId: uuid("team_id"),
    /** Set when moderation hides the row (decision 0092): gone from every list and search. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The platform saw an ask to move work or payment off Crewlance (decision 0092): the recipient is told. */
    offPlatform: boolean("off_platform").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live application per applicant per task: two parallel applies give one row.
    uniqueIndex("applications_live_key")
      .on(t.taskId, t.applicantId)
      .where(sql`status in ('PENDING', 'SHORTLISTED', 'ACCEPTED') and team_id is null`),
    // And one per team per task, whichever of its admins applies.
    uniqueIndex("applications_team_live_key")
      .on(t.taskId, t.teamId)
      .where(sql`status in ('PENDING', 'SHORTLISTED', 'ACCEPTED') and team_id is not null`),
    // A task's applications ranked by match, then newest (the owner's list walks it).
    index("applications_task_rank_idx").on(
      t.taskId,
      t.matchCount.desc().nullsLast(),
      t.createdAt.desc().nullsLast(),
      t.id,
    ),
    // Whether a user already applied to a task (the `applied` flag of every card, the apply check).
    index("applications_task_applicant_idx").on(t.taskId, t.applicantId),
    // A task card's applications count: an index-only count of the live ones (migration 0019,
    // decision 0059), not a visit to each application row of every task on the page.
    index("applications_task_live_idx").on(t.taskId).where(sql`status <> 'WITHDRAWN'`),
    index("applications_applicant_created_idx").on(t.applicantId, t.createdAt.desc().nullsLast(), t.id),
    index("applications_applicant_status_created_idx").on(
      t.applicantId,
      t.status,
      t.createdAt.desc().nullsLast(),
      t.id,
    ),
    check("applications_amount_positive", sql`${t.proposedAmount} > 0`),
  ],
);

export const taskAttachments = pgTable(
  "task_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Exactly one of task and application. */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** Relative to uploads/private (lib/storage.ts). */
    storagePath: text("storage_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("task_attachments_task_idx").on(t.taskId, t.createdAt),
    index("task_attachments_application_idx").on(t.applicationId, t.createdAt),
    check("task_attachments_one_owner", sql`(${t.taskId} is null) <> (${t.applicationId} is null)`),
  ],
);

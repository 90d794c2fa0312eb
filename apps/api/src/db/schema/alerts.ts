import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * Saved searches and their alerts (decision 0102). A saved task search keeps its normalised
 * query twice: whole in `query` (what the screen runs again) and as the columns the matcher
 * compares with a new task, each null when the search has no such filter.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "tasks" or "freelancers". */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    /** The list query after its schema, without page and limit. */
    query: jsonb("query").$type<Record<string, unknown>>().notNull(),
    /** ALERT_FREQUENCIES; always "off" for a freelancer search. */
    alerts: text("alerts").notNull().default("off"),
    q: text("q"),
    category: text("category"),
    /** Lower-cased, as tasks.skills_key: any one of them matches. */
    skillsKey: text("skills_key").array(),
    minBudget: bigint("min_budget", { mode: "number" }),
    maxBudget: bigint("max_budget", { mode: "number" }),
    budgetType: text("budget_type"),
    experienceLevel: text("experience_level"),
    postedWithinDays: integer("posted_within_days"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_searches_user_created_idx").on(t.userId, t.createdAt, t.id)],
);

/**
 * The percolation index: a few keys per saved task search, each a condition every task it
 * matches must meet (`w:<lexeme>`, `s:<skill>`, `c:<category>`, or `*`). A new task's own keys
 * select the only searches worth checking.
 */
export const savedSearchKeys = pgTable(
  "saved_search_keys",
  {
    key: text("key").notNull(),
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.key, t.savedSearchId] }), index("saved_search_keys_search_idx").on(t.savedSearchId)],
);

/** Each task alerts a saved search at most once, ever. */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    taskId: uuid("task_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.taskId] })],
);

/**
 * Tasks whose alerts are still to be sent: written in the publish's or edit's transaction, worked
 * by the alert worker after it commits. `generation` grows when a task is queued again while it
 * waits or is being worked, so the worker removes the row only if nothing newer came in.
 */
export const taskAlertQueue = pgTable(
  "task_alert_queue",
  {
    taskId: uuid("task_id").primaryKey(),
    generation: integer("generation").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("task_alert_queue_due_idx").on(t.nextAttemptAt)],
);

import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Machine name of the event, e.g. WELCOME, APPLICATION_RECEIVED. */
    type: text("type").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** In-app path the notification leads to. */
    link: text("link"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * A switch a person moved away from its default (decision 0104): one row per group and channel
 * changed, so a default can change later for everyone who never touched it.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: text("group").notNull(),
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "notification_preferences_pkey", columns: [t.userId, t.group, t.channel] })],
);

/**
 * A person's digest mail (decision 0104): made when they first have something to hear of or
 * choose a frequency. `next_digest_at` is the next 09:00 in their time zone (weekly: Monday), or
 * now with `needs_schedule` when it must be worked out again (a new row, a new frequency or time
 * zone); the sweep reads only rows due through its partial index. A digest covers what came
 * from `window_start` until the slot it is sent for.
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency").$type<"off" | "daily" | "weekly">().notNull().default("daily"),
    nextDigestAt: timestamp("next_digest_at", { withTimezone: true }),
    needsSchedule: boolean("needs_schedule").notNull().default(true),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("notification_digests_due_idx").on(t.nextDigestAt).where(sql`${t.nextDigestAt} is not null`)],
);

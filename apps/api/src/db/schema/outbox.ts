import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const outboxChannelEnum = pgEnum("outbox_channel", ["EMAIL", "SMS"]);

/** Dev outbox: emails and SMS kept instead of sent when no transport is configured. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: outboxChannelEnum("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_messages_created_idx").on(t.createdAt.desc()), index("outbox_messages_to_idx").on(t.to)],
);

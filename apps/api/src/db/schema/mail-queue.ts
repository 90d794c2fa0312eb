import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const mailStatusEnum = pgEnum("mail_status", ["PENDING", "SENT", "FAILED"]);

/**
 * Mail waiting to go out (decision 0010): written in the transaction that causes it, delivered by
 * the worker in lib/mail-queue.ts. A claimed row's next_attempt_at is pushed past the send's
 * longest wait, so a crashed worker's mail becomes due again instead of being lost.
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** Cleared once the mail is SENT or FAILED: codes and links do not outlive the need to send them. */
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on mail a person can turn off. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: mailStatusEnum("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** What the transport answered on the last failed try; never a credential or the message. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // Only PENDING rows are ever swept, so the index holds only them and stays small.
  (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`)],
);

import type { TPushPayload } from "@crewlance/contracts/push";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The push module's tables (migration 0051, decision 0105): each browser's push subscription and
 * the pushes waiting to reach their push services.
 */

/**
 * One browser of a person's that receives pushes. The endpoint (the push service's address for
 * this browser) is unique: subscribing it again, even as someone else on a shared computer, moves
 * it rather than sending one device another person's notifications.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and authentication secret, base64url: the payload is encrypted to them. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    deviceLabel: text("device_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When a push was last accepted by its push service. */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt.desc())],
);

export type PushStatus = "PENDING" | "FAILED";

/**
 * A push on its way to one subscription, written in the transaction of its notification. Deleted
 * once the push service accepts it; FAILED (payload cleared) after the last try; gone with its
 * subscription when the push service says the subscription expired.
 */
export const pushQueue = pgTable(
  "push_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    payload: jsonb("payload").$type<TPushPayload | null>(),
    /** "high" for messages and the account's security, "normal" otherwise (the Urgency header). */
    urgency: text("urgency").$type<"normal" | "high">().notNull(),
    status: text("status").$type<PushStatus>().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("push_queue_due_idx").on(t.nextAttemptAt).where(sql`status = 'PENDING'`),
    index("push_queue_subscription_idx").on(t.subscriptionId),
    check("push_queue_status_check", sql`status IN ('PENDING', 'FAILED')`),
    check("push_queue_urgency_check", sql`urgency IN ('normal', 'high')`),
  ],
);

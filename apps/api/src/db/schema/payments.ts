import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every verified provider event (migration 0007), so a replayed one is recognised and changes
 * nothing. Only modules/payments imports this file.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

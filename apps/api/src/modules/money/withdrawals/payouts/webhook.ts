import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../../context";
import { paymentWebhookEvents } from "../../../../db/schema/money";
import { now } from "../../../../lib/clock";
import { withTransaction } from "../../../../lib/transaction";
import { applyProviderPayout } from "./apply";
import { payoutOf } from "./provider";

/** The status each payout event names; its entity may have moved on since, the event's name has not. */
const EVENT_STATUS: Record<string, string> = {
  "payout.processed": "processed",
  "payout.reversed": "reversed",
  "payout.failed": "failed",
  "payout.rejected": "rejected",
  "payout.queued": "queued",
  "payout.pending": "pending",
  "payout.initiated": "processing",
  "payout.updated": "processing",
};

/**
 * A verified payout event, handled once (decision 0087): its id is recorded first, in the same
 * transaction that applies it, so a replay (even a concurrent one) finds it and changes nothing.
 * Whatever it did — settled, returned, late after a final word, unknown — is kept as its outcome.
 */
export async function handlePayoutEvent(
  ctx: AppContext,
  input: { eventId: string | null; raw: Buffer; event: unknown },
): Promise<string> {
  const eventId = input.eventId ?? `sha256:${createHash("sha256").update(input.raw).digest("hex")}`;
  const body = (input.event && typeof input.event === "object" ? input.event : {}) as {
    event?: unknown;
    payload?: { payout?: { entity?: unknown } };
  };
  const eventType = typeof body.event === "string" ? body.event.slice(0, 100) : "unknown";
  return withTransaction(ctx, async (txCtx) => {
    const [fresh] = await txCtx.db
      .insert(paymentWebhookEvents)
      .values({ provider: "razorpayx", eventId, eventType, outcome: "processing", receivedAt: now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!fresh) return "duplicate";
    const payout = payoutOf(body.payload?.payout?.entity);
    const status = EVENT_STATUS[eventType];
    const outcome = payout && status ? await applyProviderPayout(txCtx, { ...payout, status }) : "ignored";
    await txCtx.db
      .update(paymentWebhookEvents)
      .set({ outcome })
      .where(and(eq(paymentWebhookEvents.provider, "razorpayx"), eq(paymentWebhookEvents.eventId, eventId)));
    return outcome;
  });
}

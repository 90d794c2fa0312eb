import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { paymentWebhookEvents } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { withTransaction } from "../../../lib/transaction";
import { completeProviderDeposit } from "./credit";
import { capturedPaymentOf } from "./provider";

/**
 * A verified event, handled once: its id is recorded first (a replay, even a concurrent one,
 * finds it and changes nothing), then a captured payment credits its deposit — only if the order
 * is ours, still pending, and the amount and currency match. All in one transaction.
 */
export async function handleProviderEvent(
  ctx: AppContext,
  input: { provider: "razorpay"; eventId: string | null; raw: Buffer; event: unknown },
): Promise<string> {
  // Without the provider's event id, the body itself identifies the event.
  const eventId = input.eventId ?? `sha256:${createHash("sha256").update(input.raw).digest("hex")}`;
  const eventType =
    input.event && typeof input.event === "object" && typeof (input.event as { event?: unknown }).event === "string"
      ? String((input.event as { event: string }).event).slice(0, 100)
      : "unknown";
  return withTransaction(ctx, async (txCtx) => {
    const [fresh] = await txCtx.db
      .insert(paymentWebhookEvents)
      .values({ provider: input.provider, eventId, eventType, outcome: "processing", receivedAt: now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (!fresh) return "duplicate";
    const payment = capturedPaymentOf(input.event);
    const outcome = payment ? await completeProviderDeposit(txCtx, { provider: input.provider, payment }) : "ignored";
    await txCtx.db
      .update(paymentWebhookEvents)
      .set({ outcome })
      .where(and(eq(paymentWebhookEvents.provider, input.provider), eq(paymentWebhookEvents.eventId, eventId)));
    return outcome;
  });
}

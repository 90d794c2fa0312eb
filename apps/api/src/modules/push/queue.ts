import type { TPushPayload } from "@crewlance/contracts/push";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { pushQueue, pushSubscriptions } from "../../db/schema/push";
import { now } from "../../lib/clock";
import { retryDelayMs } from "../../lib/jobs/retry-delay";
import type { DeliverableNotification } from "../notifications/index";

/*
 * The push queue (decision 0105), shaped like the mail queue (lib/mail-queue.ts, decision 0010):
 * written in the notification's transaction, claimed by the worker with a lease so several
 * instances never send one push twice at once, retried with backoff while a push service fails.
 */

export type QueuedPush = typeof pushQueue.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Pushes one pass claims: small, so several instances share a burst and a pass ends quickly. */
export const PUSH_BATCH_SIZE = 20;
/** Tries before a push is given up: with `retryDelayMs` between them, about three hours. */
export const PUSH_MAX_ATTEMPTS = 10;
/** How long a claimed push stays out of every other pass: far longer than one send may take. */
export const PUSH_CLAIM_LEASE_MS = 2 * 60_000;
/** How long a push service keeps a push for a device that is offline (the TTL header): a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What the service worker shows; the tag lets a newer notification about the same thing replace the older. */
export function payloadOf(notification: DeliverableNotification): TPushPayload {
  return {
    title: notification.title,
    body: notification.body,
    link: notification.link,
    tag: `${notification.type}:${notification.link ?? notification.id}`,
  };
}

/** Messages and the account's security are worth waking a phone for; the rest can wait for its next wake. */
function urgencyOf(notification: DeliverableNotification): "normal" | "high" {
  return notification.group === "messages" || notification.group === "account_security" ? "high" : "normal";
}

/**
 * The channel sender (registered in listeners.ts): one queued push per subscription of each
 * notified person, in the notification's transaction. Returns whether anything was queued, so the
 * caller wakes the worker after the commit only then.
 */
export async function enqueuePushes(ctx: AppContext, notifications: DeliverableNotification[]): Promise<boolean> {
  const userIds = [...new Set(notifications.map((notification) => notification.userId))];
  const subscriptions = await ctx.db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  if (subscriptions.length === 0) return false;
  const at = now();
  const rows = notifications.flatMap((notification) =>
    subscriptions
      .filter((subscription) => subscription.userId === notification.userId)
      .map((subscription) => ({
        subscriptionId: subscription.id,
        payload: payloadOf(notification),
        urgency: urgencyOf(notification),
        nextAttemptAt: at,
        createdAt: at,
      })),
  );
  if (rows.length === 0) return false;
  await ctx.db.insert(pushQueue).values(rows);
  return true;
}

/**
 * Takes up to `limit` due pushes for this worker alone, with their subscriptions: `SKIP LOCKED`
 * passes over rows another instance is claiming, and the lease keeps them out of later passes.
 */
export async function claimDuePushes(
  ctx: AppContext,
  input: { at: Date; limit: number },
): Promise<Array<{ push: QueuedPush; subscription: PushSubscriptionRow }>> {
  const due = ctx.db
    .select({ id: pushQueue.id })
    .from(pushQueue)
    .where(and(eq(pushQueue.status, "PENDING"), lte(pushQueue.nextAttemptAt, input.at)))
    .orderBy(pushQueue.nextAttemptAt)
    .limit(input.limit)
    .for("update", { skipLocked: true });
  const claimed = await ctx.db
    .update(pushQueue)
    .set({
      attempts: sql`${pushQueue.attempts} + 1`,
      nextAttemptAt: new Date(input.at.getTime() + PUSH_CLAIM_LEASE_MS),
    })
    .where(sql`${pushQueue.id} = any(array(${due}))`)
    .returning();
  if (claimed.length === 0) return [];
  const subscriptions = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((push) => push.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((subscription) => [subscription.id, subscription]));
  return claimed.flatMap((push) => {
    const subscription = byId.get(push.subscriptionId);
    return subscription ? [{ push, subscription }] : [];
  });
}

/** The push service took it: the row goes, and the device is marked as used. */
export async function markDelivered(ctx: AppContext, push: QueuedPush, at: Date): Promise<void> {
  await ctx.db.delete(pushQueue).where(eq(pushQueue.id, push.id));
  await ctx.db.update(pushSubscriptions).set({ lastUsedAt: at }).where(eq(pushSubscriptions.id, push.subscriptionId));
}

/** The push service says the subscription is gone (404, 410): so is the device, and its queued pushes with it. */
export async function forgetSubscription(ctx: AppContext, subscriptionId: string): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** Gives up on a push: its text is cleared, the row stays for whoever looks into why. */
export async function markGivenUp(ctx: AppContext, push: QueuedPush, lastError: string): Promise<void> {
  await ctx.db.update(pushQueue).set({ status: "FAILED", payload: null, lastError }).where(eq(pushQueue.id, push.id));
}

/** Schedules the next try, or gives up after the last one; says whether it gave up. */
export async function markFailedTry(ctx: AppContext, push: QueuedPush, lastError: string, at: Date): Promise<boolean> {
  if (push.attempts >= PUSH_MAX_ATTEMPTS) {
    await markGivenUp(ctx, push, lastError);
    return true;
  }
  await ctx.db
    .update(pushQueue)
    .set({ nextAttemptAt: new Date(at.getTime() + retryDelayMs(push.attempts)), lastError })
    .where(eq(pushQueue.id, push.id));
  return false;
}

import type { FastifyInstance } from "fastify";
import webpush from "web-push";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { appWorkers } from "../../lib/jobs/app-workers";
import type { JobLog } from "../../lib/jobs/sweeper";
import { checkEndpoint } from "./endpoint-rules";
import {
  claimDuePushes,
  forgetSubscription,
  markDelivered,
  markFailedTry,
  markGivenUp,
  PUSH_BATCH_SIZE,
  PUSH_TTL_SECONDS,
  type PushSubscriptionRow,
  type QueuedPush,
} from "./queue";
import { postPush } from "./transport";

/*
 * The push worker (decision 0105): each pass claims due pushes, has web-push sign (VAPID) and
 * encrypt (aes128gcm) each for its subscription, posts it, and records what the push service said:
 * accepted, gone (the subscription is forgotten), failing for now (tried again later) or refusing
 * the request itself (given up).
 */

type Outcome = "delivered" | "gone" | "retry" | "refused";

function outcomeOf(statusCode: number): Outcome {
  if (statusCode >= 200 && statusCode < 300) return "delivered";
  if (statusCode === 404 || statusCode === 410) return "gone";
  if (statusCode === 408 || statusCode === 429 || statusCode >= 500) return "retry";
  return "refused";
}

async function sendOne(
  ctx: AppContext,
  log: JobLog,
  push: QueuedPush,
  subscription: PushSubscriptionRow,
): Promise<void> {
  const { vapidKeys, subject, allowLoopbackHttp } = ctx.config.push;
  const at = now();
  const entry = { pushId: push.id, subscriptionId: subscription.id, attempts: push.attempts };
  if (!vapidKeys || !push.payload) return markGivenUp(ctx, push, "push is off on this server");
  if (at.getTime() - push.createdAt.getTime() > PUSH_TTL_SECONDS * 1000) {
    return markGivenUp(ctx, push, "older than its time to live");
  }
  let endpoint: ReturnType<typeof checkEndpoint>;
  try {
    endpoint = checkEndpoint(subscription.endpoint, { allowLoopbackHttp });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return forgetSubscription(ctx, subscription.id);
  }
  let request: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: { subject, ...vapidKeys },
        TTL: PUSH_TTL_SECONDS,
        urgency: push.urgency,
        contentEncoding: "aes128gcm",
      },
    );
  } catch (error) {
    // Keys nothing can be encrypted to (the subscribe route checks their lengths, not the curve).
    log.warn({ ...entry, err: error }, "push subscription with unusable keys forgotten");
    return forgetSubscription(ctx, subscription.id);
  }
  const answer = await postPush(endpoint, {
    headers: request.headers as Record<string, string | number>,
    body: request.body,
  });
  const outcome = "unreachable" in answer ? "retry" : outcomeOf(answer.statusCode);
  const lastError = "unreachable" in answer ? answer.unreachable : `${answer.statusCode} ${answer.body}`.slice(0, 500);
  if (outcome === "delivered") return markDelivered(ctx, push, now());
  if (outcome === "gone") return forgetSubscription(ctx, subscription.id);
  if (outcome === "refused") {
    log.error({ ...entry, error: lastError }, "push refused by the push service; given up");
    return markGivenUp(ctx, push, lastError);
  }
  const gaveUp = await markFailedTry(ctx, push, lastError, now());
  if (gaveUp) log.error({ ...entry, error: lastError }, "push given up after its last try");
  else log.warn({ ...entry, error: lastError }, "push not delivered; it will be tried again");
}

/** One pass of the push worker. */
export async function pushQueuePass(ctx: AppContext, log: JobLog): Promise<{ more: boolean }> {
  const claimed = await claimDuePushes(ctx, { at: now(), limit: PUSH_BATCH_SIZE });
  for (const { push, subscription } of claimed) await sendOne(ctx, log, push, subscription);
  return { more: claimed.length === PUSH_BATCH_SIZE };
}

const workers = appWorkers("push-queue");

/** Starts the worker with the app (the push routes' plugin). */
export function startPushWorker(app: FastifyInstance): void {
  workers.start(app, {
    intervalMs: app.ctx.config.push.queueIntervalMs,
    pass: () => pushQueuePass(app.ctx, app.log),
  });
}

export const kickPushWorker = workers.kick;
export const drainPushQueue = workers.drain;

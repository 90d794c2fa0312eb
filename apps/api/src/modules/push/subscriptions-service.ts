import { PUSH_DEVICES_MAX, type TPushDevice, type TPushSubscribeRequest } from "@crewlance/contracts/push";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { pushSubscriptions } from "../../db/schema/push";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import { describeUserAgent } from "../../lib/user-agent";
import { checkEndpoint } from "./endpoint-rules";

/* A person's push devices (decision 0105): subscribe this browser, unsubscribe it, list them. */

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function toPushDevice(row: SubscriptionRow): TPushDevice {
  return {
    id: row.id,
    deviceLabel: row.deviceLabel,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Push is off on a production server started without VAPID keys. */
export function vapidPublicKey(ctx: AppContext): string {
  const keys = ctx.config.push.vapidKeys;
  if (!keys) throw new AppError("NOT_CONFIGURED", "Push notifications are not set up on this server.");
  return keys.publicKey;
}

function keyError(field: "p256dh" | "auth", bytes: number): AppError {
  const message = `The subscription's ${field} key must be ${bytes} bytes.`;
  return new AppError("VALIDATION_ERROR", message, [{ path: `keys.${field}`, message }]);
}

/** The browser's P-256 key is an uncompressed point (65 bytes from 0x04); its secret is 16 bytes. */
function checkKeys(keys: TPushSubscribeRequest["keys"]): void {
  const p256dh = Buffer.from(keys.p256dh, "base64url");
  if (p256dh.length !== 65 || p256dh[0] !== 4) throw keyError("p256dh", 65);
  if (Buffer.from(keys.auth, "base64url").length !== 16) throw keyError("auth", 16);
}

function labelOf(userAgent: string): string {
  const { browser, system } = describeUserAgent(userAgent);
  return `${browser} on ${system}`;
}

/**
 * Subscribes this browser. The endpoint is the device: subscribing it again updates its keys, and
 * moves it to this person when someone else had it (one browser, another account signed in), so a
 * device never gets the notifications of an account that left it. Past PUSH_DEVICES_MAX, the
 * devices used longest ago are forgotten.
 */
export async function subscribeDevice(
  ctx: AppContext,
  input: TPushSubscribeRequest & { userId: string; userAgent: string },
): Promise<TPushDevice> {
  vapidPublicKey(ctx);
  checkEndpoint(input.endpoint, { allowLoopbackHttp: ctx.config.push.allowLoopbackHttp });
  checkKeys(input.keys);
  return withTransaction(ctx, async (txCtx) => {
    const at = now();
    const [row] = await txCtx.db
      .insert(pushSubscriptions)
      .values({
        userId: input.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        deviceLabel: labelOf(input.userAgent),
        createdAt: at,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: input.userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          deviceLabel: labelOf(input.userAgent),
          // Moved to another person: a new device of theirs. The same person's: kept as it was.
          createdAt: sql`case when ${pushSubscriptions.userId} = ${input.userId} then ${pushSubscriptions.createdAt} else ${at} end`,
          lastUsedAt: sql`case when ${pushSubscriptions.userId} = ${input.userId} then ${pushSubscriptions.lastUsedAt} else null end`,
        },
      })
      .returning();
    await forgetDevicesBeyondLimit(txCtx, input.userId);
    return toPushDevice(row!);
  });
}

async function forgetDevicesBeyondLimit(ctx: AppContext, userId: string): Promise<void> {
  const beyond = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(
      desc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
      desc(pushSubscriptions.id),
    )
    .offset(PUSH_DEVICES_MAX);
  if (beyond.length === 0) return;
  await ctx.db.delete(pushSubscriptions).where(
    inArray(
      pushSubscriptions.id,
      beyond.map((row) => row.id),
    ),
  );
}

/** Unsubscribes this browser; someone else's endpoint, or one already gone, answers 404. */
export async function unsubscribeDevice(ctx: AppContext, input: { userId: string; endpoint: string }): Promise<void> {
  const removed = await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, input.endpoint), eq(pushSubscriptions.userId, input.userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) {
    throw new AppError("NOT_FOUND", "This browser is not subscribed to your push notifications.");
  }
}

/** The person's devices, newest first (at most PUSH_DEVICES_MAX, so one page). */
export async function listDevices(ctx: AppContext, userId: string): Promise<TPushDevice[]> {
  const rows = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(PUSH_DEVICES_MAX);
  return rows.map(toPushDevice);
}

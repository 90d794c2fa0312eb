import { z } from "zod";
import { singleLineText } from "./text";

/*
 * Web push (decision 0105): the server's VAPID public key, and the push subscriptions of a
 * person's browsers, one per device. A subscription is what PushSubscription.toJSON() gives.
 */

/** Longer than any push service's endpoint (FCM's are about 200 characters), short enough to index. */
export const PUSH_ENDPOINT_MAX = 1024;

/** The server's VAPID public key: the browser subscribes with it as `applicationServerKey`. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

const ZPushEndpoint = z
  .string("Send the subscription's endpoint.")
  .trim()
  .check(...singleLineText)
  .min(1, "Send the subscription's endpoint.")
  .max(PUSH_ENDPOINT_MAX, `The endpoint is longer than ${PUSH_ENDPOINT_MAX} characters.`);

const base64url = (max: number, name: string) =>
  z
    .string(`Send the subscription's ${name} key.`)
    .max(max, `The ${name} key is too long.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${name} key is not base64url.`);

/** POST /push/subscriptions: this browser's subscription. */
export const ZPushSubscribeRequest = z.object({
  endpoint: ZPushEndpoint,
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, 87 characters. */
    p256dh: base64url(128, "p256dh"),
    /** The 16-byte authentication secret: 22 characters. */
    auth: base64url(64, "auth"),
  }),
  /** As the browser gives it; push services here do not expire subscriptions on a date. */
  expirationTime: z.number().nullable().optional(),
});
export type TPushSubscribeRequest = z.infer<typeof ZPushSubscribeRequest>;

/** DELETE /push/subscriptions: the subscription of this browser, by its endpoint. */
export const ZPushUnsubscribeRequest = z.object({ endpoint: ZPushEndpoint });
export type TPushUnsubscribeRequest = z.infer<typeof ZPushUnsubscribeRequest>;

/** One of the person's devices that receives push notifications. */
export const ZPushDevice = z.object({
  id: z.string().uuid(),
  /** "Chrome 131 on Android 15", from the user agent that subscribed. */
  deviceLabel: z.string(),
  createdAt: z.string(),
  /** When a notification last reached the device's push service; null before the first. */
  lastUsedAt: z.string().nullable(),
});
export type TPushDevice = z.infer<typeof ZPushDevice>;

/** GET /push/subscriptions: every device of the person's, newest first (at most PUSH_DEVICES_MAX). */
export const ZPushDeviceList = z.object({ items: z.array(ZPushDevice) });
export type TPushDeviceList = z.infer<typeof ZPushDeviceList>;

/** Devices kept per person: subscribing one more forgets the one used longest ago. */
export const PUSH_DEVICES_MAX = 20;

/**
 * What the service worker receives in a push: the notification's title and body, the in-app
 * path it opens, and a tag under which a newer notification about the same thing replaces it.
 */
export type TPushPayload = { title: string; body: string; link: string | null; tag: string };

/** The message the service worker posts to open pages when a push arrives. */
export const PUSH_RECEIVED_MESSAGE = "PUSH_RECEIVED";

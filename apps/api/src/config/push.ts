import webpush from "web-push";
import { z } from "zod";
import { optionalString } from "./env-values";

/**
 * Web push (decision 0105): the VAPID key pair the server signs its pushes with, who it says it is
 * to the push services, and whether plain-http endpoints on this machine are accepted (the local
 * push service of the tests and journeys).
 */
export const ZPushEnv = z.object({
  /** The uncompressed P-256 public key, base64url (87 characters), as `web-push generate-vapid-keys` prints it. */
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key in base64url (87 characters)")
      .optional(),
  ),
  /** The private key, base64url (43 characters). */
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
      .optional(),
  ),
  /** A mailto: or https: address the push services may write to about this server's pushes. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https:// URL")
      .optional(),
  ),
  /** "true": http:// endpoints on loopback addresses are accepted (tests, journeys); never in production. */
  PUSH_ALLOW_LOOPBACK_HTTP: z.enum(["true", "false"], "must be true or false").default("false"),
  PUSH_QUEUE_INTERVAL_MS: z.coerce
    .number<string>("must be a whole number of milliseconds")
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 (milliseconds)")
    .max(3_600_000, "must be at most 3600000 (one hour)")
    .default(15_000),
});

export type VapidKeys = { publicKey: string; privateKey: string };

export type PushConfig = {
  /** Undefined: push is off (production without VAPID keys). */
  vapidKeys: VapidKeys | undefined;
  /**
   * "environment": the VAPID_* variables. "process": a pair made for this process, which
   * server.ts replaces with the pair kept in dataDir (lib/development-vapid-keys.ts); tests keep it.
   * "off": production without keys.
   */
  vapidSource: "environment" | "process" | "off";
  subject: string;
  allowLoopbackHttp: boolean;
  queueIntervalMs: number;
};

/** The two keys come together, and production accepts no http endpoint. */
export function checkPush(env: z.infer<typeof ZPushEnv> & { NODE_ENV: string }, ctx: z.RefinementCtx): void {
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    ctx.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: "is required with VAPID_PUBLIC_KEY" });
  }
  if (env.VAPID_PRIVATE_KEY && !env.VAPID_PUBLIC_KEY) {
    ctx.addIssue({ code: "custom", path: ["VAPID_PUBLIC_KEY"], message: "is required with VAPID_PRIVATE_KEY" });
  }
  if (env.NODE_ENV === "production" && env.PUSH_ALLOW_LOOPBACK_HTTP === "true") {
    ctx.addIssue({ code: "custom", path: ["PUSH_ALLOW_LOOPBACK_HTTP"], message: "must not be true in production" });
  }
}

/** A pair nobody else knows, for a server started without VAPID keys outside production. */
let processVapidKeys: VapidKeys | undefined;

/** The address in MAIL_FROM ("Crewlance <no-reply@crewlance.local>"), or the whole value. */
function mailAddressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export function pushConfigOf(
  e: z.infer<typeof ZPushEnv> & { NODE_ENV: string; MAIL_FROM: string },
  appUrl: string,
): PushConfig {
  const fromEnvironment =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  const production = e.NODE_ENV === "production";
  if (!fromEnvironment && !production) processVapidKeys ??= webpush.generateVAPIDKeys();
  const vapidKeys = fromEnvironment ?? (production ? undefined : processVapidKeys);
  return {
    vapidKeys,
    vapidSource: fromEnvironment ? "environment" : production ? "off" : "process",
    subject: e.VAPID_SUBJECT ?? (appUrl.startsWith("https://") ? appUrl : `mailto:${mailAddressOf(e.MAIL_FROM)}`),
    allowLoopbackHttp: e.PUSH_ALLOW_LOOPBACK_HTTP === "true",
    queueIntervalMs: e.PUSH_QUEUE_INTERVAL_MS,
  };
}

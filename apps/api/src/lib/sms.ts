import type { SmsConfig } from "../config";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema/outbox";
import { now } from "./clock";
import { AppError } from "./errors";

export type SmsMessage = { to: string; text: string };

/** Where text messages go: the dev outbox by default, an HTTP gateway when configured. */
export type SmsSender = { send: (message: SmsMessage) => Promise<void> };

const GATEWAY_TIMEOUT_MS = 10_000;

/** The person reads the sentence; `cause` says what the gateway did, for the server log. */
function undelivered(cause: unknown): AppError {
  const error = new AppError(
    "UPSTREAM_UNAVAILABLE",
    "We could not send the text message. Please try again in a moment.",
  );
  error.cause = cause;
  return error;
}

/**
 * A gateway that takes `POST <SMS_GATEWAY_URL>` with a JSON body `{from, to, text}` and a
 * bearer token, and answers 2xx once it has accepted the message — the shape most Indian
 * and international SMS APIs offer, or a thin relay in front of one.
 */
export function createHttpSmsSender(options: {
  url: string;
  token: string | undefined;
  from: string;
  /** How long the gateway may take to accept a message (answer and body). */
  timeoutMs?: number;
}): SmsSender {
  const timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
  return {
    async send(message) {
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers,
          body: JSON.stringify({ from: options.from, to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw undelivered(error);
      }
      // Drain the body so the connection is released whatever the gateway answered.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw undelivered(new Error(`SMS gateway answered HTTP ${response.status}`));
    },
  };
}

/** Keeps every text in the dev outbox table, read at /test-email-api beside the emails. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: "SMS",
        to: message.to,
        subject: null,
        text: message.text,
        html: null,
        createdAt: now(),
      });
    },
  };
}

export function createSmsSender(config: SmsConfig, db: Db): SmsSender {
  return config.gatewayUrl
    ? createHttpSmsSender({ url: config.gatewayUrl, token: config.gatewayToken, from: config.from })
    : createOutboxSmsSender(db);
}

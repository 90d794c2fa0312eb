import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";

/*
 * A Razorpay-shaped signed webhook, for deposits and payouts alike (decisions 0027, 0087): the
 * body read as raw bytes, its X-Razorpay-Signature (HMAC-SHA256 of those bytes) checked before
 * anything is parsed, then the JSON and the provider's event id.
 */

/** HMAC-SHA256 of the raw body with the webhook secret, hex, compared in constant time. */
export function verifyWebhookSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

export type SignedWebhook = { raw: Buffer; event: unknown; eventId: string | null };

/** The verified event of a request whose JSON body was read as a Buffer; a sentence and a 4xx otherwise. */
export function readSignedWebhook(request: FastifyRequest, secret: string): SignedWebhook {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The webhook body must be JSON (application/json).");
  }
  const signature = request.headers["x-razorpay-signature"];
  if (!verifyWebhookSignature(raw, typeof signature === "string" ? signature : undefined, secret)) {
    throw new AppError("BAD_REQUEST", "The webhook signature does not match its body.");
  }
  let event: unknown;
  try {
    event = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("INVALID_JSON", "The webhook body is not valid JSON.");
  }
  const eventIdHeader = request.headers["x-razorpay-event-id"];
  const eventId = typeof eventIdHeader === "string" && eventIdHeader ? eventIdHeader.slice(0, 200) : null;
  return { raw, event, eventId };
}

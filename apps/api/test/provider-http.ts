import type { IncomingMessage } from "node:http";

/*
 * What the local servers that behave like outside providers (payments, payouts, KYC) share: the
 * request body as text, and a signed Razorpay-shaped webhook posted to the app.
 */

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** A webhook as sent, and the app's answer: the same bytes, signature and id can be sent again. */
export type SentWebhook = { status: number; body: unknown; rawBody: string; signature: string; eventId: string };

export async function postSignedWebhook(
  url: string,
  rawBody: string,
  signature: string,
  eventId: string,
): Promise<SentWebhook> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": eventId },
    body: rawBody,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, rawBody, signature, eventId };
}

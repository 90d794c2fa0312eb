import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * What the local servers that behave like outside providers (payments, payouts, KYC, push) share:
 * how they listen, the request body as text, and a signed Razorpay-shaped webhook posted to the app.
 */

/**
 * Listens on loopback (`port` 0: any free one) and answers with the origin. The API's fetch keeps
 * idle sockets for a little less than the server's keep-alive says. The two share one event loop
 * in a test, and after a long synchronous stretch (PGlite, on loaded CI cores) a request could go
 * out on a socket whose server-side timer fired in the same turn: the fetch failed and the call
 * answered 502. So the server keeps idle sockets longer than any test waits.
 */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

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

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { listenOnLoopback, postSignedWebhook, readBody, type SentWebhook } from "./provider-http";

/*
 * A local HTTP server that behaves like Razorpay for the wallet's tests: the orders API
 * (POST /v1/orders with basic auth) and, when a test "pays" an order, a signed webhook
 * (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body, X-Razorpay-Event-Id) sent over HTTP to
 * the app's webhook address. Not a stub inside the app: the app talks to it over the network.
 */

export type ProviderOrder = { id: string; amount: number; currency: string; receipt: string; status: string };

export type { SentWebhook };

export type TestPaymentProvider = {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, ProviderOrder>;
  /** Answer every order request with this status (e.g. 500) instead of creating the order. */
  failOrdersWith: number | null;
  /** Pays an order and sends its `payment.captured` webhook to `webhookUrl`. */
  payOrder: (
    orderId: string,
    webhookUrl: string,
    options?: { amount?: number; currency?: string; secret?: string; eventId?: string },
  ) => Promise<SentWebhook>;
  /** Sends the same bytes, signature and event id again (a provider retry or a replay attack). */
  resend: (webhook: SentWebhook, webhookUrl: string) => Promise<SentWebhook>;
  close: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

export async function startTestPaymentProvider(): Promise<TestPaymentProvider> {
  const keyId = `rzp_test_${randomBytes(6).toString("hex")}`;
  const keySecret = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const orders = new Map<string, ProviderOrder>();
  const state = { failOrdersWith: null as number | null };

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const raw = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/orders") return send(404, { error: { code: "NOT_FOUND" } });
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    if (request.headers.authorization !== expected) {
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    if (state.failOrdersWith) return send(state.failOrdersWith, { error: { code: "SERVER_ERROR" } });
    const body = JSON.parse(raw) as { amount: number; currency: string; receipt: string };
    if (!Number.isInteger(body.amount) || body.amount < 100 || body.currency !== "INR") {
      return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount is invalid" } });
    }
    const order = {
      id: id("order"),
      amount: body.amount,
      currency: body.currency,
      receipt: body.receipt,
      status: "created",
    };
    orders.set(order.id, order);
    send(200, { ...order, entity: "order", amount_paid: 0, amount_due: order.amount, attempts: 0, notes: {} });
  });
  const origin = await listenOnLoopback(server);

  return {
    url: origin,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    get failOrdersWith() {
      return state.failOrdersWith;
    },
    set failOrdersWith(value) {
      state.failOrdersWith = value;
    },
    async payOrder(orderId, webhookUrl, options = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = "paid";
      const event = {
        entity: "event",
        account_id: "acc_test",
        event: "payment.captured",
        contains: ["payment"],
        payload: {
          payment: {
            entity: {
              id: id("pay"),
              entity: "payment",
              amount: options.amount ?? order.amount,
              currency: options.currency ?? order.currency,
              status: "captured",
              order_id: order.id,
              method: "upi",
              captured: true,
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      };
      const rawBody = JSON.stringify(event);
      const signature = createHmac("sha256", options.secret ?? webhookSecret)
        .update(rawBody)
        .digest("hex");
      return postSignedWebhook(webhookUrl, rawBody, signature, options.eventId ?? id("evt"));
    },
    resend(webhook, webhookUrl) {
      return postSignedWebhook(webhookUrl, webhook.rawBody, webhook.signature, webhook.eventId);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createHmac, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { listenOnLoopback, postSignedWebhook, readBody, type SentWebhook } from "./provider-http";

/*
 * A local HTTP server that behaves like RazorpayX payouts for the withdrawal tests and the e2e
 * server: POST /v1/payouts (basic auth; idempotent by X-Payout-Idempotency — the same key answers
 * the same payout, and every create that reaches it is counted per key), GET /v1/payouts/:id, and
 * signed webhooks (X-Razorpay-Signature: hex HMAC-SHA256 of the raw body, X-Razorpay-Event-Id)
 * sent over HTTP to the app's address — once, twice, late or never. It can refuse (4xx) or fail
 * (5xx) creates. Not a stub inside the app: the app talks to it over the network (decision 0087).
 */

export type FakePayout = {
  id: string;
  entity: "payout";
  fund_account: { account_type: string; vpa?: { address: string }; bank_account?: Record<string, string> };
  amount: number;
  currency: string;
  status: string;
  mode: string;
  purpose: string;
  reference_id: string;
  utr: string | null;
  status_details: { description: string | null; reason: string | null; source: string | null };
  created_at: number;
};

export type PayoutEvent =
  | "payout.processed"
  | "payout.reversed"
  | "payout.failed"
  | "payout.queued"
  | "payout.initiated";

export type SentPayoutWebhook = SentWebhook;

export type TestPayoutProvider = {
  url: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  /** The app's payout webhook address; events are sent there. */
  webhookUrl: string | null;
  payouts: Map<string, FakePayout>;
  /** Creates that reached the provider, per idempotency key (a retry that was not needed still counts). */
  createsPerKey: Map<string, number>;
  /** Status requests (GET /v1/payouts/:id) answered. */
  statusRequests: number;
  /** Answer creates with this status instead of creating (500: the provider is down; 400: refused). */
  failCreatesWith: number | null;
  /** Settle every new payout this many ms after creating it and send its webhook; null: wait for the test. */
  autoProcessAfterMs: number | null;
  /** With autoProcessAfterMs: how each payout ends (null: it stays processing); processed when unset. */
  outcomeFor: ((payout: FakePayout) => "processed" | "reversed" | "failed" | null) | null;
  /** Refuse (400, with this sentence) a create this says no to. */
  refuse: ((payout: FakePayout) => string | null) | null;
  /** Moves a payout to a final status and sends its webhook (`deliver`: how many times, 0 for never). */
  settle: (
    payoutId: string,
    outcome: "processed" | "reversed" | "failed",
    options?: { deliver?: number; reason?: string; utr?: string },
  ) => Promise<SentPayoutWebhook[]>;
  /** Sends an event about a payout as it stands now (or claiming another status), signed with `secret`. */
  send: (
    payoutId: string,
    event: PayoutEvent,
    options?: { secret?: string; eventId?: string; status?: string },
  ) => Promise<SentPayoutWebhook>;
  /** Sends the same bytes, signature and event id again (a provider retry or a replay attack). */
  resend: (webhook: SentPayoutWebhook) => Promise<SentPayoutWebhook>;
  close: () => Promise<void>;
};

const idOf = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
const utrOf = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padEnd(16, "0").slice(0, 16);

const EVENT_STATUS: Record<PayoutEvent, string> = {
  "payout.processed": "processed",
  "payout.reversed": "reversed",
  "payout.failed": "failed",
  "payout.queued": "queued",
  "payout.initiated": "processing",
};

export async function startTestPayoutProvider(options: { port?: number } = {}): Promise<TestPayoutProvider> {
  const keyId = `rzp_test_${randomBytes(6).toString("hex")}`;
  const keySecret = randomBytes(16).toString("hex");
  const webhookSecret = randomBytes(16).toString("hex");
  const accountNumber = "2323230041626905";
  const payouts = new Map<string, FakePayout>();
  const byKey = new Map<string, string>();
  const createsPerKey = new Map<string, number>();

  async function post(rawBody: string, signature: string, eventId: string): Promise<SentPayoutWebhook> {
    if (!provider.webhookUrl) throw new Error("the payout provider has no webhook address");
    return postSignedWebhook(provider.webhookUrl, rawBody, signature, eventId);
  }

  function eventBody(payout: FakePayout, event: PayoutEvent, status?: string): string {
    return JSON.stringify({
      entity: "event",
      account_id: "acc_test",
      event,
      contains: ["payout"],
      payload: { payout: { entity: { ...payout, status: status ?? payout.status } } },
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const raw = await readBody(request);
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    if (request.headers.authorization !== expected) {
      return send(401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    const statusMatch = /^\/v1\/payouts\/([^/]+)$/.exec(request.url ?? "");
    if (request.method === "GET" && statusMatch) {
      provider.statusRequests += 1;
      const payout = payouts.get(decodeURIComponent(statusMatch[1]!));
      return payout
        ? send(200, payout)
        : send(404, { error: { code: "BAD_REQUEST_ERROR", description: "No such payout" } });
    }
    if (request.method !== "POST" || request.url !== "/v1/payouts") return send(404, { error: { code: "NOT_FOUND" } });
    const key = request.headers["x-payout-idempotency"];
    if (typeof key !== "string" || !key) {
      return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "X-Payout-Idempotency is required" } });
    }
    createsPerKey.set(key, (createsPerKey.get(key) ?? 0) + 1);
    if (provider.failCreatesWith) {
      const description = provider.failCreatesWith < 500 ? "The fund account is not valid for payouts" : "Server error";
      return send(provider.failCreatesWith, { error: { code: "BAD_REQUEST_ERROR", description } });
    }
    const earlier = byKey.get(key);
    if (earlier) return send(200, payouts.get(earlier));
    const body = JSON.parse(raw) as {
      account_number: string;
      amount: number;
      currency: string;
      mode: string;
      purpose: string;
      reference_id: string;
      fund_account: FakePayout["fund_account"];
    };
    if (body.account_number !== accountNumber || !Number.isInteger(body.amount) || body.amount < 100) {
      return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The amount or account is invalid" } });
    }
    const payout: FakePayout = {
      id: idOf("pout"),
      entity: "payout",
      fund_account: body.fund_account,
      amount: body.amount,
      currency: body.currency,
      status: "processing",
      mode: body.mode,
      purpose: body.purpose,
      reference_id: body.reference_id,
      utr: null,
      status_details: { description: null, reason: null, source: null },
      created_at: Math.floor(Date.now() / 1000),
    };
    const refusal = provider.refuse?.(payout) ?? null;
    if (refusal) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: refusal } });
    payouts.set(payout.id, payout);
    byKey.set(key, payout.id);
    send(200, payout);
    const outcome = provider.outcomeFor ? provider.outcomeFor(payout) : "processed";
    if (provider.autoProcessAfterMs !== null && outcome) {
      const reason = outcome === "processed" ? undefined : "Beneficiary account is closed";
      setTimeout(
        () => void provider.settle(payout.id, outcome, { reason }).catch(() => {}),
        provider.autoProcessAfterMs,
      );
    }
  });
  const origin = await listenOnLoopback(server, options.port);

  const provider: TestPayoutProvider = {
    url: origin,
    keyId,
    keySecret,
    accountNumber,
    webhookSecret,
    webhookUrl: null,
    payouts,
    createsPerKey,
    statusRequests: 0,
    failCreatesWith: null,
    autoProcessAfterMs: null,
    outcomeFor: null,
    refuse: null,
    async settle(payoutId, outcome, settleOptions = {}) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no payout ${payoutId}`);
      payout.status = outcome;
      if (outcome === "processed") payout.utr = settleOptions.utr ?? utrOf();
      else
        payout.status_details = {
          description: settleOptions.reason ?? "Beneficiary bank is offline",
          reason: outcome,
          source: "beneficiary_bank",
        };
      const sent: SentPayoutWebhook[] = [];
      const first = await (settleOptions.deliver === 0 ? null : provider.send(payoutId, `payout.${outcome}`));
      if (first) sent.push(first);
      for (let again = 1; again < (settleOptions.deliver ?? 1); again += 1) sent.push(await provider.resend(first!));
      return sent;
    },
    send(payoutId, event, sendOptions = {}) {
      const payout = payouts.get(payoutId);
      if (!payout) throw new Error(`no payout ${payoutId}`);
      const rawBody = eventBody(payout, event, sendOptions.status ?? EVENT_STATUS[event]);
      const signature = createHmac("sha256", sendOptions.secret ?? webhookSecret)
        .update(rawBody)
        .digest("hex");
      return post(rawBody, signature, sendOptions.eventId ?? idOf("evt"));
    },
    resend: (webhook) => post(webhook.rawBody, webhook.signature, webhook.eventId),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}

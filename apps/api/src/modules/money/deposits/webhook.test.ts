import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { startTestPaymentProvider } from "../../../../test/payment-provider";
import { createUser, type TestUser } from "../../../../test/users";
import { loadConfig } from "../../../config";
import { balances, expectLedgerBalanced, moneyHeaders } from "../testing";

const provider = await startTestPaymentProvider();
const t = await createTestApp({
  wallet: {
    ...loadConfig({ NODE_ENV: "test" }).wallet,
    provider: "razorpay",
    razorpay: {
      apiUrl: provider.url,
      keyId: provider.keyId,
      keySecret: provider.keySecret,
      webhookSecret: provider.webhookSecret,
    },
  },
});
// The provider sends its webhooks over HTTP, so the app listens on a port of its own.
await t.app.listen({ port: 0, host: "127.0.0.1" });
const webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/webhook/razorpay`;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
  await provider.close();
});

async function startDeposit(user: TestUser, amount: number) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/wallet/deposits",
    headers: moneyHeaders(user),
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    deposit: { id: string; status: string };
    checkout: { orderId: string; keyId: string; amount: number };
  };
}

async function depositStatus(user: TestUser, id: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/wallet/deposits/${id}`, headers: user.authHeader });
  return res.json().data.status as string;
}

describe("Razorpay-shaped deposits", () => {
  it("creates an order at the provider and answers what Checkout needs, crediting nothing yet", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const { deposit, checkout } = await startDeposit(user, 150_000);
    expect(deposit.status).toBe("PENDING");
    expect(checkout).toMatchObject({ provider: "razorpay", keyId: provider.keyId, amount: 150_000, currency: "INR" });
    expect(provider.orders.get(checkout.orderId)).toMatchObject({ amount: 150_000, receipt: deposit.id });
    expect((await balances(t.app, user)).available).toBe(0);
  });

  it("credits once on a verified payment event; a replayed event and a second event for it change nothing", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const { deposit, checkout } = await startDeposit(user, 150_000);
    const sent = await provider.payOrder(checkout.orderId, webhookUrl);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ data: { outcome: "credited" } });
    expect((await balances(t.app, user)).available).toBe(150_000);
    expect(await depositStatus(user, deposit.id)).toBe("COMPLETED");

    const replayed = await provider.resend(sent, webhookUrl);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ data: { outcome: "duplicate" } });
    const another = await provider.payOrder(checkout.orderId, webhookUrl);
    expect(another.body).toMatchObject({ data: { outcome: "already-credited" } });
    expect((await balances(t.app, user)).available).toBe(150_000);
  });

  it("refuses a forged signature and changes nothing", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const { deposit, checkout } = await startDeposit(user, 150_000);
    const forged = await provider.payOrder(checkout.orderId, webhookUrl, { secret: "not-the-webhook-secret" });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ success: false, message: "The webhook signature does not match its body." });
    // A valid signature over other bytes does not carry over to a changed body.
    const tampered = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": forged.signature },
      body: forged.rawBody.replace("150000", "9150000"),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: forged.rawBody,
    });
    expect(unsigned.status).toBe(400);
    expect((await balances(t.app, user)).available).toBe(0);
    expect(await depositStatus(user, deposit.id)).toBe("PENDING");
  });

  it("ignores a verified event whose amount or currency does not match the order, or an order that is not ours", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const { deposit, checkout } = await startDeposit(user, 150_000);
    const less = await provider.payOrder(checkout.orderId, webhookUrl, { amount: 100 });
    expect(less.body).toMatchObject({ data: { outcome: "mismatch" } });
    const dollars = await provider.payOrder(checkout.orderId, webhookUrl, { currency: "USD" });
    expect(dollars.body).toMatchObject({ data: { outcome: "mismatch" } });
    expect((await balances(t.app, user)).available).toBe(0);
    expect(await depositStatus(user, deposit.id)).toBe("PENDING");

    provider.orders.set("order_elsewhere", {
      id: "order_elsewhere",
      amount: 500,
      currency: "INR",
      receipt: "x",
      status: "created",
    });
    const foreign = await provider.payOrder("order_elsewhere", webhookUrl);
    expect(foreign.body).toMatchObject({ data: { outcome: "unknown-order" } });
  });

  it("credits once when the provider delivers the same event several times at once", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const { checkout } = await startDeposit(user, 150_000);
    const eventId = `evt_${randomUUID()}`;
    const first = await provider.payOrder(checkout.orderId, webhookUrl, { eventId });
    const replays = await Promise.all(Array.from({ length: 5 }, () => provider.resend(first, webhookUrl)));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    const others = await Promise.all(Array.from({ length: 4 }, () => provider.payOrder(checkout.orderId, webhookUrl)));
    expect(others.every((r) => r.status === 200)).toBe(true);
    expect((await balances(t.app, user)).available).toBe(150_000);
    const credits = await t.app.ctx.db.execute(sql`select count(*)::int as n from wallet_transactions
      where type = 'DEPOSIT' and reference_id = (select id::text from wallet_deposits where provider_order_id = ${checkout.orderId})`);
    expect(credits.rows).toEqual([{ n: 1 }]);
  });

  it("answers 502 when the provider fails to create the order, and moves nothing", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    provider.failOrdersWith = 500;
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wallet/deposits",
        headers: moneyHeaders(user),
        payload: { amount: 150_000 },
      });
      expect(res.statusCode).toBe(502);
    } finally {
      provider.failOrdersWith = null;
    }
  });

  it("knows only configured providers and reads only JSON", async () => {
    const unknown = await fetch(webhookUrl.replace("razorpay", "paypal"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(unknown.status).toBe(400);
    const text = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "text/plain" }, body: "hello" });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../../../../test/users";
import { balances, moneyHeaders } from "../../testing";
import { bank, startPayoutTestApp, upi } from "./testing";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
const { app, provider, funded, withdrawalOf, close } = await startPayoutTestApp();
afterAll(close);
const admin = await createUser(app, { role: "ADMIN" });

async function transactionsOf(user: TestUser) {
  const res = await app.inject({ method: "GET", url: "/api/wallet/transactions", headers: user.authHeader });
  return res.json().data.items as Array<Record<string, unknown> & { type: string; id: string }>;
}

function adminSettle(id: string, payload: object) {
  return app.inject({
    method: "POST",
    url: `/api/admin/wallet/withdrawals/${id}/settle`,
    headers: moneyHeaders(admin),
    payload,
  });
}

async function eventOutcome(eventId: string) {
  const { rows } = await app.ctx.db.execute<{ outcome: string }>(
    sql`select outcome from payment_webhook_events where provider = 'razorpayx' and event_id = ${eventId}`,
  );
  return rows[0]?.outcome;
}

describe("handing a withdrawal to the payout provider", () => {
  it("creates the payout over HTTP after the request commits, keyed by the withdrawal, and shows it with the bank", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 200_000, 60_000, bank);
    expect(provider.createsPerKey.get(id)).toBe(1);
    expect(payout).toMatchObject({
      amount: 60_000,
      currency: "INR",
      mode: "IMPS",
      purpose: "payout",
      reference_id: id,
      fund_account: {
        account_type: "bank_account",
        bank_account: { name: "Asha Rao", ifsc: "HDFC0001234", account_number: "123456789012" },
      },
    });
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "PENDING",
      payout: { provider: "razorpayx", id: payout!.id, status: "SENT", note: null },
    });
    expect(await balances(app, user)).toMatchObject({ available: 140_000, pendingWithdrawal: 60_000 });
    const [row] = await transactionsOf(user);
    expect(row).toMatchObject({ type: "WITHDRAWAL_REQUEST", status: "PENDING", withdrawal: { id, withBank: true } });
    const receipt = await app.inject({
      method: "GET",
      url: `/api/wallet/transactions/${row!.id}/receipt`,
      headers: user.authHeader,
    });
    expect(receipt.statusCode).toBe(200);

    // The admin queue shows the provider has it, and refuses to settle it by hand.
    const queue = await app.inject({ method: "GET", url: "/api/admin/wallet/withdrawals", headers: admin.authHeader });
    expect(queue.json().data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, payout: expect.objectContaining({ status: "SENT" }) })]),
    );
    const byHand = await adminSettle(id, { outcome: "PAID", utr: "SBIN426012345678" });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toContain("payout provider is paying");
  });

  it("pays a UPI id by UPI", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { payout } = await funded(user, 100_000, 50_000, upi);
    expect(payout).toMatchObject({
      mode: "UPI",
      fund_account: { account_type: "vpa", vpa: { address: "asha.rao@okhdfc" } },
    });
  });

  it("hands a refused payout back to the admin queue with the provider's reason, where an admin pays it", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    provider.failCreatesWith = 400;
    const { id } = await funded(user, 100_000, 50_000, bank);
    provider.failCreatesWith = null;
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "PENDING",
      payout: { status: "REFUSED", id: null, note: "The fund account is not valid for payouts" },
    });
    const paid = await adminSettle(id, { outcome: "PAID", utr: "HDFC426012345678" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await balances(app, user)).toMatchObject({ available: 50_000, pendingWithdrawal: 0 });
    expect(provider.createsPerKey.get(id)).toBe(1);
  });
});

describe("payout webhooks", () => {
  it("settles a processed payout as paid with its UTR, once; a replay and a second event change nothing", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    const [sent] = await provider.settle(payout!.id, "processed", { utr: "ICIC426012345678" });
    expect(sent!.status).toBe(200);
    expect(sent!.body).toMatchObject({ data: { outcome: "paid" } });
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "PAID",
      utr: "ICIC426012345678",
      payout: { status: "PROCESSED", id: payout!.id },
    });
    const [row] = await transactionsOf(user);
    expect(row).toMatchObject({
      status: "COMPLETED",
      amount: -60_000,
      withdrawal: { utr: "ICIC426012345678", withBank: false },
    });
    const notes = await app.inject({ method: "GET", url: "/api/notifications?limit=5", headers: user.authHeader });
    expect(notes.json().data.items[0]).toMatchObject({ title: "Withdrawal paid" });
    expect(notes.json().data.items[0].body).toContain("UTR ICIC426012345678");

    const replay = await provider.resend(sent!);
    expect(replay.body).toMatchObject({ data: { outcome: "duplicate" } });
    const another = await provider.send(payout!.id, "payout.processed");
    expect(another.body).toMatchObject({ data: { outcome: "late" } });
    expect(await eventOutcome(another.eventId)).toBe("late");
    const { rows } = await app.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from wallet_transactions where type = 'WITHDRAWAL_PAID' and reference_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
  });

  it("returns a reversed payout to available with the bank's reason, shown to the user", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 70_000, upi);
    const [sent] = await provider.settle(payout!.id, "reversed", { reason: "Beneficiary account is closed" });
    expect(sent!.body).toMatchObject({ data: { outcome: "returned" } });
    expect(await balances(app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "FAILED",
      utr: null,
      failureReason: "The bank returned the payout: Beneficiary account is closed",
      payout: { status: "REVERSED", note: "Beneficiary account is closed" },
    });
    const [row] = await transactionsOf(user);
    expect(row).toMatchObject({ status: "FAILED", amount: 0, withdrawal: { status: "FAILED" } });
    // Out of order: a processed event after the reversal is recorded and changes nothing.
    const late = await provider.send(payout!.id, "payout.processed", { status: "processed" });
    expect(late.body).toMatchObject({ data: { outcome: "late" } });
    expect(await balances(app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("returns a failed payout with its reason", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 55_500, bank);
    await provider.settle(payout!.id, "failed", { reason: "Invalid IFSC code" });
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "FAILED",
      failureReason: "The payout failed: Invalid IFSC code",
      payout: { status: "FAILED" },
    });
    expect(await balances(app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("takes an in-flight event before the final one, and flags a reversal that comes after a payout was paid", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    const queued = await provider.send(payout!.id, "payout.queued");
    expect(queued.body).toMatchObject({ data: { outcome: "sent" } });
    await provider.settle(payout!.id, "processed");
    // An in-flight event delivered after the final one changes nothing.
    const stale = await provider.send(payout!.id, "payout.initiated");
    expect(stale.body).toMatchObject({ data: { outcome: "late" } });
    const reversed = await provider.send(payout!.id, "payout.reversed");
    expect(reversed.body).toMatchObject({ data: { outcome: "reversed-after-paid" } });
    expect(await eventOutcome(reversed.eventId)).toBe("reversed-after-paid");
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PAID" });
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
  });

  it("refuses forged and tampered events, changing nothing and recording nothing", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    const forged = await provider.send(payout!.id, "payout.processed", {
      secret: "not-the-secret",
      status: "processed",
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      code: "BAD_REQUEST",
      message: "The webhook signature does not match its body.",
    });
    expect(await eventOutcome(forged.eventId)).toBeUndefined();
    const real = await provider.send(payout!.id, "payout.queued");
    const tampered = await provider.resend({ ...real, rawBody: real.rawBody.replace('"queued"', '"processed"') });
    expect(tampered.status).toBe(400);
    const unsigned = await fetch(provider.webhookUrl!, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: real.rawBody,
    });
    expect(unsigned.status).toBe(400);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING" });
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 60_000 });
  });

  it("records an event for a payout it does not know, or for a different amount, and moves nothing", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    payout!.amount = 60_001;
    const wrong = await provider.send(payout!.id, "payout.processed", { status: "processed" });
    expect(wrong.body).toMatchObject({ data: { outcome: "mismatch" } });
    payout!.amount = 60_000;
    payout!.reference_id = "not-ours";
    payout!.id = "pout_unknown";
    provider.payouts.set("pout_unknown", payout!);
    const unknown = await provider.send("pout_unknown", "payout.processed");
    expect(unknown.body).toMatchObject({ data: { outcome: "unknown-payout" } });
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING" });
  });
});

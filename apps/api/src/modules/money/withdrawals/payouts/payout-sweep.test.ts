import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createUser } from "../../../../../test/users";
import { moderationActions } from "../../../../db/schema/safety";
import { balances } from "../../testing";
import { sendPayout } from "./dispatch";
import { sweepPayouts } from "./sweep";
import { bank, startPayoutTestApp, upi } from "./testing";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
const { app, provider, funded, withdrawalOf, later, close } = await startPayoutTestApp();
afterAll(close);

async function paidTransfers(id: string) {
  const { rows } = await app.ctx.db.execute<{ type: string }>(
    sql`select type from wallet_transactions where reference_id = ${id} and type in ('WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED')`,
  );
  return rows.map((row) => row.type);
}

describe("the payout sweep", () => {
  it("settles a payout whose webhook never came, once it is overdue, by asking the provider", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    await provider.settle(payout!.id, "processed", { deliver: 0, utr: "AXIS426012345678" });
    const asked = provider.statusRequests;
    // Not overdue yet: the provider is not asked.
    await sweepPayouts(app.ctx);
    expect(provider.statusRequests).toBe(asked);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING", payout: { status: "SENT" } });

    await later(31 * 60_000, user);
    await sweepPayouts(app.ctx);
    expect(provider.statusRequests).toBe(asked + 1);
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "PAID",
      utr: "AXIS426012345678",
      payout: { status: "PROCESSED" },
    });
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
    // The webhook arrives late after all: recorded, nothing moves.
    const late = await provider.send(payout!.id, "payout.processed");
    expect(late.body).toMatchObject({ data: { outcome: "late" } });
    expect(await paidTransfers(id)).toEqual(["WITHDRAWAL_PAID"]);
  });

  it("asks again later about a payout still in flight, and returns one the provider reversed", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 80_000, upi);
    await later(31 * 60_000, user);
    await sweepPayouts(app.ctx);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING", payout: { status: "SENT" } });
    await provider.settle(payout!.id, "reversed", { deliver: 0, reason: "Beneficiary VPA is invalid" });
    // Just asked: not again until the sweep time has passed once more.
    await sweepPayouts(app.ctx);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING" });
    await later(31 * 60_000, user);
    await sweepPayouts(app.ctx);
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "FAILED",
      failureReason: "The bank returned the payout: Beneficiary VPA is invalid",
    });
    expect(await balances(app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("retries a create the provider was down for, with the same key, and the provider makes one payout", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    provider.failCreatesWith = 500;
    const { id, payout } = await funded(user, 100_000, 70_000, bank);
    expect(payout).toBeUndefined();
    expect(provider.createsPerKey.get(id)).toBe(1);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING", payout: { status: "CREATING", id: null } });
    // Before the retry time nothing goes out again.
    await sweepPayouts(app.ctx);
    expect(provider.createsPerKey.get(id)).toBe(1);
    provider.failCreatesWith = null;
    await later(61_000, user);
    await sweepPayouts(app.ctx);
    expect(provider.createsPerKey.get(id)).toBe(2);
    const made = [...provider.payouts.values()].filter((each) => each.reference_id === id);
    expect(made).toHaveLength(1);
    expect(await withdrawalOf(user, id)).toMatchObject({ payout: { status: "SENT", id: made[0]!.id } });
    // An answer lost after the provider made it: the next try with the same key gets the same payout.
    await app.ctx.db.execute(
      sql`update wallet_withdrawals set payout_status = 'CREATING', payout_id = null, payout_checked_at = null where id = ${id}`,
    );
    await sweepPayouts(app.ctx);
    expect(provider.createsPerKey.get(id)).toBe(3);
    expect([...provider.payouts.values()].filter((each) => each.reference_id === id)).toHaveLength(1);
    expect(await withdrawalOf(user, id)).toMatchObject({ payout: { status: "SENT", id: made[0]!.id } });
    await provider.settle(made[0]!.id, "processed");
    expect(await balances(app, user)).toMatchObject({ available: 30_000, pendingWithdrawal: 0 });
  });

  it("holds the create of a payout while its owner is suspended for fraud, and sends it once lifted", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const admin = await createUser(app, { role: "ADMIN" });
    provider.failCreatesWith = 500;
    const { id } = await funded(user, 100_000, 50_000, bank);
    provider.failCreatesWith = null;
    const [fraud] = await app.ctx.db
      .insert(moderationActions)
      .values({ adminId: admin.user.id, subjectUserId: user.user.id, kind: "SUSPEND", rule: "SCAM_FRAUD" })
      .returning();
    await later(61_000, user);
    await sweepPayouts(app.ctx);
    expect(provider.createsPerKey.get(id)).toBe(1);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING", payout: { status: "CREATING" } });

    await app.ctx.db.update(moderationActions).set({ liftedAt: new Date() }).where(eq(moderationActions.id, fraud!.id));
    await later(61_000, user);
    await sweepPayouts(app.ctx);
    expect(provider.createsPerKey.get(id)).toBe(2);
    expect(await withdrawalOf(user, id)).toMatchObject({ status: "PENDING", payout: { status: "SENT" } });
  });

  it("settles a payout the provider paid before its create's answer arrived, from the webhook alone", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    await app.ctx.db.execute(
      sql`update wallet_withdrawals set payout_status = 'CREATING', payout_id = null, payout_checked_at = now() where id = ${id}`,
    );
    const [sent] = await provider.settle(payout!.id, "processed");
    expect(sent!.body).toMatchObject({ data: { outcome: "paid" } });
    expect(await withdrawalOf(user, id)).toMatchObject({
      status: "PAID",
      payout: { status: "PROCESSED", id: payout!.id },
    });
  });
});

describe("two at once: the money moves once", () => {
  it("two different events for one processed payout, and a replay, at the same moment", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 60_000, bank);
    const [first] = await provider.settle(payout!.id, "processed", { deliver: 0 });
    expect(first).toBeUndefined();
    const one = provider.send(payout!.id, "payout.processed", { eventId: "evt_same_moment" });
    const two = provider.send(payout!.id, "payout.processed");
    const replay = provider.send(payout!.id, "payout.processed", { eventId: "evt_same_moment" });
    const outcomes = (await Promise.all([one, two, replay])).map(
      (sent) => (sent.body as { data: { outcome: string } }).data.outcome,
    );
    expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
    for (const outcome of outcomes) expect(["paid", "late", "duplicate"]).toContain(outcome);
    expect(await paidTransfers(id)).toEqual(["WITHDRAWAL_PAID"]);
    expect(await balances(app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
  });

  it("a sweep and a webhook racing for one payout", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    const { id, payout } = await funded(user, 100_000, 65_000, upi);
    await provider.settle(payout!.id, "failed", { deliver: 0, reason: "Bank is down" });
    await later(31 * 60_000, user);
    await Promise.all([sweepPayouts(app.ctx), provider.send(payout!.id, "payout.failed"), sweepPayouts(app.ctx)]);
    expect(await paidTransfers(id)).toEqual(["WITHDRAWAL_FAILED"]);
    expect(await balances(app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("two sweeps retrying one create: one call reaches the provider", async () => {
    const user = await createUser(app, { role: "FREELANCER" });
    provider.failCreatesWith = 503;
    const { id } = await funded(user, 100_000, 50_000, bank);
    provider.failCreatesWith = null;
    await later(61_000, user);
    await Promise.all([sendPayout(app.ctx, id), sendPayout(app.ctx, id), sweepPayouts(app.ctx)]);
    expect(provider.createsPerKey.get(id)).toBe(2);
    expect([...provider.payouts.values()].filter((each) => each.reference_id === id)).toHaveLength(1);
  });
});

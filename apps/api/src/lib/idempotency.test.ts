import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { createUser } from "../../test/users";
import { idempotencyKeys } from "../db/schema/money";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../modules/money/testing";
import { advanceClock } from "./clock";
import { IDEMPOTENCY_RETENTION_MS, requestFingerprint, sweepIdempotencyKeys } from "./idempotency";

const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const post = (
  user: Awaited<ReturnType<typeof createUser>>,
  key: string,
  payload: object,
  url = "/api/wallet/deposits",
) => t.app.inject({ method: "POST", url, headers: moneyHeaders(user, key), payload });

async function depositCount(userId: string) {
  const result = await t.app.ctx.db.execute<{ n: string }>(
    sql`select count(*) as n from wallet_deposits where user_id = ${userId}`,
  );
  return Number(result.rows[0]!.n);
}

describe("Idempotency-Key on money-moving POSTs", () => {
  it("answers a replay with the first status and body and moves nothing", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    const first = await post(user, key, { amount: 20_000 });
    const again = await post(user, key, { amount: 20_000 });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await balances(t.app, user)).available).toBe(20_000);
    expect(await depositCount(user.user.id)).toBe(1);
  });

  it("refuses the same key with a different body (422) and on another endpoint", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    expect((await post(user, key, { amount: 20_000 })).statusCode).toBe(201);
    const changed = await post(user, key, { amount: 30_000 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/already used for a different request/);
    const elsewhere = await post(
      user,
      key,
      { amount: 60_000, destination: { type: "UPI", vpa: "asha@okhdfc" } },
      "/api/wallet/withdrawals",
    );
    expect(elsewhere.statusCode).toBe(422);
    expect((await balances(t.app, user)).available).toBe(20_000);
  });

  it("keys belong to their user: another user's same key is a new operation", async () => {
    const a = await createUser(t.app, { role: "COMPANY" });
    const b = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    expect((await post(a, key, { amount: 20_000 })).statusCode).toBe(201);
    expect((await post(b, key, { amount: 20_000 })).statusCode).toBe(201);
    expect((await balances(t.app, b)).available).toBe(20_000);
  });

  it("answers 409 while the key is in flight, and lets a retry take over a key whose request died", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    const payload = { amount: 20_000 };
    // A request that claimed the key and then died (its process was killed before it committed).
    await t.app.ctx.db.insert(idempotencyKeys).values({
      userId: user.user.id,
      key,
      requestHash: requestFingerprint("POST /wallet/deposits", payload),
      leaseToken: randomUUID(),
    });
    const busy = await post(user, key, payload);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still being processed/);
    expect((await balances(t.app, user)).available).toBe(0);

    advanceClock(t.config.wallet.idempotencyLeaseMs + 1_000);
    const retried = await post(user, key, payload);
    expect(retried.statusCode).toBe(201);
    expect((await balances(t.app, user)).available).toBe(20_000);
    expect((await post(user, key, payload)).headers["idempotent-replayed"]).toBe("true");
  });

  it("stores a business refusal as the answer: a replay of an insufficient-funds withdrawal is the same 422", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 10_000);
    const key = randomUUID();
    const body = { amount: 60_000, destination: { type: "UPI", vpa: "asha@okhdfc" } };
    const first = await post(user, key, body, "/api/wallet/withdrawals");
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      message: "Insufficient funds: ₹100.00 is available.",
    });
    await deposit(t.app, user, 100_000);
    const replay = await post(user, key, body, "/api/wallet/withdrawals");
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(first.json());
    expect((await balances(t.app, user)).pendingWithdrawal).toBe(0);
  });

  it("does not keep a validation refusal: the corrected request with a new key goes through, the same key stays free", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    expect((await post(user, key, { amount: 50 })).statusCode).toBe(400);
    const rows = await t.app.ctx.db.execute(sql`select 1 from idempotency_keys where key = ${key}`);
    expect(rows.rows).toHaveLength(0);
  });

  it("moves money once when the same request is sent ten times at once", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(user, key, { amount: 30_000 })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    const firsts = answers.filter((a) => a.statusCode === 201 && a.headers["idempotent-replayed"] !== "true");
    expect(firsts).toHaveLength(1);
    expect((await balances(t.app, user)).available).toBe(30_000);
    expect(await depositCount(user.user.id)).toBe(1);
  });

  it("keeps keys 24 hours, then the sweep deletes them", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const key = randomUUID();
    expect((await post(user, key, { amount: 20_000 })).statusCode).toBe(201);
    advanceClock(IDEMPOTENCY_RETENTION_MS - 60_000);
    await sweepIdempotencyKeys(t.app.ctx);
    // (The access token has expired by now: the row itself shows the key is kept.)
    const kept = await t.app.ctx.db.execute(sql`select status from idempotency_keys where key = ${key}`);
    expect(kept.rows).toEqual([{ status: "DONE" }]);
    advanceClock(120_000);
    await sweepIdempotencyKeys(t.app.ctx);
    const rows = await t.app.ctx.db.execute(sql`select 1 from idempotency_keys where key = ${key}`);
    expect(rows.rows).toHaveLength(0);
  });

  it("refuses a missing, short or non-ASCII key with a field error", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    for (const key of [undefined, "short", "ключ-ключ-ключ"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wallet/deposits",
        headers: key === undefined ? user.authHeader : { ...user.authHeader, "idempotency-key": key },
        payload: { amount: 20_000 },
      });
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
  });
});

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { withTransaction } from "../../../lib/transaction";
import { fundEscrow } from "../escrow/fund";
import { refundEscrow } from "../escrow/refund";
import { releaseEscrow } from "../escrow/release";
import { expectLedgerBalanced } from "../testing";
import { companyPaymentRecords } from "../wallet/payment-records";
import { getWalletSummary } from "../wallet/summary";
import { systemAccountId, userAccountId } from "./accounts";
import { verifyLedger } from "./check";
import { transfer } from "./transfer";

const t = await createTestApp();
const ctx = t.app.ctx;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const reference = (label: string) => ({ kind: "MILESTONE" as const, id: label, label, projectId: "project-1" });

async function fund(userId: string, amount: number) {
  return withTransaction(ctx, (tx) =>
    transfer(tx, {
      type: "DEPOSIT",
      description: "test deposit",
      legs: [
        { account: { system: "EXTERNAL" }, amount: -amount },
        { account: { userId, kind: "AVAILABLE" }, amount },
      ],
    }),
  );
}

async function summary(userId: string) {
  return getWalletSummary(ctx, { userId });
}

async function systemBalance(kind: "EXTERNAL" | "PLATFORM_REVENUE" | "GST_PAYABLE") {
  const result = await ctx.db.execute<{ total: string }>(
    sql`select coalesce(sum(balance), 0) as total from wallet_accounts where kind = ${kind}`,
  );
  return Number(result.rows[0]!.total);
}

describe("transfer", () => {
  it("writes entries summing to zero and moves balances with them", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const before = await systemBalance("EXTERNAL");
    const result = await fund(company.user.id, 100_000);
    expect(result.replayed).toBe(false);
    expect((await summary(company.user.id)).available).toBe(100_000);
    expect(await systemBalance("EXTERNAL")).toBe(before - 100_000);
    const entries = await ctx.db.execute<{ amount: string }>(
      sql`select amount from wallet_entries where transaction_id = ${result.id}`,
    );
    expect(entries.rows.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([-100_000, 100_000]);
  });

  it("refuses legs that do not sum to zero, a single account, or fractions", async () => {
    const user = await createUser(t.app);
    const legs = (a: number, b: number) => [
      { account: { system: "EXTERNAL" as const }, amount: a },
      { account: { userId: user.user.id, kind: "AVAILABLE" as const }, amount: b },
    ];
    for (const bad of [legs(-100, 99), legs(-1.5, 1.5)]) {
      await expect(
        withTransaction(ctx, (tx) => transfer(tx, { type: "ADJUSTMENT", description: "x", legs: bad })),
      ).rejects.toThrow(RangeError);
    }
    await expect(
      withTransaction(ctx, (tx) =>
        transfer(tx, {
          type: "ADJUSTMENT",
          description: "x",
          legs: [
            { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: 5 },
            { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: -5 },
          ],
        }),
      ),
    ).rejects.toThrow(RangeError);
  });

  it("refuses to take an account below zero with a 422 naming what is available", async () => {
    const user = await createUser(t.app);
    await fund(user.user.id, 12_345);
    await expect(
      withTransaction(ctx, (tx) =>
        transfer(tx, {
          type: "WITHDRAWAL_REQUEST",
          description: "too much",
          legs: [
            { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: -12_346 },
            { account: { userId: user.user.id, kind: "PENDING_WITHDRAWAL" }, amount: 12_346 },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: "INSUFFICIENT_FUNDS",
      message: "Insufficient funds: ₹123.45 is available.",
    });
    expect((await summary(user.user.id)).available).toBe(12_345);
  });

  it("applies one transaction per idempotency key", async () => {
    const user = await createUser(t.app);
    const move = () =>
      withTransaction(ctx, (tx) =>
        transfer(tx, {
          type: "DEPOSIT",
          idempotencyKey: `test:${user.user.id}`,
          description: "once",
          legs: [
            { account: { system: "EXTERNAL" }, amount: -500 },
            { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: 500 },
          ],
        }),
      );
    const first = await move();
    const second = await move();
    expect(second).toMatchObject({ id: first.id, replayed: true });
    expect((await summary(user.user.id)).available).toBe(500);
  });

  it("rolls back with the caller's transaction", async () => {
    const user = await createUser(t.app);
    await expect(
      withTransaction(ctx, async (tx) => {
        await transfer(tx, {
          type: "DEPOSIT",
          description: "rolled back",
          legs: [
            { account: { system: "EXTERNAL" }, amount: -700 },
            { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: 700 },
          ],
        });
        throw new Error("the caller fails after the transfer");
      }),
    ).rejects.toThrow("the caller fails");
    expect((await summary(user.user.id)).available).toBe(0);
  });

  it("derives stable account ids and fixed system ids", () => {
    const id = userAccountId("7d1e4c1e-9f0a-4b7e-9a55-1c2d3e4f5a6b", "AVAILABLE");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(userAccountId("7d1e4c1e-9f0a-4b7e-9a55-1c2d3e4f5a6b", "AVAILABLE")).toBe(id);
    expect(userAccountId("7d1e4c1e-9f0a-4b7e-9a55-1c2d3e4f5a6b", "ESCROW")).not.toBe(id);
    expect(systemAccountId("PLATFORM_REVENUE", 63)).toBe("00000000-0000-4000-8000-00020000003f");
  });
});

describe("escrow (for the projects module)", () => {
  it("funds with the client fee, releases less the freelancer fee, and books both fees as revenue", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const freelancer = await createUser(t.app, { role: "FREELANCER" });
    await fund(company.user.id, 200_000);
    const revenueBefore = await systemBalance("PLATFORM_REVENUE");
    const gstBefore = await systemBalance("GST_PAYABLE");

    const funded = await withTransaction(ctx, (tx) =>
      fundEscrow(tx, {
        companyId: company.user.id,
        amount: 100_010,
        idempotencyKey: "m1:fund",
        reference: reference("M1"),
      }),
    );
    // 5% of 100,010 paise is 5,000.5 → 5,001 (nearest paisa, halves up: decision 0029); GST 18% of
    // it is 900.18 → 900, charged with it (decision 0088); escrow holds the amount and the fee.
    expect(funded).toMatchObject({ clientFee: 5_001, clientFeeGst: 900, total: 105_911 });
    expect(await summary(company.user.id)).toMatchObject({ available: 94_089, escrow: 105_011 });
    expect(await systemBalance("GST_PAYABLE")).toBe(gstBefore + 900);

    const released = await withTransaction(ctx, (tx) =>
      releaseEscrow(tx, {
        companyId: company.user.id,
        freelancerId: freelancer.user.id,
        amount: 100_010,
        clientFee: funded.clientFee,
        idempotencyKey: "m1:release",
        reference: reference("M1"),
      }),
    );
    // Less 5% TDS without a PAN (decision 0089): 5,000.5 → 5,001.
    expect(released).toMatchObject({ freelancerFee: 0, tdsWithheld: 5_001, freelancerReceives: 95_009 });
    expect(await summary(company.user.id)).toMatchObject({ escrow: 0, lifetimeSpent: 105_011 });
    expect(await summary(freelancer.user.id)).toMatchObject({ available: 95_009, lifetimeEarned: 95_009 });
    expect(await systemBalance("PLATFORM_REVENUE")).toBe(revenueBefore + 5_001);

    const records = await companyPaymentRecords(ctx, [company.user.id, freelancer.user.id]);
    expect(records.get(company.user.id)).toEqual({ totalPaidOut: 105_011, paymentVerified: true });
    expect(records.get(freelancer.user.id)).toEqual({ totalPaidOut: 0, paymentVerified: false });
  });

  it("takes the freelancer fee when one is configured", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const freelancer = await createUser(t.app, { role: "FREELANCER" });
    await fund(company.user.id, 200_000);
    const feeCtx = { ...ctx, config: { ...ctx.config, wallet: { ...ctx.config.wallet, freelancerFeeBps: 250 } } };
    await withTransaction(feeCtx, (tx) =>
      fundEscrow(tx, { companyId: company.user.id, amount: 10_010, idempotencyKey: "m2:fund", reference: null }),
    );
    const released = await withTransaction(feeCtx, (tx) =>
      releaseEscrow(tx, {
        companyId: company.user.id,
        freelancerId: freelancer.user.id,
        amount: 10_010,
        idempotencyKey: "m2:release",
        reference: null,
      }),
    );
    // 2.5% of 10,010 = 250.25 → 250, and its GST 45; the client fee 500.5 → 501; TDS without a PAN
    // 5% of the gross 500.5 → 501.
    expect(released).toMatchObject({
      clientFee: 501,
      freelancerFee: 250,
      freelancerFeeGst: 45,
      tdsWithheld: 501,
      freelancerReceives: 9_214,
    });
    expect(await summary(freelancer.user.id)).toMatchObject({ available: 9_214 });
  });

  it("refunds the amount and the client fee, and refuses to release more than escrow holds", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const freelancer = await createUser(t.app, { role: "FREELANCER" });
    await fund(company.user.id, 50_000);
    await withTransaction(ctx, (tx) =>
      fundEscrow(tx, {
        companyId: company.user.id,
        amount: 40_000,
        idempotencyKey: "m3:fund",
        reference: reference("M3"),
      }),
    );
    await expect(
      withTransaction(ctx, (tx) =>
        releaseEscrow(tx, {
          companyId: company.user.id,
          freelancerId: freelancer.user.id,
          amount: 50_000,
          idempotencyKey: "m3:release-too-much",
          reference: null,
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      withTransaction(ctx, (tx) =>
        fundEscrow(tx, {
          companyId: company.user.id,
          amount: 40_000,
          idempotencyKey: "m3:fund-again",
          reference: null,
        }),
      ),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS", message: "Insufficient funds: ₹76.40 is available." });
    const refunded = await withTransaction(ctx, (tx) =>
      refundEscrow(tx, {
        companyId: company.user.id,
        amount: 40_000,
        idempotencyKey: "m3:refund",
        reference: reference("M3"),
      }),
    );
    // The amount, the 2,000 fee and its 360 GST (credit note against the funding's invoice).
    expect(refunded).toMatchObject({ refunded: 42_360, gstRefunded: 360 });
    expect(await summary(company.user.id)).toMatchObject({ available: 50_000, escrow: 0 });
  });
});

describe("the database keeps the ledger honest", () => {
  it("refuses to update or delete an entry or a transaction", async () => {
    const user = await createUser(t.app);
    const moved = await fund(user.user.id, 1_000);
    await expect(
      ctx.db.execute(sql`update wallet_entries set amount = amount * 2 where transaction_id = ${moved.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from wallet_entries where transaction_id = ${moved.id}`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`truncate wallet_entries cascade`)).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`update wallet_transactions set type = 'ADJUSTMENT' where id = ${moved.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from wallet_transactions where id = ${moved.id}`)).rejects.toThrow();
    const entries = await ctx.db.execute(sql`select 1 from wallet_entries where transaction_id = ${moved.id}`);
    expect(entries.rows).toHaveLength(2);
  });

  it("refuses a negative balance on any account but EXTERNAL", async () => {
    const user = await createUser(t.app);
    await expect(
      ctx.db.execute(
        sql`insert into wallet_accounts (id, user_id, kind, balance) values (gen_random_uuid(), ${user.user.id}, 'ESCROW', -1)`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`update wallet_accounts set balance = -1 where id = ${systemAccountId("PLATFORM_REVENUE", 0)}`),
    ).rejects.toThrow();
  });

  it("ledger verification notices a balance that does not match its entries", async () => {
    const user = await createUser(t.app);
    await fund(user.user.id, 3_000);
    const id = userAccountId(user.user.id, "AVAILABLE");
    await ctx.db.execute(sql`update wallet_accounts set balance = balance + 1 where id = ${id}`);
    const check = await verifyLedger(ctx);
    expect(check.ok).toBe(false);
    expect(check.mismatchedAccounts).toEqual([
      expect.objectContaining({ accountId: id, stored: 3_001, computed: 3_000 }),
    ]);
    await ctx.db.execute(sql`update wallet_accounts set balance = balance - 1 where id = ${id}`);
    expect((await verifyLedger(ctx)).ok).toBe(true);
  });
});

describe("concurrency", () => {
  it("never spends the same rupee twice: of 10 parallel spends of the whole balance, one succeeds", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await fund(company.user.id, 10_590);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        withTransaction(ctx, (tx) =>
          fundEscrow(tx, {
            companyId: company.user.id,
            amount: 10_000,
            idempotencyKey: `race:${company.user.id}:${i}`,
            reference: null,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 422 });
    }
    expect(await summary(company.user.id)).toMatchObject({ available: 0, escrow: 10_500 });
  });

  it("runs crossing transfers between the same accounts in parallel without deadlock", async () => {
    const a = await createUser(t.app, { role: "COMPANY" });
    const b = await createUser(t.app, { role: "COMPANY" });
    await fund(a.user.id, 100_000);
    await fund(b.user.id, 100_000);
    const move = (from: string, to: string) =>
      withTransaction(ctx, (tx) =>
        transfer(tx, {
          type: "ADJUSTMENT",
          description: "crossing",
          legs: [
            { account: { userId: from, kind: "AVAILABLE" }, amount: -1_000 },
            { account: { system: "PLATFORM_REVENUE" }, amount: 10 },
            { account: { userId: to, kind: "AVAILABLE" }, amount: 990 },
          ],
        }),
      );
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? move(a.user.id, b.user.id) : move(b.user.id, a.user.id))),
    );
    const [sa, sb] = [await summary(a.user.id), await summary(b.user.id)];
    expect(sa.available + sb.available).toBe(200_000 - 40 * 10);
  });
});

describe("a transfer that is the whole unit of work: one autocommit statement (decision 0058)", () => {
  const accountsOf = async (userId: string) => {
    const result = await ctx.db.execute<{ count: string }>(
      sql`select count(*) as count from wallet_accounts where user_id = ${userId}`,
    );
    return Number(result.rows[0]!.count);
  };

  it("moves the money, and a second call with the key returns the first", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    const freelancer = await createUser(t.app);
    await fund(company.user.id, 50_000);
    const funded = await fundEscrow(ctx, {
      companyId: company.user.id,
      amount: 20_000,
      idempotencyKey: `alone:${company.user.id}:fund`,
      reference: null,
    });
    const release = () =>
      releaseEscrow(ctx, {
        companyId: company.user.id,
        freelancerId: freelancer.user.id,
        amount: 20_000,
        clientFee: funded.clientFee,
        idempotencyKey: `alone:${company.user.id}:release`,
        reference: null,
      });
    const first = await release();
    const second = await release();
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ id: first.id, number: first.number, replayed: true });
    expect(await summary(company.user.id)).toMatchObject({ available: 50_000 - funded.total, escrow: 0 });
    expect((await summary(freelancer.user.id)).available).toBe(first.freelancerReceives);
  });

  it("refuses a shortfall with the same 422 and keeps nothing, not even the accounts it created", async () => {
    const user = await createUser(t.app);
    await expect(
      transfer(ctx, {
        type: "WITHDRAWAL_REQUEST",
        description: "nothing there",
        legs: [
          { account: { userId: user.user.id, kind: "ESCROW" }, amount: -1 },
          { account: { userId: user.user.id, kind: "AVAILABLE" }, amount: 1 },
        ],
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: "INSUFFICIENT_FUNDS",
      message: "Insufficient funds in escrow: ₹0.00 is held there.",
    });
    expect(await accountsOf(user.user.id)).toBe(0);
  });

  it("inside a caller's transaction a shortfall leaves that transaction usable, as a milestone's funding needs", async () => {
    const company = await createUser(t.app, { role: "COMPANY" });
    await fund(company.user.id, 1_000);
    const available = await withTransaction(ctx, async (tx) => {
      await expect(
        fundEscrow(tx, {
          companyId: company.user.id,
          amount: 5_000,
          idempotencyKey: `short:${company.user.id}`,
          reference: null,
        }),
      ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
      return (await getWalletSummary(tx, { userId: company.user.id })).available;
    });
    expect(available).toBe(1_000);
  });

  it("never spends the same rupee twice, mixed with transfers inside transactions, without deadlock", async () => {
    const a = await createUser(t.app, { role: "COMPANY" });
    const b = await createUser(t.app, { role: "COMPANY" });
    await fund(a.user.id, 10_000);
    await fund(b.user.id, 10_000);
    const move = (from: string, to: string, i: number) => {
      const input = {
        type: "ADJUSTMENT" as const,
        description: "mixed",
        legs: [
          { account: { userId: from, kind: "AVAILABLE" as const }, amount: -1_000 },
          { account: { system: "PLATFORM_REVENUE" as const }, amount: 10 },
          { account: { userId: to, kind: "AVAILABLE" as const }, amount: 990 },
        ],
      };
      return i % 3 === 0 ? withTransaction(ctx, (tx) => transfer(tx, input)) : transfer(ctx, input);
    };
    // 15 moves each way of 1,000 from 10,000: each side can pay for 10 plus what it receives.
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0 ? move(a.user.id, b.user.id, i) : move(b.user.id, a.user.id, i),
      ),
    );
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 422 });
    }
    const done = results.filter((r) => r.status === "fulfilled").length;
    const [sa, sb] = [await summary(a.user.id), await summary(b.user.id)];
    expect(sa.available).toBeGreaterThanOrEqual(0);
    expect(sb.available).toBeGreaterThanOrEqual(0);
    expect(sa.available + sb.available).toBe(20_000 - done * 10);
  });
});

import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../../test/query-plan";
import { createUser, type TestUser } from "../../../../test/users";
import { moderationActions } from "../../../db/schema/safety";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../testing";
import { withdrawalQueueQuery } from "./list";
import { sealPlainWithdrawalMethods } from "./methods";

const t = await createTestApp({}, { database: "unused" });
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});
const admin = await createUser(t.app, { role: "ADMIN" });

const bank = { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "123456789012" };

function withdraw(user: TestUser, payload: object, key?: string) {
  return t.app.inject({ method: "POST", url: "/api/wallet/withdrawals", headers: moneyHeaders(user, key), payload });
}

function settle(id: string, payload: object, who: TestUser = admin, key?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/wallet/withdrawals/${id}/settle`,
    headers: moneyHeaders(who, key),
    payload,
  });
}

async function notificationsOf(user: TestUser) {
  const res = await t.app.inject({ method: "GET", url: "/api/notifications?limit=20", headers: user.authHeader });
  return res.json().data.items as Array<{ title: string; body: string }>;
}

describe("POST /wallet/withdrawals", () => {
  it("moves available to pending, saves the destination masked, and queues it for an admin", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 200_000);
    const res = await withdraw(user, { amount: 60_000, destination: bank });
    expect(res.statusCode, res.body).toBe(201);
    const withdrawal = res.json().data;
    expect(withdrawal).toMatchObject({
      amount: 60_000,
      status: "PENDING",
      method: { type: "BANK", label: "HDFC0001234 · ••••9012", accountHolder: "Asha Rao" },
    });
    expect(JSON.stringify(withdrawal)).not.toContain("123456789012");
    expect(await balances(t.app, user)).toMatchObject({ available: 140_000, pendingWithdrawal: 60_000 });

    const methods = await t.app.inject({
      method: "GET",
      url: "/api/wallet/withdrawal-methods",
      headers: user.authHeader,
    });
    expect(methods.json().data.items).toEqual([expect.objectContaining({ label: "HDFC0001234 · ••••9012" })]);
    // The saved method again, by id; the same account typed again is not saved twice.
    const methodId = methods.json().data.items[0].id;
    expect((await withdraw(user, { amount: 50_000, methodId })).statusCode).toBe(201);
    expect((await withdraw(user, { amount: 50_000, destination: { ...bank, ifsc: "hdfc0001234" } })).statusCode).toBe(
      201,
    );
    const again = await t.app.inject({
      method: "GET",
      url: "/api/wallet/withdrawal-methods",
      headers: user.authHeader,
    });
    expect(again.json().data.items).toHaveLength(1);

    const queue = await t.app.inject({
      method: "GET",
      url: "/api/admin/wallet/withdrawals",
      headers: admin.authHeader,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: withdrawal.id, user: expect.objectContaining({ id: user.user.id }) }),
      ]),
    );
    const mine = await t.app.inject({ method: "GET", url: "/api/wallet/withdrawals", headers: user.authHeader });
    expect(mine.json().data.items).toHaveLength(3);
  });

  it("masks a UPI id", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, { amount: 50_000, destination: { type: "UPI", vpa: "asha.rao@okhdfc" } });
    expect(res.json().data.method).toMatchObject({ type: "UPI", label: "as••@okhdfc", accountHolder: null });
  });

  it("refuses less than the minimum, bad destinations and both or neither, with field errors", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const cases: Array<[object, string]> = [
      [{ amount: 49_999, destination: bank }, "amount"],
      [{ amount: 50_000, destination: { ...bank, ifsc: "HDFC1001234" } }, "destination.ifsc"],
      [{ amount: 50_000, destination: { ...bank, accountNumber: "12345678" } }, "destination.accountNumber"],
      [{ amount: 50_000, destination: { ...bank, accountHolder: "" } }, "destination.accountHolder"],
      [{ amount: 50_000, destination: { type: "UPI", vpa: "not-a-upi" } }, "destination.vpa"],
      [{ amount: 50_000 }, "destination"],
      [{ amount: 50_000, destination: bank, methodId: randomUUID() }, "methodId"],
      [{ amount: "500", destination: bank }, "amount"],
    ];
    for (const [payload, path] of cases) {
      const res = await withdraw(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await balances(t.app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
  });

  it("refuses more than is available with a 422 saying how much is", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 70_000);
    const res = await withdraw(user, { amount: 70_001, destination: bank });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      message: "Insufficient funds: ₹700.00 is available.",
    });
  });

  it("refuses someone else's saved method", async () => {
    const owner = await createUser(t.app, { role: "FREELANCER" });
    const other = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, owner, 100_000);
    await deposit(t.app, other, 100_000);
    const methodId = (await withdraw(owner, { amount: 50_000, destination: bank })).json().data.method.id;
    const res = await withdraw(other, { amount: 50_000, methodId });
    expect(res.statusCode).toBe(404);
    expect((await balances(t.app, other)).available).toBe(100_000);
  });

  it("never lets parallel withdrawals spend the same rupee", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(user, { amount: 60_000, destination: bank })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(5);
    expect(await balances(t.app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 60_000 });
  });
});

describe("saved destinations at rest", () => {
  async function storedMethodsOf(user: TestUser) {
    const result = await t.app.ctx.db.execute<{ account_number: string | null; fingerprint: string }>(
      sql`select account_number, fingerprint from wallet_withdrawal_methods where user_id = ${user.user.id}`,
    );
    return result.rows;
  }

  async function queueItem(withdrawalId: string) {
    const queue = await t.app.inject({
      method: "GET",
      url: "/api/admin/wallet/withdrawals",
      headers: admin.authHeader,
    });
    return (queue.json().data.items as Array<{ id: string; payTo: unknown }>).find((item) => item.id === withdrawalId);
  }

  it("keeps no column that names the account, and shows the admin who pays it the full destination", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const res = await withdraw(user, { amount: 60_000, destination: { ...bank, accountNumber: "998877665544" } });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await storedMethodsOf(user);
    expect(JSON.stringify(stored)).not.toContain("998877665544");
    expect(JSON.stringify(stored)).not.toContain("HDFC0001234");
    expect(stored!.account_number).toMatch(/^v1\./);
    expect(res.json().data.method.label).toBe("HDFC0001234 · ••••5544");
    expect(await queueItem(res.json().data.id)).toMatchObject({
      payTo: { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "998877665544" },
    });
  });

  it("seals methods saved in the clear before encryption, once, and still recognises them", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 200_000);
    const first = await withdraw(user, { amount: 60_000, destination: { ...bank, accountNumber: "111122223333" } });
    expect(first.statusCode, first.body).toBe(201);
    // As a row saved before migration 0016 looked: the number and a readable fingerprint.
    await t.app.ctx.db.execute(sql`update wallet_withdrawal_methods
      set account_number = '111122223333', fingerprint = 'BANK:HDFC0001234:111122223333'
      where user_id = ${user.user.id}`);

    expect(await sealPlainWithdrawalMethods(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await sealPlainWithdrawalMethods(t.app.ctx)).toBe(0);
    const [stored] = await storedMethodsOf(user);
    expect(JSON.stringify(stored)).not.toContain("111122223333");
    expect(await queueItem(first.json().data.id)).toMatchObject({ payTo: { accountNumber: "111122223333" } });
    // The same account typed again is still the one saved method.
    expect(
      (await withdraw(user, { amount: 50_000, destination: { ...bank, accountNumber: "111122223333" } })).statusCode,
    ).toBe(201);
    expect(await storedMethodsOf(user)).toHaveLength(1);
  });
});

/** A UTR of its own for each payout: one bank transfer, one reference (decision 0079). */
let utrs = 0;
const nextUtr = () => `SBIN4260${String(++utrs).padStart(8, "0")}`;

async function transactionsOf(user: TestUser, query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/wallet/transactions${query}`, headers: user.authHeader });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Array<Record<string, unknown> & { type: string; amount: number }>;
}

describe("settling withdrawals (admin)", () => {
  it("marks one paid with the bank's UTR: pending goes to the outside world, the user is told and sees the UTR", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    const res = await settle(id, { outcome: "PAID", utr: " sbin426012345678 " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: "PAID", failureReason: null, utr: "SBIN426012345678" });
    expect(await balances(t.app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 0 });
    const [note] = await notificationsOf(user);
    expect(note).toMatchObject({ title: "Withdrawal paid" });
    expect(note!.body).toContain("UTR SBIN426012345678");
    const mine = await t.app.inject({ method: "GET", url: "/api/wallet/withdrawals", headers: user.authHeader });
    expect(mine.json().data.items[0]).toMatchObject({ id, status: "PAID", utr: "SBIN426012345678" });

    // One row for the withdrawal, its request, with the state and the UTR; no second debit.
    const list = await transactionsOf(user);
    expect(list.map((row) => row.type)).toEqual(["WITHDRAWAL_REQUEST", "DEPOSIT"]);
    expect(list[0]).toMatchObject({
      type: "WITHDRAWAL_REQUEST",
      status: "COMPLETED",
      account: "AVAILABLE",
      amount: -60_000,
      withdrawal: { id, status: "PAID", amount: 60_000, utr: "SBIN426012345678", failureReason: null },
    });
    expect(list[1]).toMatchObject({ withdrawal: null });
    // The rows add up to the available balance.
    expect(list.reduce((sum, row) => sum + row.amount, 0)).toBe(40_000);
    // The payout's own ledger transaction is still there, readable by id.
    const [paid] = (
      await t.app.ctx.db.execute<{ id: string }>(
        sql`select id from wallet_transactions where type = 'WITHDRAWAL_PAID' and reference_id = ${id}`,
      )
    ).rows;
    const byId = await t.app.inject({
      method: "GET",
      url: `/api/wallet/transactions/${paid!.id}`,
      headers: user.authHeader,
    });
    expect(byId.json().data).toMatchObject({ type: "WITHDRAWAL_PAID", account: "PENDING_WITHDRAWAL", amount: -60_000 });

    const again = await settle(id, { outcome: "FAILED", reason: "Changed my mind" });
    expect(again.statusCode).toBe(409);
    const audit = await t.app.inject({ method: "GET", url: "/api/admin/wallet/audit-log", headers: admin.authHeader });
    expect(audit.json().data.items[0]).toMatchObject({
      action: "WITHDRAWAL_PAID",
      amount: 60_000,
      targetUser: { id: user.user.id },
      admin: { id: admin.user.id },
    });
  });

  it("holds a withdrawal while its owner is suspended for fraud, and pays it once the suspension is lifted", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    const [fraud] = await t.app.ctx.db
      .insert(moderationActions)
      .values({ adminId: admin.user.id, subjectUserId: user.user.id, kind: "SUSPEND", rule: "SCAM_FRAUD" })
      .returning();
    const held = await settle(id, { outcome: "PAID", utr: nextUtr() });
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe(
      "This person's account is suspended for fraud, so their withdrawals wait until the suspension ends or is lifted.",
    );
    expect(await balances(t.app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 60_000 });
    await t.app.ctx.db
      .update(moderationActions)
      .set({ liftedAt: new Date(), liftedBy: admin.user.id })
      .where(eq(moderationActions.id, fraud!.id));
    expect((await settle(id, { outcome: "PAID", utr: nextUtr() })).statusCode).toBe(200);
  });

  it("pays a withdrawal of someone suspended for another rule: escrow and money keep their rules", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    await t.app.ctx.db
      .insert(moderationActions)
      .values({ adminId: admin.user.id, subjectUserId: user.user.id, kind: "SUSPEND", rule: "SPAM" });
    expect((await settle(id, { outcome: "PAID", utr: nextUtr() })).statusCode).toBe(200);
  });

  it("refuses a missing or malformed UTR with a field error, and moves nothing", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    for (const [payload, message] of [
      [{ outcome: "PAID" }, "Enter the UTR, the bank's reference for the transfer."],
      [{ outcome: "PAID", utr: "" }, "Enter the UTR, the bank's reference for the transfer."],
      [
        { outcome: "PAID", utr: "12345678901" },
        "Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678.",
      ],
      [
        { outcome: "PAID", utr: "SBIN-4260-1234-5678" },
        "Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678.",
      ],
      [
        { outcome: "PAID", utr: "A".repeat(23) },
        "Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678.",
      ],
    ] as const) {
      const res = await settle(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION_ERROR" });
      expect(res.json().errors).toContainEqual({ path: "utr", message });
    }
    expect(await balances(t.app, user)).toMatchObject({ available: 40_000, pendingWithdrawal: 60_000 });
    const mine = await t.app.inject({ method: "GET", url: "/api/wallet/withdrawals", headers: user.authHeader });
    expect(mine.json().data.items[0]).toMatchObject({ id, status: "PENDING", utr: null });
  });

  it("refuses a UTR already recorded on another withdrawal (one transfer, one reference)", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    await deposit(t.app, user, 200_000);
    const first = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    const second = (await withdraw(user, { amount: 70_000, destination: bank })).json().data.id;
    const utr = nextUtr();
    expect((await settle(first, { outcome: "PAID", utr })).statusCode).toBe(200);
    const res = await settle(second, { outcome: "PAID", utr: utr.toLowerCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([
      { path: "utr", message: "This UTR is already recorded on another withdrawal. Check the bank's reference." },
    ]);
    expect(await balances(t.app, user)).toMatchObject({ pendingWithdrawal: 70_000 });
    expect((await settle(second, { outcome: "PAID", utr: nextUtr() })).statusCode).toBe(200);
  });

  it("marks one failed with a reason: the money is back in available and the user reads why", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    expect((await settle(id, { outcome: "FAILED" })).statusCode).toBe(400);
    const res = await settle(id, { outcome: "FAILED", reason: "The bank rejected the account number" });
    expect(res.json().data).toMatchObject({
      status: "FAILED",
      failureReason: "The bank rejected the account number",
      utr: null,
    });
    expect(await balances(t.app, user)).toMatchObject({ available: 100_000, pendingWithdrawal: 0 });
    const notes = await notificationsOf(user);
    expect(notes[0]).toMatchObject({ title: "Withdrawal failed" });
    expect(notes[0]!.body).toContain("The bank rejected the account number");
    // One row: the withdrawal, failed, having taken nothing in the end; the rows add up to the balance.
    const list = await transactionsOf(user);
    expect(list.map((row) => row.type)).toEqual(["WITHDRAWAL_REQUEST", "DEPOSIT"]);
    expect(list[0]).toMatchObject({
      status: "FAILED",
      amount: 0,
      withdrawal: {
        id,
        status: "FAILED",
        amount: 60_000,
        utr: null,
        failureReason: "The bank rejected the account number",
      },
    });
    expect(list.reduce((sum, row) => sum + row.amount, 0)).toBe(100_000);
  });

  it("lists a withdrawal as one row in every state, filtered as one type, and exports it so", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 300_000);
    const paid = (await withdraw(user, { amount: 50_000, destination: bank })).json().data.id;
    const failed = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    const pending = (await withdraw(user, { amount: 70_000, destination: bank })).json().data.id;
    const utr = nextUtr();
    expect((await settle(paid, { outcome: "PAID", utr })).statusCode).toBe(200);
    expect((await settle(failed, { outcome: "FAILED", reason: "Account closed" })).statusCode).toBe(200);

    const rows = await transactionsOf(user);
    expect(rows.map((row) => [row.type, (row.withdrawal as { id: string } | null)?.id ?? null, row.amount])).toEqual([
      ["WITHDRAWAL_REQUEST", pending, -70_000],
      ["WITHDRAWAL_REQUEST", failed, 0],
      ["WITHDRAWAL_REQUEST", paid, -50_000],
      ["DEPOSIT", null, 300_000],
    ]);
    expect(rows.map((row) => row.status)).toEqual(["PENDING", "FAILED", "COMPLETED", "COMPLETED"]);
    const { available } = await balances(t.app, user);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(available);
    // Paging by cursor walks the same rows.
    const firstPage = await t.app.inject({
      method: "GET",
      url: "/api/wallet/transactions?limit=2",
      headers: user.authHeader,
    });
    const next = await transactionsOf(user, `?limit=2&cursor=${firstPage.json().data.nextCursor}`);
    expect([...firstPage.json().data.items, ...next].map((row: { id: string }) => row.id)).toEqual(
      rows.map((row) => row.id),
    );

    expect(await transactionsOf(user, "?type=WITHDRAWAL_REQUEST")).toHaveLength(3);
    for (const type of ["WITHDRAWAL_PAID", "WITHDRAWAL_FAILED"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/wallet/transactions?type=${type}`,
        headers: user.authHeader,
      });
      expect(res.statusCode, type).toBe(400);
    }

    const csv = await t.app.inject({ method: "GET", url: "/api/wallet/transactions.csv", headers: user.authHeader });
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]?.endsWith(",withdrawal_amount_inr,utr")).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines.find((line) => line.includes(`"${utr}"`))).toMatch(/,-500\.00,0\.00,.*,500\.00,"SBIN/);
    expect(lines.filter((line) => line.includes("WITHDRAWAL_PAID") || line.includes("WITHDRAWAL_FAILED"))).toEqual([]);
  });

  it("settles once when two admins click at the same time", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    const other = await createUser(t.app, { role: "ADMIN" });
    const answers = await Promise.all([
      settle(id, { outcome: "PAID", utr: nextUtr() }),
      settle(id, { outcome: "FAILED", reason: "Duplicate request" }, other),
      settle(id, { outcome: "PAID", utr: nextUtr() }, other),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    const result = await t.app.ctx.db.execute(sql`select count(*)::int as n from wallet_transactions
      where type in ('WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED') and reference_id = ${id}`);
    expect(result.rows).toEqual([{ n: 1 }]);
  });

  it("walks the status index for the queue, after a cursor too, and never sorts", async () => {
    for (const cursor of [undefined, randomUUID()]) {
      const nodes = planNodes(
        await indexOnlyPlan(t.app, (ctx) => withdrawalQueueQuery(ctx, { status: "PENDING", cursor, limit: 20 })),
      );
      expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(nodes.map((node) => node["Index Name"])).toContain("wallet_withdrawals_status_created_idx");
    }
  });

  it("is for admins only", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    await deposit(t.app, user, 100_000);
    const id = (await withdraw(user, { amount: 60_000, destination: bank })).json().data.id;
    expect((await settle(id, { outcome: "PAID", utr: nextUtr() }, user)).statusCode).toBe(403);
    for (const url of [
      "/api/admin/wallet/withdrawals",
      "/api/admin/wallet/ledger-check",
      "/api/admin/wallet/audit-log",
    ]) {
      expect((await t.app.inject({ method: "GET", url, headers: user.authHeader })).statusCode, url).toBe(403);
    }
    expect((await settle(randomUUID(), { outcome: "PAID", utr: nextUtr() })).statusCode).toBe(404);
  });
});

describe("adjustments and the ledger check (admin)", () => {
  it("moves money with a reason, audits it, and refuses to take more than the account holds", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const adjust = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/admin/wallet/adjustments", headers: moneyHeaders(admin), payload });
    const res = await adjust({ userId: user.user.id, account: "AVAILABLE", amount: 12_345, reason: "Goodwill credit" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.number).toMatch(/^TXN-\d{6,}$/);
    expect((await balances(t.app, user)).available).toBe(12_345);
    const tooMuch = await adjust({ userId: user.user.id, account: "AVAILABLE", amount: -12_346, reason: "Reversal" });
    expect(tooMuch.statusCode).toBe(422);
    expect(
      (await adjust({ userId: user.user.id, account: "AVAILABLE", amount: 0, reason: "Nothing" })).statusCode,
    ).toBe(400);
    expect((await adjust({ userId: user.user.id, account: "AVAILABLE", amount: 5, reason: "" })).statusCode).toBe(400);
    expect((await adjust({ userId: randomUUID(), account: "AVAILABLE", amount: 5, reason: "Nobody" })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/wallet/adjustments",
          headers: moneyHeaders(user),
          payload: { userId: user.user.id, account: "AVAILABLE", amount: 100, reason: "Myself" },
        })
      ).statusCode,
    ).toBe(403);

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/wallet/audit-log", headers: admin.authHeader });
    expect(audit.json().data.items[0]).toMatchObject({
      action: "ADJUSTMENT",
      amount: 12_345,
      reason: "Goodwill credit",
    });
  });

  it("reports a balanced ledger and records the check", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/wallet/ledger-check", headers: admin.authHeader });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: true,
      mismatchedAccounts: [],
      unbalancedTransactions: [],
      negativeAccounts: [],
    });
    expect(res.json().data.transactionsChecked).toBeGreaterThan(0);
    const audit = await t.app.inject({
      method: "GET",
      url: "/api/admin/wallet/audit-log?limit=1",
      headers: admin.authHeader,
    });
    expect(audit.json().data.items[0]).toMatchObject({ action: "LEDGER_CHECK" });
    expect(audit.json().data.nextCursor).not.toBeNull();
    const next = await t.app.inject({
      method: "GET",
      url: `/api/admin/wallet/audit-log?limit=1&cursor=${audit.json().data.nextCursor}`,
      headers: admin.authHeader,
    });
    expect(next.json().data.items[0].id).not.toBe(audit.json().data.items[0].id);
  });
});

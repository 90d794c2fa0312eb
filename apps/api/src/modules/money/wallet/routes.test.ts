import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { balances, deposit, expectLedgerBalanced, moneyHeaders } from "../testing";

const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("GET /wallet and /wallet/fees", () => {
  it("starts every user at zero and shows the configured fees and limits", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    expect(await balances(t.app, user)).toEqual({
      available: 0,
      escrow: 0,
      pendingWithdrawal: 0,
      lifetimeEarned: 0,
      lifetimeSpent: 0,
      currency: "INR",
    });
    const fees = await t.app.inject({ method: "GET", url: "/api/wallet/fees", headers: user.authHeader });
    expect(fees.json().data).toEqual({
      clientFeeBps: 500,
      freelancerFeeBps: 0,
      gstRateBps: 1800,
      platformStateCode: "29",
      depositMin: 10_000,
      depositMax: 100_000_000,
      withdrawalMin: 50_000,
      depositProvider: "dev",
    });
  });

  it("refuses without a token", async () => {
    for (const url of ["/api/wallet", "/api/wallet/fees", "/api/wallet/transactions", "/api/wallet/summary/monthly"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe("POST /wallet/deposits (dev provider)", () => {
  it("credits at once and lists the transaction", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const data = await deposit(t.app, user, 250_000);
    expect(data.deposit).toMatchObject({ amount: 250_000, status: "COMPLETED", provider: "dev" });
    expect(data.checkout).toBeNull();
    expect((await balances(t.app, user)).available).toBe(250_000);
    const list = await t.app.inject({ method: "GET", url: "/api/wallet/transactions", headers: user.authHeader });
    expect(list.json().data.items).toEqual([
      expect.objectContaining({
        id: data.deposit.transactionId,
        type: "DEPOSIT",
        status: "COMPLETED",
        account: "AVAILABLE",
        amount: 250_000,
        fee: 0,
        reference: expect.objectContaining({ kind: "DEPOSIT", id: data.deposit.id }),
      }),
    ]);
  });

  it("refuses amounts outside the limits with a field error", async () => {
    const user = await createUser(t.app, { role: "FREELANCER" });
    for (const amount of [9_999, 100_000_001]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wallet/deposits",
        headers: moneyHeaders(user),
        payload: { amount },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: "amount", message: "Add between ₹100.00 and ₹10,00,000.00 at a time." },
      ]);
    }
    for (const amount of [0, -5, 1.5, "100"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wallet/deposits",
        headers: moneyHeaders(user),
        payload: { amount },
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors[0].path).toBe("amount");
    }
    expect((await balances(t.app, user)).available).toBe(0);
  });

  it("requires an Idempotency-Key", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wallet/deposits",
      headers: user.authHeader,
      payload: { amount: 50_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key/);
  });

  it("is not for admins", async () => {
    const admin = await createUser(t.app, { role: "ADMIN" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wallet/deposits",
      headers: moneyHeaders(admin),
      payload: { amount: 50_000 },
    });
    expect(res.statusCode).toBe(403);
  });
});

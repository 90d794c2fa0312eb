import { afterAll, expect, it } from "vitest";
import { createTestApp } from "../../../../../test/app";
import { createUser } from "../../../../../test/users";
import { deposit, expectLedgerBalanced, moneyHeaders } from "../../testing";
import { bank } from "./testing";

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE=postgres (decision 0003).
const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

it("without a payout provider, a withdrawal waits for an admin and there is no payout webhook (decision 0087)", async () => {
  const user = await createUser(t.app, { role: "FREELANCER" });
  await deposit(t.app, user, 100_000);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/wallet/withdrawals",
    headers: moneyHeaders(user),
    payload: { amount: 50_000, destination: bank },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().data).toMatchObject({ status: "PENDING", payout: null });
  const admin = await createUser(t.app, { role: "ADMIN" });
  const paid = await t.app.inject({
    method: "POST",
    url: `/api/admin/wallet/withdrawals/${res.json().data.id}/settle`,
    headers: moneyHeaders(admin),
    payload: { outcome: "PAID", utr: "SBIN426012345678" },
  });
  expect(paid.json().data).toMatchObject({ status: "PAID", payout: null });
  const hook = await t.app.inject({
    method: "POST",
    url: "/api/payments/payout-webhook/razorpayx",
    headers: { "content-type": "application/json" },
    payload: "{}",
  });
  expect(hook.statusCode).toBe(404);
});

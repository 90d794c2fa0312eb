import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { TestUser } from "../../../test/users";
import { verifyLedger } from "./ledger/check";

/** Headers of a money-moving request: the user's token and a fresh (or given) Idempotency-Key. */
export function moneyHeaders(user: TestUser, key: string = randomUUID()) {
  return { ...user.authHeader, "idempotency-key": key };
}

/** Adds `amount` paise to the user's wallet through the dev provider. */
export async function deposit(app: FastifyInstance, user: TestUser, amount: number, key?: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/wallet/deposits",
    headers: moneyHeaders(user, key),
    payload: { amount },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function balances(app: FastifyInstance, user: TestUser) {
  const res = await app.inject({ method: "GET", url: "/api/wallet", headers: user.authHeader });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { available: number; escrow: number; pendingWithdrawal: number };
}

/** The money tests' afterAll: every balance equals its entries and every transaction sums to zero. */
export async function expectLedgerBalanced(app: FastifyInstance) {
  const check = await verifyLedger(app.ctx);
  expect(check, JSON.stringify(check)).toMatchObject({
    ok: true,
    mismatchedAccounts: [],
    unbalancedTransactions: [],
    negativeAccounts: [],
    withholdingIssues: [],
    invoiceProblems: [],
  });
  return check;
}

import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createTestApp } from "../../../../../test/app";
import { startTestPayoutProvider } from "../../../../../test/payout-provider";
import { accessTokenFor, type TestUser } from "../../../../../test/users";
import { advanceClock } from "../../../../lib/clock";
import { deposit, expectLedgerBalanced, moneyHeaders } from "../../testing";
import { drainPayouts } from "./dispatch";

/** An app with the payout provider configured against a local RazorpayX-shaped server, listening for its webhooks. */
export async function startPayoutTestApp() {
  const provider = await startTestPayoutProvider();
  const t = await createTestApp({
    payouts: {
      baseUrl: provider.url,
      keyId: provider.keyId,
      keySecret: provider.keySecret,
      accountNumber: provider.accountNumber,
      webhookSecret: provider.webhookSecret,
      sweepAfterMinutes: 30,
      retryAfterSeconds: 60,
      // The tests run the sweep themselves (and a request's create wakes it).
      sweepIntervalMs: 3_600_000,
      bankMode: "IMPS",
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  provider.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/payments/payout-webhook/razorpayx`;
  const app = t.app;

  async function withdraw(user: TestUser, payload: object) {
    const res = await app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: moneyHeaders(user),
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    // The create goes out after the request commits: wait for it.
    await drainPayouts(app.ctx);
    return res.json().data as { id: string };
  }

  /** Deposits `funds` and withdraws `amount` of it; the withdrawal as the user now reads it. */
  async function funded(user: TestUser, funds: number, amount: number, destination: object) {
    await deposit(app, user, funds);
    const { id } = await withdraw(user, { amount, destination });
    return { id, payout: [...provider.payouts.values()].find((payout) => payout.reference_id === id) };
  }

  async function withdrawalOf(user: TestUser, id: string) {
    const res = await app.inject({ method: "GET", url: "/api/wallet/withdrawals", headers: user.authHeader });
    return (res.json().data.items as Array<Record<string, unknown> & { id: string }>).find((item) => item.id === id)!;
  }

  /** Moves time forward, and signs the users in again (their access tokens would have expired). */
  async function later(ms: number, ...users: TestUser[]) {
    advanceClock(ms);
    for (const user of users) {
      user.token = await accessTokenFor(app, { userId: user.user.id, role: user.user.role });
      user.authHeader = { authorization: `Bearer ${user.token}` };
    }
  }

  async function close() {
    await expectLedgerBalanced(app);
    await t.close();
    await provider.close();
  }

  return { t, app, provider, withdraw, funded, withdrawalOf, later, close };
}

export const bank = { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "123456789012" };
export const upi = { type: "UPI", vpa: "asha.rao@okhdfc" };

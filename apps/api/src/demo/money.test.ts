import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { startTestPaymentProvider } from "../../test/payment-provider";
import { loadConfig } from "../config";
import { walletDeposits } from "../db/schema/money";
import { demoUserIds } from "../demo-users";
import { withTransaction } from "../lib/transaction";
import { createDeposit, prepareDeposit } from "../modules/money/deposits/create";
import { expectLedgerBalanced } from "../modules/money/testing";
import { getWalletSummary } from "../modules/money/wallet/summary";
import { seedDemoWallet, seedDemoWithdrawal } from "./money";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

it("gives the demo company funds once, and the freelancer a withdrawal only from money earned", async () => {
  await seedDemoAccounts(t.app.ctx);
  const [companyId, freelancerId] = await demoUserIds(t.app.ctx, [
    DEMO_ACCOUNTS.company.email,
    DEMO_ACCOUNTS.freelancer.email,
  ]);
  expect(await seedDemoWallet(t.app.ctx, { companyId })).toBe(true);
  expect(await seedDemoWallet(t.app.ctx, { companyId })).toBe(false);
  expect(await getWalletSummary(t.app.ctx, { userId: companyId! })).toMatchObject({
    available: 50_000_000,
    escrow: 0,
    lifetimeSpent: 0,
  });

  // Nothing earned yet: no withdrawal is made up.
  expect(await seedDemoWithdrawal(t.app.ctx, { freelancerId })).toBe(false);

  const prepared = await prepareDeposit(t.app.ctx, { userId: freelancerId!, amount: 2_000_000 });
  await withTransaction(t.app.ctx, (txCtx) =>
    createDeposit(txCtx, { userId: freelancerId!, amount: 2_000_000, prepared }),
  );
  expect(await seedDemoWithdrawal(t.app.ctx, { freelancerId })).toBe(true);
  expect(await seedDemoWithdrawal(t.app.ctx, { freelancerId })).toBe(false);
  expect(await getWalletSummary(t.app.ctx, { userId: freelancerId! })).toMatchObject({
    available: 1_500_000,
    pendingWithdrawal: 500_000,
  });
});

it("gives the demo company its funds as a development credit with Razorpay configured, asking Razorpay nothing", async () => {
  const provider = await startTestPaymentProvider();
  const razorpay = await createTestApp({
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
  try {
    await seedDemoAccounts(razorpay.app.ctx);
    const [companyId] = await demoUserIds(razorpay.app.ctx, [DEMO_ACCOUNTS.company.email]);
    expect(await seedDemoWallet(razorpay.app.ctx, { companyId })).toBe(true);
    expect(await getWalletSummary(razorpay.app.ctx, { userId: companyId! })).toMatchObject({ available: 50_000_000 });
    const deposits = await razorpay.app.ctx.db
      .select({ provider: walletDeposits.provider, status: walletDeposits.status })
      .from(walletDeposits)
      .where(eq(walletDeposits.userId, companyId!));
    expect(deposits).toEqual([{ provider: "dev", status: "COMPLETED" }]);
    expect(provider.orders.size).toBe(0);
    await expectLedgerBalanced(razorpay.app);
  } finally {
    await razorpay.close();
    await provider.close();
  }
});

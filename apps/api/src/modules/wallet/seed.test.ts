import { afterAll, expect, it } from "vitest";
import { demoUserIds } from "../../demo-users";
import { withTransaction } from "../../lib/transaction";
import { createTestApp } from "../../test/app";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../users/seed";
import { createDeposit, prepareDeposit } from "./deposit-service";
import { seedDemoWallet, seedDemoWithdrawal } from "./seed";
import { getWalletSummary } from "./service";
import { expectLedgerBalanced } from "./testing";

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

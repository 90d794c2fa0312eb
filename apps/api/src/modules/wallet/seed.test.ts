import { afterAll, expect, it } from "vitest";
import { demoUserIds } from "../../demo-users";
import { createTestApp } from "../../test/app";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../users/seed";
import { seedDemoWallet } from "./seed";
import { getWalletSummary } from "./service";
import { expectLedgerBalanced } from "./testing";

const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

it("gives the demo company funds and the demo freelancer a history, once", async () => {
  await seedDemoAccounts(t.app.ctx);
  const [companyId, freelancerId] = await demoUserIds(t.app.ctx, [
    DEMO_ACCOUNTS.company.email,
    DEMO_ACCOUNTS.freelancer.email,
  ]);
  expect(await seedDemoWallet(t.app.ctx, { companyId, freelancerId })).toBe(true);
  expect(await seedDemoWallet(t.app.ctx, { companyId, freelancerId })).toBe(false);
  expect(await getWalletSummary(t.app.ctx, { userId: companyId! })).toMatchObject({
    available: 50_000_000 - 2_625_000,
    escrow: 0,
    lifetimeSpent: 2_625_000,
  });
  expect(await getWalletSummary(t.app.ctx, { userId: freelancerId! })).toMatchObject({
    available: 2_000_000,
    pendingWithdrawal: 500_000,
    lifetimeEarned: 2_500_000,
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { walletWithdrawalMethods, walletWithdrawals } from "../db/schema/money";
import { taxInvoices, taxWithholdings } from "../db/schema/money-tax";
import { taxProfileChanges, taxProfiles } from "../db/schema/tax";
import { demoUserIds } from "../demo-users";
import { expectLedgerBalanced } from "../modules/money/testing";
import { seedDemoWallet, seedDemoWithdrawal } from "./money";
import { seedDemoProjects } from "./projects";
import { seedDemoTasks } from "./tasks";
import { DEMO_COMPANY_TAX_PROFILE, DEMO_FREELANCER_TAX_PROFILE, seedDemoTaxProfiles } from "./tax";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

/*
 * The demo tax profiles, seeded in the order server.ts and the seed script use, so the demo's
 * invoices and withholding come from real rows: development has no KYC provider, so the PAN and
 * the bank account verify at once.
 */

let t: TestApp;
let companyId: string;
let freelancerId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.config.kyc.provider = undefined;
  await seedDemoAccounts(t.app.ctx);
  [companyId, freelancerId] = (await demoUserIds(t.app.ctx, [
    DEMO_ACCOUNTS.company.email,
    DEMO_ACCOUNTS.freelancer.email,
  ])) as [string, string];
  await seedDemoWallet(t.app.ctx, { companyId });
  expect(await seedDemoTaxProfiles(t.app.ctx, { companyId, freelancerId })).toBe(true);
  await seedDemoTasks(t.app.ctx, { companyId, freelancerId });
  await seedDemoProjects(t.app.ctx, { companyId, freelancerId });
  await seedDemoWithdrawal(t.app.ctx, { freelancerId });
});
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("the demo tax profiles", () => {
  it("gives the freelancer a verified PAN and a verified bank account her withdrawal goes to", async () => {
    const [profile] = await t.app.ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, freelancerId));
    expect(profile).toMatchObject({
      legalName: "Priya Sharma",
      pan: DEMO_FREELANCER_TAX_PROFILE.pan,
      gstin: null,
      stateCode: "29",
      panVerifiedName: "Priya Sharma",
      panVerifiedAt: expect.any(Date),
    });
    const methods = await t.app.ctx.db
      .select()
      .from(walletWithdrawalMethods)
      .where(eq(walletWithdrawalMethods.userId, freelancerId));
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ type: "BANK", verifiedName: "Priya Sharma", verifiedAt: expect.any(Date) });
    const withdrawals = await t.app.ctx.db
      .select()
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.userId, freelancerId));
    expect(withdrawals.map((row) => row.methodId)).toEqual([methods[0]!.id]);
  });

  it("gives the company a GSTIN in Maharashtra, so its fee invoices carry IGST", async () => {
    const [profile] = await t.app.ctx.db.select().from(taxProfiles).where(eq(taxProfiles.userId, companyId));
    expect(profile).toMatchObject({ gstin: DEMO_COMPANY_TAX_PROFILE.gstin, stateCode: "27" });
    const invoices = await t.app.ctx.db.select().from(taxInvoices).where(eq(taxInvoices.customerId, companyId));
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ customerGstin: "27AAKCA4821L1ZG", placeOfSupply: "27", cgst: 0, sgst: 0 });
      // 18% of the fee, rounded half up like every fee.
      expect(invoice.igst).toBe(Math.round((invoice.taxableValue * 18) / 100));
      expect(invoice.total).toBe(invoice.taxableValue + invoice.igst);
    }
  });

  it("records the freelancer's TDS on every release: none, an individual with a verified PAN under ₹5,00,000", async () => {
    const rows = await t.app.ctx.db.select().from(taxWithholdings).where(eq(taxWithholdings.userId, freelancerId));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: "TDS", section: "194-O", pan: "DQVPS7342K", rateBps: 0, amount: 0 });
    }
    const invoices = await t.app.ctx.db.select().from(taxInvoices).where(eq(taxInvoices.customerId, freelancerId));
    // No freelancer fee by default (FREELANCER_FEE_BPS 0): no fee, so no invoice to her.
    expect(t.app.ctx.config.wallet.freelancerFeeBps).toBe(0);
    expect(invoices).toEqual([]);
  });

  it("runs once, and audits each profile as its owner's own change", async () => {
    expect(await seedDemoTaxProfiles(t.app.ctx, { companyId, freelancerId })).toBe(false);
    const changes = await t.app.ctx.db.select().from(taxProfileChanges);
    expect(changes.filter((change) => change.userId === freelancerId).length).toBeGreaterThanOrEqual(1);
    expect(changes.every((change) => change.changedBy === change.userId)).toBe(true);
  });
});

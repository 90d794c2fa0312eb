import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { createUser } from "../../../../test/users";
import { withTransaction } from "../../../lib/transaction";
import { transfer } from "../ledger/transfer";
import { expectLedgerBalanced } from "../testing";
import { getWalletSummary } from "../wallet/summary";
import { fundEscrow } from "./fund";
import { settleEscrow } from "./settle";

const t = await createTestApp();
const ctx = t.app.ctx;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

describe("settleEscrow", () => {
  it("releases one part and refunds the rest in the caller's transaction, once per key", async () => {
    const company = (await createUser(t.app, { role: "COMPANY" })).user.id;
    const freelancer = (await createUser(t.app, { role: "FREELANCER" })).user.id;
    await transfer(ctx, {
      type: "DEPOSIT",
      description: "test deposit",
      legs: [
        { account: { system: "EXTERNAL" }, amount: -200_000 },
        { account: { userId: company, kind: "AVAILABLE" }, amount: 200_000 },
      ],
    });
    const reference = { kind: "MILESTONE" as const, id: "m-settle", label: "Settled", projectId: null };
    const funded = await fundEscrow(ctx, {
      companyId: company,
      amount: 100_000,
      idempotencyKey: "m-settle:fund",
      reference,
    });
    const settle = () =>
      withTransaction(ctx, (tx) =>
        settleEscrow(tx, {
          companyId: company,
          freelancerId: freelancer,
          payoutSplit: null,
          reference,
          release: { amount: 60_000, clientFee: 3_000, idempotencyKey: "m-settle:release", description: "share" },
          refund: {
            amount: 40_000,
            clientFee: funded.clientFee - 3_000,
            idempotencyKey: "m-settle:refund",
            description: "back",
          },
        }),
      );
    const first = await settle();
    const again = await settle();
    expect(again.release.id).toBe(first.release.id);
    expect(again.refund.replayed).toBe(true);
    // The refunded 2,000 of the 5,000 fee brings back its share of the 900 GST: 360 (decision 0088).
    expect(first.refund).toMatchObject({ refunded: 40_000 + 2_000 + 360, gstRefunded: 360 });
    expect(again.refund).toMatchObject({ refunded: 42_360, gstRefunded: 360 });
    expect((await getWalletSummary(ctx, { userId: company })).available).toBe(200_000 - 105_900 + 42_360);
    const notes = await ctx.db.execute<{
      kind: string;
      taxable_value: string;
      cgst: string;
      sgst: string;
      igst: string;
    }>(
      sql`select kind, taxable_value, cgst, sgst, igst from tax_invoices where customer_id = ${company} order by issued_at, kind desc`,
    );
    // No tax profile: supplied in the platform's state, so CGST + SGST.
    expect(notes.rows.map((row) => Object.values(row).map(String))).toEqual([
      ["INVOICE", "5000", "450", "450", "0"],
      ["CREDIT_NOTE", "2000", "180", "180", "0"],
    ]);
    expect((await getWalletSummary(ctx, { userId: company })).escrow).toBe(0);
    expect((await getWalletSummary(ctx, { userId: freelancer })).available).toBe(first.release.freelancerReceives);
    const types = await ctx.db.execute<{ type: string }>(
      sql`select type from wallet_transactions where reference_id = 'm-settle' order by number`,
    );
    expect(types.rows.map((row) => row.type)).toEqual(["ESCROW_FUND", "ESCROW_RELEASE", "ESCROW_REFUND"]);
  });
});

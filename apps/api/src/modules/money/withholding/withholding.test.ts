import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { giveTaxProfile, type ProfileFacts } from "../../../../test/tax-profiles";
import { createUser } from "../../../../test/users";
import type { AppContext } from "../../../context";
import { withTransaction } from "../../../lib/transaction";
import { releaseEscrow } from "../escrow/release";
import { settleEscrow } from "../escrow/settle";
import { transfer } from "../ledger/transfer";
import { expectLedgerBalanced } from "../testing";
import { getWalletSummary } from "../wallet/summary";
import { verifyWithholdings } from "./check";
import { fundedEscrow } from "./testing";

/* TDS (194-O) and TCS (Section 52) withheld on releases, in exact paise (decision 0089). */

const t = await createTestApp();
const ctx = t.app.ctx;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const PERSON_PAN = "ABCPE1234F";
const COMPANY_PAN = "ABCCE1234F";

async function payee(facts?: ProfileFacts) {
  const id = (await createUser(t.app, { role: "FREELANCER" })).user.id;
  if (facts) await giveTaxProfile(ctx, id, facts);
  return id;
}

async function release(freelancerId: string, amount: number, on: AppContext = ctx) {
  const company = (await createUser(t.app, { role: "COMPANY" })).user.id;
  const funded = await fundedEscrow(ctx, company, amount);
  return releaseEscrow(on, {
    companyId: company,
    freelancerId,
    amount,
    clientFee: funded.clientFee,
    idempotencyKey: `${funded.key}:release`,
    reference: funded.reference,
  });
}

async function rowsOf(transactionId: string) {
  const result = await ctx.db.execute<{
    user_id: string;
    kind: string;
    section: string;
    base: string;
    rate_bps: number;
    amount: string;
    pan: string | null;
  }>(
    sql`select user_id, kind, section, base, rate_bps, amount, pan from tax_withholdings where transaction_id = ${transactionId} order by kind, user_id`,
  );
  return result.rows.map((r) => ({
    userId: r.user_id,
    kind: r.kind,
    section: r.section,
    base: Number(r.base),
    rateBps: r.rate_bps,
    amount: Number(r.amount),
    pan: r.pan,
  }));
}

/** Each row's kind, GSTIN and [CGST, SGST, IGST], as the TCS return reads them. */
async function splitsOf(transactionId: string) {
  const result = await ctx.db.execute<{ kind: string; gstin: string | null; cgst: string; sgst: string; igst: string }>(
    sql`select kind, gstin, cgst, sgst, igst from tax_withholdings where transaction_id = ${transactionId} order by kind`,
  );
  return result.rows.map((r) => [r.kind, r.gstin, [Number(r.cgst), Number(r.sgst), Number(r.igst)]]);
}

const available = async (userId: string) => (await getWalletSummary(ctx, { userId })).available;

describe("TDS under Section 194-O", () => {
  it("withholds 0.1% of the gross from a company with a verified PAN (no threshold for companies)", async () => {
    const freelancer = await payee({ pan: COMPANY_PAN });
    const released = await release(freelancer, 100_050);
    expect(released).toMatchObject({ tdsWithheld: 100, tcsWithheld: 0, freelancerReceives: 99_950 });
    expect(await available(freelancer)).toBe(99_950);
    expect(await rowsOf(released.id)).toEqual([
      { userId: freelancer, kind: "TDS", section: "194-O", base: 100_050, rateBps: 10, amount: 100, pan: COMPANY_PAN },
    ]);
  });

  it("withholds 5% without a PAN, and with a PAN the KYC provider has not confirmed", async () => {
    const none = await payee();
    const unverified = await payee({ pan: PERSON_PAN, verified: false });
    const first = await release(none, 123_457);
    const second = await release(unverified, 100_000);
    expect(first).toMatchObject({ tdsWithheld: 6_173, freelancerReceives: 117_284 });
    expect(second).toMatchObject({ tdsWithheld: 5_000, freelancerReceives: 95_000 });
    expect((await rowsOf(first.id))[0]).toMatchObject({ rateBps: 500, amount: 6_173, pan: null });
    expect((await rowsOf(second.id))[0]).toMatchObject({ rateBps: 500, amount: 5_000, pan: PERSON_PAN });
  });

  it("exempts a person with a PAN within ₹5,00,000 a year and writes the zero row", async () => {
    const freelancer = await payee({ pan: PERSON_PAN });
    const released = await release(freelancer, 49_999_999);
    expect(released).toMatchObject({ tdsWithheld: 0, freelancerReceives: 49_999_999 });
    expect(await rowsOf(released.id)).toEqual([
      { userId: freelancer, kind: "TDS", section: "194-O", base: 49_999_999, rateBps: 0, amount: 0, pan: PERSON_PAN },
    ]);
    // Exactly at the threshold: still exempt; the release that crosses it is taxed whole, and every later one.
    expect((await release(freelancer, 1)).tdsWithheld).toBe(0);
    const crossing = await release(freelancer, 100_000);
    expect(crossing).toMatchObject({ tdsWithheld: 100, freelancerReceives: 99_900 });
    expect((await release(freelancer, 30_000)).tdsWithheld).toBe(30);
    expect(await available(freelancer)).toBe(50_000_000 + 99_900 + 29_970);
  });
});

describe("GST TCS under Section 52", () => {
  it("collects 0.25% CGST + 0.25% SGST within the platform's state, besides TDS", async () => {
    const freelancer = await payee({ pan: COMPANY_PAN, gstin: "29ABCCE1234F1Z5" });
    const released = await release(freelancer, 100_001);
    expect(released).toMatchObject({ tdsWithheld: 100, tcsWithheld: 500, freelancerReceives: 99_401 });
    expect((await rowsOf(released.id)).map((r) => [r.kind, r.section, r.base, r.rateBps, r.amount])).toEqual([
      ["TCS", "52", 100_001, 50, 500],
      ["TDS", "194-O", 100_001, 10, 100],
    ]);
    // The row keeps the GSTIN and the halves, as the TCS return reports them.
    expect(await splitsOf(released.id)).toEqual([
      ["TCS", "29ABCCE1234F1Z5", [250, 250, 0]],
      ["TDS", null, [0, 0, 0]],
    ]);
  });

  it("collects 0.5% IGST across states, for an exempt person too", async () => {
    const freelancer = await payee({ pan: PERSON_PAN, gstin: "27ABCPE1234F1Z5" });
    const released = await release(freelancer, 300_099);
    expect(released).toMatchObject({ tdsWithheld: 0, tcsWithheld: 1_500, freelancerReceives: 298_599 });
    expect((await splitsOf(released.id))[0]).toEqual(["TCS", "27ABCPE1234F1Z5", [0, 0, 1_500]]);
  });

  it("takes TCS on the gross and TDS on the gross when the freelancer pays a fee", async () => {
    const freelancer = await payee({ pan: COMPANY_PAN, gstin: "29ABCCE1234F1Z5" });
    const feeCtx = { ...ctx, config: { ...ctx.config, wallet: { ...ctx.config.wallet, freelancerFeeBps: 250 } } };
    const released = await release(freelancer, 200_000, feeCtx);
    // Fee 5,000 and its GST 900 (decision 0088); TDS 200 and TCS 1,000 on the gross 2,00,000.
    expect(released).toMatchObject({
      freelancerFee: 5_000,
      freelancerFeeGst: 900,
      tdsWithheld: 200,
      tcsWithheld: 1_000,
    });
    expect(released.freelancerReceives).toBe(192_900);
    expect(await available(freelancer)).toBe(192_900);
  });
});

describe("a release's withholding", () => {
  it("withholds per member of a team's payout split, each on their own share and standing", async () => {
    const owner = await payee();
    const member = await payee({ pan: COMPANY_PAN, gstin: "07ABCCE1234F1Z5" });
    const company = (await createUser(t.app, { role: "COMPANY" })).user.id;
    const funded = await fundedEscrow(ctx, company, 100_001);
    const released = await releaseEscrow(ctx, {
      companyId: company,
      freelancerId: owner,
      amount: 100_001,
      clientFee: funded.clientFee,
      idempotencyKey: `${funded.key}:release`,
      reference: funded.reference,
      payoutSplit: {
        shares: [
          { userId: owner, basisPoints: 6_000 },
          { userId: member, basisPoints: 4_000 },
        ],
        remainderTo: owner,
      },
    });
    // Owner 60,001 (no PAN, 5%: 3,000); member 40,000 (0.1%: 40, IGST TCS 0.5%: 200).
    expect(released).toMatchObject({ tdsWithheld: 3_040, tcsWithheld: 200, freelancerReceives: 96_761 });
    expect(await available(owner)).toBe(57_001);
    expect(await available(member)).toBe(39_760);
    expect((await rowsOf(released.id)).length).toBe(3);
  });

  it("withholds on the released part of a settled dispute", async () => {
    const freelancer = await payee();
    const company = (await createUser(t.app, { role: "COMPANY" })).user.id;
    const funded = await fundedEscrow(ctx, company, 100_000);
    const { release: part } = await withTransaction(ctx, (tx) =>
      settleEscrow(tx, {
        companyId: company,
        freelancerId: freelancer,
        payoutSplit: null,
        reference: funded.reference,
        release: { amount: 60_000, clientFee: 3_000, idempotencyKey: `${funded.key}:release`, description: "share" },
        refund: {
          amount: 40_000,
          clientFee: funded.clientFee - 3_000,
          idempotencyKey: `${funded.key}:refund`,
          description: "back",
        },
      }),
    );
    expect(part).toMatchObject({ tdsWithheld: 3_000, freelancerReceives: 57_000 });
    expect((await rowsOf(part.id))[0]).toMatchObject({ base: 60_000, amount: 3_000 });
  });

  it("answers a replay with the first release's amounts and writes no second row", async () => {
    const freelancer = await payee({ pan: PERSON_PAN });
    const company = (await createUser(t.app, { role: "COMPANY" })).user.id;
    const funded = await fundedEscrow(ctx, company, 40_000_000);
    const input = {
      companyId: company,
      freelancerId: freelancer,
      amount: 40_000_000,
      clientFee: funded.clientFee,
      idempotencyKey: `${funded.key}:release`,
      reference: funded.reference,
    };
    const first = await releaseEscrow(ctx, input);
    const again = await releaseEscrow(ctx, input);
    expect(again).toMatchObject({ id: first.id, replayed: true, tdsWithheld: 0, freelancerReceives: 40_000_000 });
    expect(await rowsOf(first.id)).toHaveLength(1);
  });

  it("counts a payee's year right when two releases cross the threshold at once", async () => {
    const freelancer = await payee({ pan: PERSON_PAN });
    const small = {
      ...ctx,
      config: { ...ctx.config, withholding: { ...ctx.config.withholding, individualThreshold: 150_000 } },
    };
    const both = await Promise.all([release(freelancer, 100_000, small), release(freelancer, 100_000, small)]);
    // Whichever came second crossed ₹1,500: exactly one is taxed.
    expect(both.map((r) => r.tdsWithheld).sort()).toEqual([0, 100]);
    expect(await available(freelancer)).toBe(199_900);
    const year = await ctx.db.execute<{ total: string }>(
      sql`select sum(base) as total from tax_withholdings where user_id = ${freelancer} and kind = 'TDS'`,
    );
    expect(Number(year.rows[0]!.total)).toBe(200_000);
  });

  it("is proved by the ledger check: a missing row or a payable moved otherwise is named", async () => {
    const freelancer = await payee();
    const released = await release(freelancer, 10_000);
    expect(await verifyWithholdings(ctx)).toEqual([]);
    const rolledBack = new Error("roll back");
    const issues = await withTransaction(ctx, async (tx) => {
      await tx.db.execute(sql`delete from tax_withholdings where transaction_id = ${released.id}`);
      const found = await verifyWithholdings(tx);
      expect(found.map((issue) => issue.problem)).toEqual([
        "The release has no TDS row.",
        "TDS_PAYABLE moved 500 paise but its rows say 0.",
        expect.stringMatching(/^TDS_PAYABLE holds \d+ paise but the TDS rows sum to \d+\.$/),
      ]);
      throw rolledBack;
    }).catch((error: unknown) => error);
    expect(issues).toBe(rolledBack);
    expect(await verifyWithholdings(ctx)).toEqual([]);
  });

  it("asks no TDS row of a release made before the tax rules began", async () => {
    const freelancer = await payee();
    const rolledBack = new Error("roll back");
    const outcome = await withTransaction(ctx, async (tx) => {
      const bareRelease = () =>
        transfer(tx, {
          type: "ESCROW_RELEASE",
          description: "a release from before the tax rules",
          legs: [
            { account: { system: "EXTERNAL" }, amount: -1_000 },
            { account: { userId: freelancer, kind: "AVAILABLE" }, amount: 1_000 },
          ],
        });
      const before = await bareRelease();
      // The rules begin with the next transaction: the one above is from before them.
      await tx.db.execute(sql`update tax_rules_start set first_transaction_number = ${before.number + 1}`);
      expect(await verifyWithholdings(tx)).toEqual([]);
      const after = await bareRelease();
      expect(await verifyWithholdings(tx)).toEqual([
        { transactionId: after.id, problem: "The release has no TDS row." },
      ]);
      throw rolledBack;
    }).catch((error: unknown) => error);
    expect(outcome).toBe(rolledBack);
    expect(await verifyWithholdings(ctx)).toEqual([]);
  });
});

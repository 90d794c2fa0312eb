import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { giveTaxProfile } from "../../../../test/tax-profiles";
import { createUser } from "../../../../test/users";
import { loadConfig } from "../../../config";
import { withTransaction } from "../../../lib/transaction";
import { depositTo, FIRST_AMOUNT, ok, send, sendMoney, setupProject } from "../../projects/testing";
import { fundEscrow } from "../escrow/fund";
import { releaseEscrow } from "../escrow/release";
import { verifyLedger } from "../ledger/check";
import { transfer } from "../ledger/transfer";
import { expectLedgerBalanced } from "../testing";

/*
 * Tax invoices and credit notes (decision 0088) through the API: GST on the client fee at funding
 * and on the freelancer fee at release, exact paise within and across states, credit notes on a
 * cancellation, who may read them, the PDF and the yearly export, gapless numbers under
 * concurrency and a rollback, and a ledger check that fails without them.
 */

// A 10% freelancer fee, so a release charges one (the default is 0).
const base = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "crewlance-gst-")) });
const t = await createTestApp({ wallet: { ...base.wallet, freelancerFeeBps: 1000 } });
const ctx = t.app.ctx;
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

// ₹45,000 milestone: client fee 5% = 225,000 paise, GST 18% on it = 40,500; freelancer fee 10% = 450,000, GST 81,000.
const CLIENT_FEE = 225_000;
const CLIENT_GST = 40_500;
const FREELANCER_FEE = 450_000;
const FREELANCER_GST = 81_000;

async function profile(userId: string, stateCode: string, gstin: string | null) {
  await giveTaxProfile(ctx, userId, {
    legalName: "Acme Logistics Private Limited",
    pan: "AABCA1234B",
    verified: false,
    gstin,
    stateCode,
    address: { addressLine: "4 Nehru Place", city: "New Delhi", pincode: "110019" },
  });
}

describe("GST invoices through the API", () => {
  it("charges the company the fee plus GST (IGST across states) and invoices it; the freelancer's fee at release", async () => {
    const s = await setupProject(t.app);
    await profile(s.company.user.id, "07", "07AABCA1234B1ZJ");
    const fees = await ok(send(t.app, s.company, "GET", "/api/wallet/fees"));
    expect(fees).toMatchObject({ gstRateBps: 1800, platformStateCode: "29" });
    const project = await ok(send(t.app, s.company, "GET", `/api/projects/${s.projectId}`));
    expect(project.milestones[0].fees).toMatchObject({
      clientFee: CLIENT_FEE,
      clientFeeGst: CLIENT_GST,
      fundTotal: FIRST_AMOUNT + CLIENT_FEE + CLIENT_GST,
    });
    await depositTo(t.app, s.company, 5_000_000);
    await ok(
      sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`, {
        expectedTotal: FIRST_AMOUNT + CLIENT_FEE + CLIENT_GST,
      }),
    );
    expect(await ok(send(t.app, s.company, "GET", "/api/wallet"))).toMatchObject({
      available: 5_000_000 - 4_765_500,
      escrow: FIRST_AMOUNT + CLIENT_FEE,
    });
    const list = await ok(send(t.app, s.company, "GET", "/api/wallet/invoices"));
    expect(list.total).toBe(1);
    const invoice = list.items[0];
    expect(invoice).toMatchObject({
      kind: "INVOICE",
      feeKind: "CLIENT_FEE",
      customer: { name: "Acme Logistics Private Limited", gstin: "07AABCA1234B1ZJ", stateCode: "07" },
      supplier: { gstin: "29AAICC1234F1ZW", stateCode: "29" },
      placeOfSupply: "07",
      sacCode: "998599",
      taxableValue: CLIENT_FEE,
      cgst: 0,
      sgst: 0,
      igst: CLIENT_GST,
      total: 265_500,
      totalInWords: "Rupees Two Thousand Six Hundred Fifty Five Only",
    });
    expect(invoice.number).toMatch(/^CL\/\d{4}-\d{2}\/\d{6}$/);

    // The freelancer has no tax profile: supplied in the platform's state, CGST + SGST.
    await ok(
      send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Done, see the demo." }),
    );
    const approved = await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/approve`));
    expect(approved.milestone.fees).toMatchObject({
      freelancerFee: FREELANCER_FEE,
      freelancerFeeGst: FREELANCER_GST,
      freelancerReceives: FIRST_AMOUNT - FREELANCER_FEE - FREELANCER_GST,
    });
    // Without a PAN, 5% TDS on the gross is withheld besides (decision 0089).
    expect((await ok(send(t.app, s.freelancer, "GET", "/api/wallet"))).available).toBe(
      FIRST_AMOUNT - FREELANCER_FEE - FREELANCER_GST - 225_000,
    );
    const theirs = await ok(send(t.app, s.freelancer, "GET", "/api/wallet/invoices"));
    expect(theirs.items).toEqual([
      expect.objectContaining({
        feeKind: "FREELANCER_FEE",
        customer: expect.objectContaining({ name: "Ravi Kumar", gstin: null, stateCode: null }),
        placeOfSupply: "29",
        taxableValue: FREELANCER_FEE,
        cgst: 40_500,
        sgst: 40_500,
        igst: 0,
        total: 531_000,
      }),
    ]);

    // Only the customer (and an admin) reads it; anyone else gets a 404.
    const url = `/api/wallet/invoices/${invoice.id}`;
    expect((await send(t.app, s.freelancer, "GET", url)).statusCode).toBe(404);
    expect((await send(t.app, s.otherCompany, "GET", `${url}/pdf`)).statusCode).toBe(404);
    expect((await send(t.app, null, "GET", url)).statusCode).toBe(401);
    expect((await ok(send(t.app, s.admin, "GET", url))).number).toBe(invoice.number);
    const own = await send(t.app, s.company, "GET", url);
    expect(own.headers["cache-control"]).toContain("no-store");

    const pdf = await send(t.app, s.company, "GET", `${url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Crewlance tax invoice ${invoice.number}`);

    const csv = await send(
      t.app,
      s.company,
      "GET",
      `/api/wallet/invoices/export?financialYear=${invoice.financialYear}`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${invoice.number}","INVOICE"`);
    expect(lines[1]).toContain(",2250.00,0.00,0.00,405.00,2655.00,");
  });

  it("returns the fee's GST with a credit note when a funded milestone is cancelled", async () => {
    const s = await setupProject(t.app);
    await depositTo(t.app, s.company, 5_000_000);
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
    expect((await ok(send(t.app, s.company, "GET", "/api/wallet"))).available).toBe(234_500);
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/cancel`, { reason: "Plans changed." }));
    expect(await ok(send(t.app, s.company, "GET", "/api/wallet"))).toMatchObject({ available: 5_000_000, escrow: 0 });
    const notes = await ok(send(t.app, s.company, "GET", "/api/wallet/invoices?kind=CREDIT_NOTE"));
    const invoices = await ok(send(t.app, s.company, "GET", "/api/wallet/invoices?kind=INVOICE"));
    expect(notes.items).toEqual([
      expect.objectContaining({
        kind: "CREDIT_NOTE",
        taxableValue: CLIENT_FEE,
        cgst: 20_250,
        sgst: 20_250,
        igst: 0,
        total: 265_500,
        originalInvoiceNumber: invoices.items[0].number,
      }),
    ]);
    expect(notes.items[0].number).toMatch(/^CN\//);
  });

  it("answers a bad filter with a field error", async () => {
    const user = await createUser(t.app, { role: "COMPANY" });
    const res = await send(t.app, user, "GET", "/api/wallet/invoices?financialYear=2026-28&kind=BILL");
    expect(res.statusCode).toBe(400);
    const csv = await send(t.app, user, "GET", "/api/wallet/invoices/export");
    expect(csv.statusCode).toBe(400);
    const empty = await ok(send(t.app, user, "GET", "/api/wallet/invoices?financialYear=2026-27&from=2026-04-01"));
    expect(empty).toMatchObject({ items: [], total: 0 });
  });
});

describe("invoice numbers never skip or repeat", () => {
  async function company(amount: number) {
    const user = await createUser(t.app, { role: "COMPANY" });
    await depositTo(t.app, user, amount);
    return user.user.id;
  }

  async function numbersOf(series: string) {
    const { rows } = await ctx.db.execute<{ sequence: number }>(
      sql`select sequence from tax_invoices where series = ${series} order by sequence`,
    );
    return rows.map((row) => Number(row.sequence));
  }

  it("numbers concurrent fundings and releases 1, 2, 3 … and a rolled-back one leaves no gap", async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => company(200_000)));
    const results = await Promise.allSettled(
      ids.map((companyId, i) =>
        fundEscrow(ctx, {
          companyId,
          amount: 100_000,
          idempotencyKey: `race-invoice:${i}`,
          reference: { kind: "MILESTONE", id: `race-${i}`, label: "Race", projectId: null },
        }),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    // A transaction that numbers an invoice and then fails (a crash after numbering) keeps nothing.
    await expect(
      withTransaction(ctx, async (tx) => {
        await fundEscrow(tx, { companyId: ids[0]!, amount: 1_000, idempotencyKey: "crash", reference: null });
        throw new Error("crash after numbering");
      }),
    ).rejects.toThrow("crash after numbering");
    await fundEscrow(ctx, { companyId: ids[1]!, amount: 1_000, idempotencyKey: "after-crash", reference: null });
    // Releases at once, each invoicing its freelancer fee in the same series.
    const freelancer = (await createUser(t.app, { role: "FREELANCER" })).user.id;
    const released = await Promise.allSettled(
      ids.map((companyId, i) =>
        releaseEscrow(ctx, {
          companyId,
          freelancerId: freelancer,
          amount: 100_000,
          idempotencyKey: `race-release:${i}`,
          reference: { kind: "MILESTONE", id: `race-${i}`, label: "Race", projectId: null },
        }),
      ),
    );
    expect(released.every((r) => r.status === "fulfilled")).toBe(true);
    const numbers = await numbersOf("CL");
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    const { rows } = await ctx.db.execute<{ n: string }>(
      sql`select count(*) as n from tax_invoices where customer_id = ${freelancer} and fee_kind = 'FREELANCER_FEE'`,
    );
    expect(Number(rows[0]!.n)).toBe(8);
    expect((await verifyLedger(ctx)).invoiceProblems).toEqual([]);
  });
});

describe("the ledger check", () => {
  it("fails for a fee charged without its invoice, and for a gap in a series", async () => {
    const companyId = (await createUser(t.app, { role: "COMPANY" })).user.id;
    await withTransaction(ctx, async (tx) => {
      const moved = await transfer(tx, {
        type: "ESCROW_FUND",
        description: "a fee with no invoice",
        legs: [
          { account: { system: "EXTERNAL" }, amount: -1_180 },
          { account: { userId: companyId, kind: "ESCROW" }, amount: 1_000 },
          { account: { system: "GST_PAYABLE" }, amount: 180 },
        ],
        fees: { [companyId]: 1_000 },
      });
      await tx.db.execute(sql`update tax_invoice_sequences set last_number = last_number + 1 where series = 'CL'`);
      const check = await verifyLedger(tx);
      expect(check.ok).toBe(false);
      expect(check.invoiceProblems).toEqual([
        { transactionId: moved.id, problem: "A fee of ₹10.00 has no tax invoice." },
        { transactionId: moved.id, problem: "GST_PAYABLE moved ₹1.80 but its invoices and credit notes carry ₹0.00." },
        expect.objectContaining({ transactionId: null, problem: expect.stringMatching(/^Series CL\/\d{4}-\d{2} has/) }),
      ]);
      throw new Error("roll back");
    }).catch((error: Error) => expect(error.message).toBe("roll back"));
    expect((await verifyLedger(ctx)).ok).toBe(true);
  });
  it("asks no invoice of a fee charged before the tax rules began", async () => {
    const companyId = (await createUser(t.app, { role: "COMPANY" })).user.id;
    await withTransaction(ctx, async (tx) => {
      const bareFunding = () =>
        transfer(tx, {
          type: "ESCROW_FUND",
          description: "a fee from before the tax rules",
          legs: [
            { account: { system: "EXTERNAL" }, amount: -1_000 },
            { account: { userId: companyId, kind: "ESCROW" }, amount: 1_000 },
          ],
          fees: { [companyId]: 1_000 },
        });
      const before = await bareFunding();
      // The rules begin with the next transaction: the fee above is from before them.
      await tx.db.execute(sql`update tax_rules_start set first_transaction_number = ${before.number + 1}`);
      expect((await verifyLedger(tx)).invoiceProblems).toEqual([]);
      const after = await bareFunding();
      expect((await verifyLedger(tx)).invoiceProblems).toEqual([
        { transactionId: after.id, problem: "A fee of ₹10.00 has no tax invoice." },
      ]);
      throw new Error("roll back");
    }).catch((error: Error) => expect(error.message).toBe("roll back"));
    expect((await verifyLedger(ctx)).ok).toBe(true);
  });
});

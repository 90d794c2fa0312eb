import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { createUser, type TestUser } from "../../../../test/users";
import { expectLedgerBalanced } from "../testing";
import { hexOf, pdfText, refundedMilestone, releasedMilestone, taxProfile } from "./testing";

const t = await createTestApp();
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: user ? user.authHeader : {} });

const company = await createUser(t.app, { role: "COMPANY", fullName: 'Acme, "Robotics"' });
const asha = await createUser(t.app, { role: "FREELANCER", fullName: "Asha R" });
// No tax profile, so no PAN: TDS at 5%, reported under the account's name, which a spreadsheet would run.
const ravi = await createUser(t.app, { role: "FREELANCER", fullName: '=HYPERLINK("http://x"), "Ravi"' });
const meera = await createUser(t.app, { role: "FREELANCER", fullName: "Meera I" });
const admin = await createUser(t.app, { role: "ADMIN" });
await taxProfile(t.app, asha, { legalName: "Asha Rao", pan: "ABCPR1234K", gstin: "27ABCPR1234K1Z5" });
await taxProfile(t.app, meera, { legalName: "Meera Iyer", pan: "ABCPI1234M" });

// Q3 of 2026-27; the last moment of 2026-27 in India; 01:30 on 1 April in India, still 31 March in UTC.
const DECEMBER = new Date("2026-12-15T10:00:00+05:30");
const AN_HOUR_LATER = new Date("2026-12-15T11:00:00+05:30");
const LAST_MOMENT = new Date("2027-03-31T23:59:59+05:30");
const APRIL_FIRST = new Date("2027-04-01T01:30:00+05:30");

// ₹6,00,000 crosses the ₹5,00,000 threshold: TDS 0.1% on all of it, and TCS 0.5% (a GSTIN).
const big = await releasedMilestone(t.app, { company, freelancer: asha, amount: 60_000_000, at: DECEMBER });
// Within the threshold with a PAN: a TDS row of nothing.
const small = await releasedMilestone(t.app, { company, freelancer: meera, amount: 50_000, at: AN_HOUR_LATER });
// The client fee refunded: a credit note.
await refundedMilestone(t.app, { company, amount: 2_000_000, at: DECEMBER });
const lastOfYear = await releasedMilestone(t.app, { company, freelancer: ravi, amount: 200_000, at: LAST_MOMENT });
const nextYear = await releasedMilestone(t.app, { company, freelancer: ravi, amount: 300_000, at: APRIL_FIRST });

const ZERO = {
  paid: 0,
  earned: 0,
  received: 0,
  platformFees: 0,
  gstOnFees: 0,
  tds: 0,
  tcs: 0,
  invoices: 0,
  creditNotes: 0,
};

describe("GET /wallet/tax/summary", () => {
  it("gives a company what it paid, its fees net of credit notes and their GST, to the last moment of March in India", async () => {
    const res = await get(company, "/api/wallet/tax/summary?financialYear=2026-27");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data).toEqual({
      ...ZERO,
      financialYear: "2026-27",
      from: "2026-04-01",
      to: "2027-03-31",
      paid: 60_000_000 + 50_000 + 200_000,
      // 5% of each milestone, the refunded one's fee taken back by its credit note; GST 18% on each.
      platformFees: 3_000_000 + 2_500 + 100_000 + 10_000 - 100_000,
      gstOnFees: 540_000 + 450 + 18_000 + 1_800 - 18_000,
      invoices: 4,
      creditNotes: 1,
      currency: "INR",
    });
    const next = await get(company, "/api/wallet/tax/summary?financialYear=2027-28");
    expect(next.json().data).toMatchObject({
      paid: 300_000,
      platformFees: 15_000,
      gstOnFees: 2_700,
      invoices: 1,
      from: "2027-04-01",
      to: "2028-03-31",
    });
  });

  it("gives a freelancer the gross earned, what reached the wallet, TDS and TCS of each year", async () => {
    const res = await get(asha, "/api/wallet/tax/summary?financialYear=2026-27");
    expect(res.json().data).toMatchObject({
      ...ZERO,
      earned: 60_000_000,
      received: 60_000_000 - 60_000 - 300_000,
      tds: 60_000,
      tcs: 300_000,
    });
    expect((await get(asha, "/api/wallet/tax/summary?financialYear=2027-28")).json().data).toMatchObject(ZERO);
    const exempt = await get(meera, "/api/wallet/tax/summary?financialYear=2026-27");
    expect(exempt.json().data).toMatchObject({ ...ZERO, earned: 50_000, received: 50_000 });
    const noPan = await get(ravi, "/api/wallet/tax/summary?financialYear=2026-27");
    expect(noPan.json().data).toMatchObject({ ...ZERO, earned: 200_000, received: 190_000, tds: 10_000 });
    const noPanNext = await get(ravi, "/api/wallet/tax/summary?financialYear=2027-28");
    expect(noPanNext.json().data).toMatchObject({ ...ZERO, earned: 300_000, received: 285_000, tds: 15_000 });
  });

  it("answers the same figures as CSV, one per row in rupees, and as a PDF", async () => {
    const csv = await get(asha, "/api/wallet/tax/summary.csv?financialYear=2026-27");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="crewlance-tax-summary-2026-27.csv"');
    expect(csv.body.split("\r\n")).toEqual([
      "item,value",
      'financial_year,"2026-27"',
      'from,"2026-04-01"',
      'to,"2027-03-31"',
      "paid_inr,0.00",
      "earned_gross_inr,600000.00",
      "received_inr,596400.00",
      "platform_fees_inr,0.00",
      "gst_on_fees_inr,0.00",
      "tds_inr,600.00",
      "tcs_inr,3000.00",
      "invoices,0",
      "credit_notes,0",
      "",
    ]);
    const pdf = await get(company, "/api/wallet/tax/summary.pdf?financialYear=2026-27");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe("Yearly tax summary - 2026-27");
    const text = pdfText(pdf.rawPayload);
    for (const words of ['Acme, "Robotics"', "INR 6,02,500.00", "INR 30,125.00", "INR 5,422.50"]) {
      expect(text, words).toContain(hexOf(words));
    }
  });

  it("refuses a year that is not one, with a field error, and a caller without a token", async () => {
    for (const year of ["2026", "2026-28", "26-27", ""]) {
      const res = await get(asha, `/api/wallet/tax/summary?financialYear=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().errors[0].path).toBe("financialYear");
    }
    const wrong = await get(asha, "/api/wallet/tax/summary?financialYear=2026-28");
    expect(wrong.json().errors[0].message).toBe("Use a financial year like 2026-27 (April 2026 to March 2027).");
    for (const url of ["/api/wallet/tax/summary", "/api/wallet/tax/summary.pdf", "/api/wallet/tax/summary.csv"]) {
      expect((await get(null, `${url}?financialYear=2026-27`)).statusCode).toBe(401);
    }
  });
});

describe("TDS certificates", () => {
  it("lists the quarters in which tax was deducted, and none where nothing was", async () => {
    const res = await get(asha, "/api/wallet/tax/certificates?financialYear=2026-27");
    expect(res.json().data).toEqual({
      items: [{ financialYear: "2026-27", quarter: 3, payments: 1, amountPaid: 60_000_000, taxDeducted: 60_000 }],
    });
    expect((await get(asha, "/api/wallet/tax/certificates?financialYear=2027-28")).json().data.items).toEqual([]);
    const next = await get(ravi, "/api/wallet/tax/certificates?financialYear=2027-28");
    expect(next.json().data.items).toEqual([
      { financialYear: "2027-28", quarter: 1, payments: 1, amountPaid: 300_000, taxDeducted: 15_000 },
    ]);
    expect((await get(meera, "/api/wallet/tax/certificates?financialYear=2026-27")).json().data.items).toEqual([]);
    expect((await get(ravi, "/api/wallet/tax/certificates?financialYear=2026-27")).json().data.items).toEqual([
      { financialYear: "2026-27", quarter: 4, payments: 1, amountPaid: 200_000, taxDeducted: 10_000 },
    ]);
  });

  it("gives the deductee a Form 16A-shaped PDF: deductor, deductee, each payment, totals in words", async () => {
    const res = await get(asha, "/api/wallet/tax/certificates/2026-27/3.pdf");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="crewlance-tds-certificate-2026-27-Q3.pdf"');
    const text = pdfText(res.rawPayload);
    for (const words of [
      "Crewlance Technologies Private Limited",
      "BLRC12345F",
      "AAICC1234F",
      "Asha Rao",
      "ABCPR1234K",
      "Q3 (October?December)",
      "01-10-2026 to 31-12-2026",
      "15-12-2026",
      "194-O",
      "INR 6,00,000.00",
      "0.10%",
      "INR 600.00",
      "Rupees Six Hundred Only",
    ]) {
      expect(text, words).toContain(hexOf(words));
    }
  });

  it("puts the last moment of March in the fourth quarter and shows a missing PAN", async () => {
    const res = await get(ravi, "/api/wallet/tax/certificates/2026-27/4.pdf");
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const words of ["31-03-2027", "PANNOTAVBL", "5.00%", "INR 100.00", "Rupees One Hundred Only"]) {
      expect(text, words).toContain(hexOf(words));
    }
  });

  it("answers 404 with a sentence for a quarter without deduction, also to anyone but the deductee", async () => {
    for (const [user, url] of [
      [asha, "/api/wallet/tax/certificates/2026-27/4.pdf"],
      [meera, "/api/wallet/tax/certificates/2026-27/3.pdf"],
      [ravi, "/api/wallet/tax/certificates/2026-27/3.pdf"],
      [company, "/api/wallet/tax/certificates/2026-27/3.pdf"],
      [admin, "/api/wallet/tax/certificates/2026-27/3.pdf"],
    ] as const) {
      const res = await get(user, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/^No tax was deducted from your payments in quarter [34] of 2026-27/);
    }
    expect((await get(null, "/api/wallet/tax/certificates/2026-27/3.pdf")).statusCode).toBe(401);
  });

  it("refuses a quarter or a year that is not one", async () => {
    for (const url of ["/api/wallet/tax/certificates/2026-27/5.pdf", "/api/wallet/tax/certificates/2026-27/0.pdf"]) {
      const res = await get(asha, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: "quarter" });
    }
    const year = await get(asha, "/api/wallet/tax/certificates/2026/1.pdf");
    expect(year.statusCode).toBe(400);
    expect(year.json().errors[0]).toMatchObject({ path: "financialYear" });
  });
});

describe("GET /admin/tax/returns", () => {
  const url = (query: string) => `/api/admin/tax/returns?${query}`;

  it("gives admins the quarter's TDS return: PAN or PANNOTAVBL, names defused and quoted", async () => {
    const res = await get(admin, url("financialYear=2026-27&quarter=4&kind=TDS"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="crewlance-tds-return-2026-27-Q4.csv"');
    const [header, ...rows] = res.body.split("\r\n");
    expect(header).toBe(
      "serial,deductee_pan,deductee_name,section,date_of_payment,amount_paid_inr,rate_percent,tax_deducted_inr,transaction_number",
    );
    expect(rows).toEqual([
      `1,"PANNOTAVBL","'=HYPERLINK(""http://x""), ""Ravi""","194-O","31-03-2027",2000.00,5.00,100.00,${lastOfYear.number}`,
      "",
    ]);
    const q3 = await get(admin, url("financialYear=2026-27&quarter=3&kind=TDS"));
    expect(q3.body.split("\r\n").slice(1)).toEqual([
      `1,"ABCPR1234K","Asha Rao","194-O","15-12-2026",600000.00,0.10,600.00,${big.number}`,
      `2,"ABCPI1234M","Meera Iyer","194-O","15-12-2026",500.00,0.00,0.00,${small.number}`,
      "",
    ]);
  });

  it("counts 01:30 on 1 April in India in the next year's first quarter", async () => {
    const q1 = await get(admin, url("financialYear=2027-28&quarter=1&kind=TDS"));
    expect(q1.body.split("\r\n").slice(1)).toEqual([
      `1,"PANNOTAVBL","'=HYPERLINK(""http://x""), ""Ravi""","194-O","01-04-2027",3000.00,5.00,150.00,${nextYear.number}`,
      "",
    ]);
  });

  it("gives the TCS return with the supplier's GSTIN and the collection as IGST, CGST and SGST", async () => {
    const res = await get(admin, url("financialYear=2026-27&quarter=3&kind=TCS"));
    // Asha is in Maharashtra, the platform in Karnataka: an inter-state supply, all IGST.
    expect(res.body.split("\r\n")).toEqual([
      "serial,supplier_pan,supplier_gstin,supplier_name,section,date_of_payment,net_taxable_value_inr,rate_percent,tax_collected_inr,igst_inr,cgst_inr,sgst_inr,transaction_number",
      `1,"ABCPR1234K","27ABCPR1234K1Z5","Asha Rao","52","15-12-2026",600000.00,0.50,3000.00,3000.00,0.00,0.00,${big.number}`,
      "",
    ]);
  });

  it("refuses everyone but admins, and bad periods with field errors", async () => {
    for (const user of [company, asha]) {
      expect((await get(user, url("financialYear=2026-27&quarter=4&kind=TDS"))).statusCode).toBe(403);
    }
    expect((await get(null, url("financialYear=2026-27&quarter=4&kind=TDS"))).statusCode).toBe(401);
    const bad = await get(admin, url("financialYear=2026-27&quarter=9&kind=GST"));
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(["kind", "quarter"]);
  });
});

import { randomUUID } from "node:crypto";
import { inflateSync, constants as zlib } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../test/app";
import { indexOnlyPlan, planNodes } from "../../../../test/query-plan";
import { accessTokenFor, createUser, type TestUser } from "../../../../test/users";
import { advanceClock } from "../../../lib/clock";
import { withTransaction } from "../../../lib/transaction";
import { fundEscrow } from "../escrow/fund";
import { releaseEscrow } from "../escrow/release";
import { deposit, expectLedgerBalanced, moneyHeaders } from "../testing";
import { transactionPageSql } from "./list";

const t = await createTestApp({}, { database: "unused" });
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await t.close();
});

/** The PDF's content streams, inflated, as text. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1]!, "latin1"), { finishFlush: zlib.Z_SYNC_FLUSH }).toString("latin1"));
    } catch {}
  }
  return parts.join("\n");
}

const get = (user: TestUser, url: string) => t.app.inject({ method: "GET", url, headers: user.authHeader });

const company = await createUser(t.app, { role: "COMPANY", fullName: "Acme Robotics" });
const freelancer = await createUser(t.app, { role: "FREELANCER", fullName: "Asha Rao" });
const stranger = await createUser(t.app, { role: "FREELANCER" });
const admin = await createUser(t.app, { role: "ADMIN" });

/** Moving the clock a day expires access tokens: sign the user in again. */
async function signInAgain(user: TestUser) {
  user.token = await accessTokenFor(t.app, { userId: user.user.id, role: user.user.role });
  user.authHeader = { authorization: `Bearer ${user.token}` };
}

// Five deposits, an escrow fund and a release, one per day.
for (let i = 0; i < 5; i++) {
  await deposit(t.app, company, 100_000 + i);
  advanceClock(24 * 60 * 60 * 1000);
  await signInAgain(company);
}
for (const user of [freelancer, stranger, admin]) await signInAgain(user);
const reference = { kind: "MILESTONE" as const, id: randomUUID(), label: "=Design mockups", projectId: randomUUID() };
await withTransaction(t.app.ctx, (tx) =>
  fundEscrow(tx, { companyId: company.user.id, amount: 200_000, idempotencyKey: "tx-test:fund", reference }),
);
const released = await withTransaction(t.app.ctx, (tx) =>
  releaseEscrow(tx, {
    companyId: company.user.id,
    freelancerId: freelancer.user.id,
    amount: 200_000,
    idempotencyKey: "tx-test:release",
    reference,
  }),
);

describe("GET /wallet/transactions", () => {
  it("pages newest first by cursor without repeating or skipping", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(company, `/api/wallet/transactions?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().data.items.map((item: { id: string }) => item.id));
      cursor = res.json().data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    const all = (await get(company, "/api/wallet/transactions?limit=100")).json().data.items;
    expect(all.map((item: { id: string }) => item.id)).toEqual(seen);
    expect(all[0]).toMatchObject({ type: "ESCROW_RELEASE", account: "ESCROW", amount: -210_000, fee: 10_000 });
    // Funding also pays the fee's 18% GST, 1,800 (decision 0088); escrow holds the amount and the fee.
    expect(all[1]).toMatchObject({
      type: "ESCROW_FUND",
      account: "AVAILABLE",
      amount: -211_800,
      fee: 10_000,
      reference: { kind: "MILESTONE", label: "=Design mockups", projectId: reference.projectId },
    });
  });

  it("filters by type and by dates", async () => {
    const deposits = (await get(company, "/api/wallet/transactions?type=DEPOSIT")).json().data.items;
    expect(deposits).toHaveLength(5);
    const firstDay = deposits[4].createdAt.slice(0, 10);
    const secondDay = deposits[3].createdAt.slice(0, 10);
    const day = (await get(company, `/api/wallet/transactions?from=${firstDay}&to=${firstDay}`)).json().data.items;
    expect(day.map((item: { amount: number }) => item.amount)).toEqual([100_000]);
    const two = (await get(company, `/api/wallet/transactions?type=DEPOSIT&from=${firstDay}&to=${secondDay}`)).json()
      .data.items;
    expect(two).toHaveLength(2);
    expect((await get(company, "/api/wallet/transactions?type=REFUND")).statusCode).toBe(400);
    expect((await get(company, "/api/wallet/transactions?from=2026-02-30")).statusCode).toBe(400);
  });

  it("shows the freelancer the release as earnings, and the monthly chart adds them up", async () => {
    const items = (await get(freelancer, "/api/wallet/transactions")).json().data.items;
    expect(items).toEqual([
      // Less 5% TDS: the freelancer has no PAN (decision 0089).
      expect.objectContaining({
        id: released.id,
        type: "ESCROW_RELEASE",
        amount: 190_000,
        fee: 0,
        withheld: { tds: 10_000, tcs: 0 },
      }),
    ]);
    const monthly = (await get(freelancer, "/api/wallet/summary/monthly?months=3")).json().data.months;
    expect(monthly).toHaveLength(3);
    expect(monthly.reduce((sum: number, m: { earned: number }) => sum + m.earned, 0)).toBe(190_000);
    const spent = (await get(company, "/api/wallet/summary/monthly")).json().data.months;
    expect(spent.reduce((sum: number, m: { spent: number }) => sum + m.spent, 0)).toBe(210_000);
    expect(spent.reduce((sum: number, m: { deposited: number }) => sum + m.deposited, 0)).toBe(500_010);
  });

  it("walks the statement index for each filter and never sorts", async () => {
    for (const [filters, index] of [
      [{}, "wallet_statement_lines_user_created_idx"],
      [{ type: "DEPOSIT" as const }, "wallet_statement_lines_user_type_created_idx"],
    ] as const) {
      const nodes = planNodes(
        await indexOnlyPlan(t.app, () => transactionPageSql({ userId: company.user.id, limit: 20, ...filters })),
      );
      expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(nodes.map((node) => node["Index Name"])).toContain(index);
    }
  });
});

describe("GET /wallet/transactions.csv", () => {
  it("exports the filtered list with a header, exact rupees, and formulas defused", async () => {
    const res = await get(company, "/api/wallet/transactions.csv?type=ESCROW_FUND");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename=".*\.csv"/);
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "number,date,type,status,account,amount_inr,fee_inr,tds_inr,tcs_inr,description,reference,transaction_id,withdrawal_amount_inr,utr",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",-2118.00,100.00,,,");
    expect(lines[1]).toContain(`"MILESTONE: =Design mockups"`);
    expect(lines[1]).toContain(`"'Escrow funded: =Design mockups"`.replace("'E", "E"));
    const all = await get(company, "/api/wallet/transactions.csv");
    expect(all.body.trim().split("\r\n")).toHaveLength(8);
  });

  it("gives a release's line the TDS and TCS withheld from it", async () => {
    const res = await get(freelancer, "/api/wallet/transactions.csv?type=ESCROW_RELEASE");
    const [header, line] = res.body.trim().split("\r\n");
    const columns = header!.split(",");
    const cells = line!.split(",");
    // 2,000 released, 5% TDS without a PAN (decision 0089), no GSTIN so no TCS.
    expect(cells[columns.indexOf("amount_inr")]).toBe("1900.00");
    expect(cells[columns.indexOf("tds_inr")]).toBe("100.00");
    expect(cells[columns.indexOf("tcs_inr")]).toBe("0.00");
  });
});

describe("receipts and who may read a transaction", () => {
  it("gives the owner a PDF receipt with number, parties, amount and fee", async () => {
    const res = await get(company, `/api/wallet/transactions/${released.id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toMatch(/^Crewlance receipt TXN-\d{6}$/);
    const text = pdfText(res.rawPayload);
    for (const words of ["Acme Robotics", "Asha Rao", "-INR 2,100.00", "INR 100.00", "Escrow released"]) {
      // pdf-lib writes standard-font text as hex strings.
      expect(text, words).toContain(Buffer.from(words, "latin1").toString("hex").toUpperCase());
    }
  });

  it("gives a paid withdrawal's receipt its amount, its state and the bank's UTR (decision 0079)", async () => {
    const payout = await t.app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: moneyHeaders(company),
      payload: { amount: 60_000, destination: { type: "UPI", vpa: "acme.payouts@okicici" } },
    });
    expect(payout.statusCode, payout.body).toBe(201);
    const { id, transactionId } = payout.json().data;
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/admin/wallet/withdrawals/${id}/settle`,
      headers: moneyHeaders(admin),
      payload: { outcome: "PAID", utr: "ICIC0R2026112800000042" },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const res = await get(company, `/api/wallet/transactions/${transactionId}/receipt`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    for (const words of ["INR 600.00, paid", "UTR", "ICIC0R2026112800000042"]) {
      expect(text, words).toContain(Buffer.from(words, "latin1").toString("hex").toUpperCase());
    }
  });

  it("hides another user's transaction, receipt and deposit as not found; an admin may read them", async () => {
    const depositId = (await deposit(t.app, company, 20_000)).deposit.id;
    for (const url of [
      `/api/wallet/transactions/${released.id}`,
      `/api/wallet/transactions/${released.id}/receipt`,
      `/api/wallet/deposits/${depositId}`,
    ]) {
      expect((await get(stranger, url)).statusCode, url).toBe(404);
    }
    expect((await get(stranger, "/api/wallet/transactions")).json().data.items).toEqual([]);
    expect((await get(stranger, "/api/wallet/withdrawals")).json().data.items).toEqual([]);
    expect((await get(stranger, "/api/wallet/withdrawal-methods")).json().data.items).toEqual([]);
    expect((await get(stranger, "/api/wallet")).json().data).toMatchObject({ available: 0, escrow: 0 });
    expect((await get(stranger, `/api/wallet/transactions?cursor=${released.id}`)).json().data.items).toEqual([]);
    expect((await get(admin, `/api/wallet/transactions/${released.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/wallet/transactions/${released.id}/receipt`)).statusCode).toBe(200);
    expect((await get(freelancer, `/api/wallet/transactions/${released.id}`)).json().data).toMatchObject({
      amount: 190_000,
      withheld: { tds: 10_000, tcs: 0 },
    });
    // The company's line of the same release withheld nothing from it.
    expect((await get(company, `/api/wallet/transactions/${released.id}`)).json().data.withheld).toBeNull();
    expect((await get(company, `/api/wallet/transactions/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("refuses a money move with another user's token as a new operation of that user, never on the first one's wallet", async () => {
    const before = (await get(company, "/api/wallet")).json().data.available;
    const key = randomUUID();
    await t.app.inject({
      method: "POST",
      url: "/api/wallet/withdrawals",
      headers: moneyHeaders(stranger, key),
      payload: { amount: 50_000, destination: { type: "UPI", vpa: "acme@okicici" } },
    });
    expect((await get(company, "/api/wallet")).json().data.available).toBe(before);
  });
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app";
import { giveTaxProfile } from "../../../test/tax-profiles";
import { loadConfig } from "../../config";
import { expectLedgerBalanced } from "../money/testing";
import { depositTo, FIRST_AMOUNT, ok, type ProjectSetup, send, sendMoney, setupProject } from "./testing";

/* GET /api/milestones/{id}/release-preview: what approving would pay, and who may ask (decision 0089). */

const t = await createTestApp();
// A second app with a 10% freelancer fee, so the preview and the release both charge it and its GST.
const base = loadConfig({ NODE_ENV: "test", DATA_DIR: mkdtempSync(path.join(tmpdir(), "crewlance-preview-")) });
const withFee = await createTestApp({ wallet: { ...base.wallet, freelancerFeeBps: 1000 } });
let s: ProjectSetup;
const url = (setup: ProjectSetup = s) => `/api/milestones/${setup.milestoneId}/release-preview`;

beforeAll(async () => {
  s = await setupProject(t.app);
  await depositTo(t.app, s.company, 10_000_000);
  await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/fund`));
});
afterAll(async () => {
  await expectLedgerBalanced(t.app);
  await expectLedgerBalanced(withFee.app);
  await t.close();
  await withFee.close();
});

describe("the release preview", () => {
  it("tells the freelancer without a PAN that 5% TDS will be withheld, and the company the totals only", async () => {
    const mine = await send(t.app, s.freelancer, "GET", url());
    expect(mine.headers["cache-control"]).toContain("no-store");
    // 45,000 INR: client fee 5% (2,250), TDS 5% without a PAN (2,250), nothing else.
    const totals = { gross: FIRST_AMOUNT, clientFee: 225_000, freelancerFee: 0, tds: 225_000, tcs: 0, net: 4_275_000 };
    expect(mine.json().data).toMatchObject({ milestoneId: s.milestoneId, gstOnFreelancerFee: 0, ...totals });
    expect(mine.json().data.payees).toEqual([
      {
        userId: s.freelancer.user.id,
        name: "Ravi Kumar",
        gross: FIRST_AMOUNT,
        fee: 0,
        tds: { rateBps: 500, amount: 225_000, reason: "NO_PAN" },
        tcs: null,
        net: 4_275_000,
      },
    ]);
    const theirs = await ok(send(t.app, s.company, "GET", url()));
    expect(theirs).toMatchObject({ ...totals, payees: [] });
  });

  it("follows the freelancer's tax profile: a verified company PAN and a GSTIN in another state", async () => {
    await giveTaxProfile(t.app.ctx, s.freelancer.user.id, {
      legalName: "Ravi Kumar Studio Private Limited",
      pan: "AAACR1234K",
      gstin: "27AAACR1234K1Z5",
      stateCode: "27",
      address: { addressLine: "4 Marine Drive", city: "Mumbai", pincode: "400002" },
    });
    const preview = await ok(send(t.app, s.freelancer, "GET", url()));
    // TDS 0.1% of 45,000 = 45; IGST TCS 0.5% = 225.
    expect(preview).toMatchObject({ tds: 4_500, tcs: 22_500, net: 4_473_000 });
    expect(preview.payees[0]).toMatchObject({
      name: "Ravi Kumar Studio Private Limited",
      tds: { rateBps: 10, amount: 4_500, reason: "PAN" },
      tcs: { rateBps: 50, amount: 22_500, cgst: 0, sgst: 0, igst: 22_500 },
    });
  });

  it("is not found for anyone outside the project, and for a milestone that does not exist", async () => {
    for (const outsider of [s.otherCompany, s.otherFreelancer, s.admin]) {
      expect((await send(t.app, outsider, "GET", url())).statusCode).toBe(404);
    }
    expect((await send(t.app, null, "GET", url())).statusCode).toBe(401);
    const missing = await send(
      t.app,
      s.company,
      "GET",
      "/api/milestones/00000000-0000-4000-8000-000000000000/release-preview",
    );
    expect(missing.statusCode).toBe(404);
    expect((await send(t.app, s.company, "GET", "/api/milestones/nope/release-preview")).statusCode).toBe(400);
  });

  it("withholds on approval exactly what it previewed, then answers 409", async () => {
    const preview = await ok(send(t.app, s.freelancer, "GET", url()));
    const before = await ok(send(t.app, s.freelancer, "GET", "/api/wallet"));
    await ok(send(t.app, s.freelancer, "POST", `/api/milestones/${s.milestoneId}/submit`, { note: "Done." }));
    await ok(sendMoney(t.app, s.company, `/api/milestones/${s.milestoneId}/approve`));
    const after = await ok(send(t.app, s.freelancer, "GET", "/api/wallet"));
    expect(after.available - before.available).toBe(preview.net);
    const settled = await send(t.app, s.freelancer, "GET", url());
    expect(settled.statusCode).toBe(409);
    expect(settled.json().message).toMatch(/already settled/);
    const lines = await ok(send(t.app, s.freelancer, "GET", "/api/wallet/transactions?type=ESCROW_RELEASE"));
    expect(lines.items[0]).toMatchObject({ amount: 4_473_000, withheld: { tds: 4_500, tcs: 22_500 } });
  });
});

describe("the release preview with a freelancer fee", () => {
  it("charges the fee and its GST as the release does, to the paisa", async () => {
    const f = await setupProject(withFee.app);
    await depositTo(withFee.app, f.company, 10_000_000);
    await ok(sendMoney(withFee.app, f.company, `/api/milestones/${f.milestoneId}/fund`));
    const preview = await ok(send(withFee.app, f.freelancer, "GET", url(f)));
    // 45,000 INR: fee 10% = 4,500, its GST 18% = 810, TDS 5% without a PAN on the gross = 2,250.
    expect(preview).toMatchObject({
      gross: FIRST_AMOUNT,
      freelancerFee: 450_000,
      gstOnFreelancerFee: 81_000,
      tds: 225_000,
      tcs: 0,
      net: 3_744_000,
    });
    expect(preview.payees[0]).toMatchObject({ fee: 531_000, net: 3_744_000 });
    const before = await ok(send(withFee.app, f.freelancer, "GET", "/api/wallet"));
    await ok(send(withFee.app, f.freelancer, "POST", `/api/milestones/${f.milestoneId}/submit`, { note: "Done." }));
    await ok(sendMoney(withFee.app, f.company, `/api/milestones/${f.milestoneId}/approve`));
    const after = await ok(send(withFee.app, f.freelancer, "GET", "/api/wallet"));
    expect(after.available - before.available).toBe(preview.net);
  });
});

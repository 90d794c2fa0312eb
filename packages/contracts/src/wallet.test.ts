import { describe, expect, it } from "vitest";
import {
  escrowFundBreakdown,
  escrowReleaseBreakdown,
  feeFor,
  ZWalletTransactionQuery,
  ZWithdrawalBody,
} from "./wallet";

describe("feeFor (decision 0029: nearest paisa, halves up)", () => {
  it("rounds to the nearest paisa with halves up", () => {
    expect(feeFor(1010, 500)).toBe(51); // 50.5
    expect(feeFor(1009, 500)).toBe(50); // 50.45
    expect(feeFor(1011, 500)).toBe(51); // 50.55
    expect(feeFor(10, 500)).toBe(1); // 0.5
    expect(feeFor(9, 500)).toBe(0); // 0.45
    expect(feeFor(0, 500)).toBe(0);
    expect(feeFor(100_000, 0)).toBe(0);
    expect(feeFor(100_000, 10_000)).toBe(100_000);
  });

  it("stays exact for the largest safe amount", () => {
    const big = Number.MAX_SAFE_INTEGER;
    const exact = (BigInt(big) * 500n + 5000n) / 10_000n;
    expect(feeFor(big, 500)).toBe(Number(exact));
  });

  it("refuses a fraction of a paisa, a negative amount or bps out of range", () => {
    expect(() => feeFor(1.5, 500)).toThrow(RangeError);
    expect(() => feeFor(-1, 500)).toThrow(RangeError);
    expect(() => feeFor(100, 10_001)).toThrow(RangeError);
  });

  it("breaks a fund and a release down so they add up", () => {
    expect(escrowFundBreakdown(100_000, { clientFeeBps: 500 })).toEqual({
      amount: 100_000,
      clientFee: 5000,
      total: 105_000,
    });
    const release = escrowReleaseBreakdown(100_001, { clientFeeBps: 500, freelancerFeeBps: 250 });
    expect(release.clientFee + release.amount).toBe(release.freelancerReceives + release.platformRevenue);
  });
});

describe("wallet request schemas", () => {
  it("accepts a bank destination, upper-casing the IFSC, and a saved method", () => {
    const bank = ZWithdrawalBody.parse({
      amount: 50_000,
      destination: { type: "BANK", accountHolder: "Asha Rao", ifsc: "hdfc0001234", accountNumber: "123456789012" },
    });
    expect(bank).toMatchObject({ destination: { ifsc: "HDFC0001234" } });
    expect(
      ZWithdrawalBody.safeParse({ amount: 50_000, methodId: "7d1e4c1e-9f0a-4b7e-9a55-1c2d3e4f5a6b" }).success,
    ).toBe(true);
  });

  it("refuses a bad IFSC, account number or UPI id", () => {
    const bad = (destination: object) => ZWithdrawalBody.safeParse({ amount: 50_000, destination }).success;
    expect(bad({ type: "BANK", accountHolder: "Asha", ifsc: "HDFC1001234", accountNumber: "123456789" })).toBe(false);
    expect(bad({ type: "BANK", accountHolder: "Asha", ifsc: "HDFC0001234", accountNumber: "12345678" })).toBe(false);
    expect(bad({ type: "UPI", vpa: "no-at-sign" })).toBe(false);
    expect(bad({ type: "UPI", vpa: "asha.rao@okhdfc" })).toBe(true);
  });

  it("reads dates and an empty filter in the transaction query", () => {
    expect(ZWalletTransactionQuery.parse({ type: "", from: "2026-11-01" })).toMatchObject({
      from: "2026-11-01",
      limit: 20,
    });
    expect(ZWalletTransactionQuery.safeParse({ from: "2026-13-45" }).success).toBe(false);
    expect(ZWalletTransactionQuery.safeParse({ from: "yesterday" }).success).toBe(false);
  });
});

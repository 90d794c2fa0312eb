import { describe, expect, it } from "vitest";
import {
  escrowFundBreakdown,
  escrowReleaseBreakdown,
  feeFor,
  ZSettleWithdrawalBody,
  ZUtr,
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
    expect(escrowFundBreakdown(100_000, { clientFeeBps: 500, gstRateBps: 1800 })).toEqual({
      amount: 100_000,
      clientFee: 5000,
      clientFeeGst: 900,
      escrowed: 105_000,
      total: 105_900,
    });
    const release = escrowReleaseBreakdown(100_001, { clientFeeBps: 500, freelancerFeeBps: 250, gstRateBps: 1800 });
    // 2.5% of 100,001 is 2,500.025 → 2,500; 18% of that is 450.
    expect(release).toMatchObject({ freelancerFee: 2500, freelancerFeeGst: 450, freelancerReceives: 97_051 });
    expect(release.clientFee + release.amount).toBe(
      release.freelancerReceives + release.platformRevenue + release.freelancerFeeGst,
    );
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

  it("filters by the listed types only: a withdrawal is its request row (decision 0079)", () => {
    expect(ZWalletTransactionQuery.parse({ type: "WITHDRAWAL_REQUEST" })).toMatchObject({ type: "WITHDRAWAL_REQUEST" });
    for (const type of ["WITHDRAWAL_PAID", "WITHDRAWAL_FAILED"]) {
      expect(ZWalletTransactionQuery.safeParse({ type }).success, type).toBe(false);
    }
  });
});

describe("the UTR of a paid withdrawal (decision 0079)", () => {
  it("takes 12 to 22 letters and digits, trimmed and upper-cased", () => {
    expect(ZUtr.parse("123456789012")).toBe("123456789012"); // IMPS / UPI reference
    expect(ZUtr.parse(" sbin426012345678 ")).toBe("SBIN426012345678"); // NEFT
    expect(ZUtr.parse("HDFCR52026112500000001")).toBe("HDFCR52026112500000001"); // RTGS, 22
  });

  it("refuses a missing, short, long or punctuated reference with a sentence", () => {
    const message = (value: unknown) => ZUtr.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(message("")).toEqual(["Enter the UTR, the bank's reference for the transfer."]);
    expect(message(undefined)).toEqual(["Enter the UTR, the bank's reference for the transfer."]);
    for (const bad of ["12345678901", "A".repeat(23), "SBIN 4260 1234 5678", "SBIN-426012345678", "१२३४५६७८९०१२"]) {
      expect(message(bad), bad).toEqual(["Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678."]);
    }
  });

  it("is required to mark a withdrawal paid, not to mark it failed", () => {
    expect(ZSettleWithdrawalBody.safeParse({ outcome: "PAID" }).error?.issues[0]?.path).toEqual(["utr"]);
    expect(ZSettleWithdrawalBody.parse({ outcome: "PAID", utr: "axisn26112512345" })).toEqual({
      outcome: "PAID",
      utr: "AXISN26112512345",
    });
    expect(ZSettleWithdrawalBody.safeParse({ outcome: "FAILED", reason: "The bank refused it" }).success).toBe(true);
  });
});

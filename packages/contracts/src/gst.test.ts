import { describe, expect, it } from "vitest";
import { creditedGst, feeGst, gstOn, placeOfSupplyOf, splitGst, ZFinancialYear, ZInvoiceListQuery } from "./gst";

describe("GST on a fee (decision 0088)", () => {
  it.each([
    // [fee, tax at 18%]: the tax rounded once, half up
    [5000, 900],
    [5001, 900], // 900.18
    [2525, 455], // 454.5 → 455
    [2522, 454], // 453.96
    [1, 0], // 0.18
    [3, 1], // 0.54
    [0, 0],
    [12_345_678, 2_222_222], // 2,222,222.04
  ])("taxes %i paise at 18%% as %i", (fee, tax) => {
    expect(gstOn(fee, 1800)).toBe(tax);
  });

  it("splits within a state into CGST + SGST, CGST the larger half of an odd paisa", () => {
    expect(splitGst(900, true)).toEqual({ cgst: 450, sgst: 450, igst: 0, tax: 900, intraState: true });
    expect(splitGst(455, true)).toEqual({ cgst: 228, sgst: 227, igst: 0, tax: 455, intraState: true });
    expect(splitGst(1, true)).toEqual({ cgst: 1, sgst: 0, igst: 0, tax: 1, intraState: true });
    expect(splitGst(455, false)).toEqual({ cgst: 0, sgst: 0, igst: 455, tax: 455, intraState: false });
    expect(() => splitGst(-1, true)).toThrow(RangeError);
  });

  it("supplies in the customer's state, or the supplier's when the customer's is unknown", () => {
    expect(placeOfSupplyOf("27", "29")).toBe("27");
    expect(placeOfSupplyOf(null, "29")).toBe("29");
    expect(feeGst(2525, { gstRateBps: 1800, supplierStateCode: "29", customerStateCode: "29" })).toEqual({
      taxableValue: 2525,
      cgst: 228,
      sgst: 227,
      igst: 0,
      tax: 455,
      intraState: true,
      total: 2980,
      placeOfSupply: "29",
    });
    expect(feeGst(2525, { gstRateBps: 1800, supplierStateCode: "29", customerStateCode: "07" })).toMatchObject({
      cgst: 0,
      sgst: 0,
      igst: 455,
      total: 2980,
      placeOfSupply: "07",
    });
    expect(feeGst(5000, { gstRateBps: 1800, supplierStateCode: "29", customerStateCode: null })).toMatchObject({
      cgst: 450,
      sgst: 450,
      placeOfSupply: "29",
    });
  });

  it("credits the whole tax for the whole fee and a half-up share for a part", () => {
    expect(creditedGst({ taxableValue: 5000, tax: 900 }, 5000)).toBe(900);
    expect(creditedGst({ taxableValue: 5000, tax: 900 }, 2500)).toBe(450);
    expect(creditedGst({ taxableValue: 5001, tax: 900 }, 2501)).toBe(450); // 450.09
    expect(creditedGst({ taxableValue: 3, tax: 1 }, 2)).toBe(1); // 0.67
    expect(creditedGst({ taxableValue: 4, tax: 1 }, 2)).toBe(1); // 0.5 → 1
    expect(creditedGst({ taxableValue: 4, tax: 1 }, 1)).toBe(0); // 0.25
  });
});

describe("invoice filters", () => {
  it("takes a financial year like 2026-27", () => {
    expect(ZFinancialYear.safeParse("2026-27").success).toBe(true);
    expect(ZFinancialYear.safeParse("2026-28").success).toBe(false);
    expect(ZFinancialYear.safeParse("26-27").success).toBe(false);
  });

  it("refuses a To date before From", () => {
    const parsed = ZInvoiceListQuery.safeParse({ from: "2026-05-02", to: "2026-05-01" });
    expect(parsed.success).toBe(false);
    expect(ZInvoiceListQuery.parse({ kind: "", page: "2" })).toMatchObject({ kind: undefined, page: 2, pageSize: 20 });
  });
});

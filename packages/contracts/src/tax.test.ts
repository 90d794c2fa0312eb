import { describe, expect, it } from "vitest";
import {
  amountInWords,
  financialYearBounds,
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  INDIAN_STATES,
  isGstin,
  isPan,
  maskGstin,
  maskPan,
  panHolderOf,
  quarterOf,
  ZTaxProfileBody,
} from "./tax";

describe("PAN", () => {
  it("accepts five letters, four digits, a letter with a known fourth letter", () => {
    expect(isPan("ABCPK1234F")).toBe(true);
    expect(isPan("AAACR5055K")).toBe(true);
    expect(isPan("ABCXK1234F")).toBe(false); // X is no holder kind
    expect(isPan("ABCP1234F")).toBe(false);
    expect(isPan("abcpk1234f")).toBe(false);
    expect(isPan("ABCPK12345")).toBe(false);
  });

  it("tells the holder kind from the fourth letter", () => {
    expect(panHolderOf("ABCPK1234F")).toBe("PERSON");
    expect(panHolderOf("AAACR5055K")).toBe("COMPANY");
    expect(panHolderOf("AAAHK1234F")).toBe("HUF");
    for (const letter of ["F", "A", "T", "B", "L", "J", "G"]) {
      expect(panHolderOf(`ABC${letter}K1234F`)).toBe("OTHER");
    }
    expect(() => panHolderOf("nope")).toThrow(RangeError);
  });

  it("masks all but the digits and the last letter", () => {
    expect(maskPan("ABCPK1234F")).toBe("XXXXX1234F");
    expect(maskGstin("27ABCPK1234F1Z5")).toBe("27XXXXX1234F1Z5");
  });
});

describe("GSTIN (GSTN mod-36 check character)", () => {
  it("accepts real-shaped GSTINs whose check character is right", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "27ABCPK1234F1Z5", "07AAACR5055K1Z9"]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("refuses a wrong check character, a bad state, a bad PAN and a wrong shape, each with its sentence", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toMatch(/last character does not match/);
    expect(gstinProblem("99AAPFU0939F1ZV")).toMatch(/unknown state code/);
    expect(gstinProblem("27AAPXU0939F1ZV")).toMatch(/PAN inside this GSTIN/);
    expect(gstinProblem("27AAPFU0939F1YV")).toMatch(/state code, a PAN, a number, Z/);
    expect(gstinProblem("27AAPFU0939F1Z")).toMatch(/15 characters/);
    expect(isGstin("27AAPFU0939F0ZV")).toBe(false); // entity number 0 does not exist
  });

  it("catches every single-character typo of a valid GSTIN", () => {
    const valid = "27AAPFU0939F1ZV";
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (let i = 0; i < 15; i++) {
      for (const c of alphabet) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1);
        expect(isGstin(typo), typo).toBe(false);
      }
    }
  });
});

describe("INDIAN_STATES", () => {
  it("lists GST state codes 01 to 38 and 97, each once", () => {
    const codes = INDIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (let n = 1; n <= 38; n++) expect(codes).toContain(String(n).padStart(2, "0"));
    expect(INDIAN_STATES.find((s) => s.code === "27")?.name).toBe("Maharashtra");
    expect(INDIAN_STATES.find((s) => s.code === "29")?.name).toBe("Karnataka");
  });
});

describe("financial year and quarter in India's time", () => {
  it("turns on 1 April 00:00 IST (31 March 18:30 UTC)", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59.999Z"))).toBe("2025-26");
    expect(financialYearOf(new Date("2026-03-31T18:30:00.000Z"))).toBe("2026-27");
    expect(quarterOf(new Date("2026-03-31T18:29:59.999Z"))).toBe(4);
    expect(quarterOf(new Date("2026-03-31T18:30:00.000Z"))).toBe(1);
  });

  it("numbers the quarters from April", () => {
    expect(quarterOf(new Date("2026-06-30T12:00:00Z"))).toBe(1);
    expect(quarterOf(new Date("2026-07-01T00:00:00Z"))).toBe(2);
    expect(quarterOf(new Date("2026-09-30T18:29:00Z"))).toBe(2);
    expect(quarterOf(new Date("2026-09-30T18:30:00Z"))).toBe(3);
    expect(quarterOf(new Date("2026-12-31T18:30:00Z"))).toBe(4);
    expect(quarterOf(new Date("2026-12-31T12:00:00Z"))).toBe(3);
    expect(quarterOf(new Date("2027-03-31T18:29:59Z"))).toBe(4);
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2026-12-31T18:30:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-05-01T00:00:00Z"))).toBe("2099-00");
  });

  it("bounds a financial year by 1 April 00:00 IST at both ends", () => {
    expect(financialYearBounds("2026-27")).toEqual({
      from: new Date("2026-03-31T18:30:00Z"),
      to: new Date("2027-03-31T18:30:00Z"),
    });
    const { from, to } = financialYearBounds("2026-27");
    expect(financialYearOf(from)).toBe("2026-27");
    expect(financialYearOf(new Date(to.getTime() - 1))).toBe("2026-27");
    expect(financialYearOf(to)).toBe("2027-28");
  });
});

describe("amountInWords (Indian numbering)", () => {
  it("says lakhs and crores", () => {
    expect(amountInWords(12_345_678)).toBe(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only",
    );
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(50)).toBe("Fifty Paise Only");
    expect(amountInWords(1_000_000_000)).toBe("Rupees One Crore Only");
    expect(amountInWords(12_345_678_901_2)).toBe(
      "Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety and Twelve Paise Only",
    );
    expect(amountInWords(1_180_00)).toBe("Rupees One Thousand One Hundred Eighty Only");
    expect(amountInWords(2_000_019)).toBe("Rupees Twenty Thousand and Nineteen Paise Only");
    expect(amountInWords(12_345_650)).toBe(
      "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only",
    );
    expect(amountInWords(590_000)).toBe("Rupees Five Thousand Nine Hundred Only");
    expect(amountInWords(45)).toBe("Forty Five Paise Only");
  });

  it("refuses fractions and negatives", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe("ZTaxProfileBody", () => {
  const base = {
    legalName: "Ravi Kumar",
    stateCode: "27",
    addressLine: "12 MG Road",
    city: "Pune",
    pincode: "411001",
  };

  function fieldErrors(input: unknown): Record<string, string[]> {
    const result = ZTaxProfileBody.safeParse(input);
    if (result.success) return {};
    const out: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join(".");
      out[key] = [...(out[key] ?? []), issue.message];
    }
    return out;
  }

  it("accepts a profile without PAN or GSTIN and cleans typed identifiers", () => {
    expect(ZTaxProfileBody.parse(base)).toEqual(base);
    const parsed = ZTaxProfileBody.parse({ ...base, pan: " abcpk 1234f ", gstin: "27abcpk1234f1z5", pan2: 1 });
    expect(parsed.pan).toBe("ABCPK1234F");
    expect(parsed.gstin).toBe("27ABCPK1234F1Z5");
    expect(ZTaxProfileBody.parse({ ...base, pan: "", gstin: "  " }).pan).toBeUndefined();
  });

  it("gives one sentence per wrong field", () => {
    const errors = fieldErrors({
      legalName: "",
      pan: "ABC",
      stateCode: "99",
      addressLine: "",
      city: "",
      pincode: "01234",
    });
    expect(errors.legalName?.[0]).toMatch(/name as it is on your PAN/);
    expect(errors.pan).toEqual(["A PAN has 10 letters and digits, like ABCPK1234F."]);
    expect(errors.stateCode).toEqual(["Choose your state from the list."]);
    expect(errors.pincode).toEqual(["A PIN code has 6 digits and does not start with 0."]);
    expect(errors.city?.[0]).toBe("Enter your city.");
    expect(fieldErrors({ ...base, pan: "ABCXK1234F" }).pan).toEqual([
      "A PAN is five letters, four digits and a letter, like ABCPK1234F.",
    ]);
  });

  it("requires the GSTIN's PAN and state to be the profile's", () => {
    expect(fieldErrors({ ...base, gstin: "27ABCPK1234F1Z5" }).pan?.[0]).toMatch(
      /PAN your GSTIN carries \(ABCPK1234F\)/,
    );
    expect(fieldErrors({ ...base, pan: "ABCPK1234G", gstin: "27ABCPK1234F1Z5" }).gstin?.[0]).toMatch(/another PAN/);
    expect(fieldErrors({ ...base, stateCode: "29", pan: "ABCPK1234F", gstin: "27ABCPK1234F1Z5" }).gstin?.[0]).toMatch(
      /registered in Maharashtra/,
    );
    expect(fieldErrors({ ...base, pan: "ABCPK1234F", gstin: "27ABCPK1234F1Z6" }).gstin?.[0]).toMatch(/last character/);
  });
});

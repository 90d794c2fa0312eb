import { z } from "zod";
import { INDIAN_STATES, isStateCode, stateNameOf, type TStateCode } from "./tax-states";
import { oneLine } from "./text-fields";

export { INDIAN_STATES, isStateCode, stateNameOf, type TStateCode } from "./tax-states";
export { amountInWords, numberInWords } from "./tax-words";

/*
 * Tax identifiers and the tax profile form (decision 0086): PAN and GSTIN checks, the GST state
 * codes, the Indian financial year and its quarters, and amounts in words as an invoice prints
 * them. The web and the API validate with the same functions.
 */

// ── PAN ────────────────────────────────────────────────────────────────────────────────────

/** Five letters, four digits, a letter: `ABCPK1234F`. The fourth letter says who holds it. */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

/** The fourth letter of a PAN and the kind of holder it stands for. */
export const PAN_HOLDER_LETTERS = {
  P: "Individual",
  C: "Company",
  H: "Hindu undivided family",
  F: "Firm",
  A: "Association of persons",
  T: "Trust",
  B: "Body of individuals",
  L: "Local authority",
  J: "Artificial juridical person",
  G: "Government",
} as const;

/** The holder kinds tax rules tell apart: a person and a Hindu undivided family share the 194-O exemption. */
export const PAN_HOLDER_KINDS = ["PERSON", "HUF", "COMPANY", "OTHER"] as const;
export type TPanHolder = (typeof PAN_HOLDER_KINDS)[number];

export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/** Why a PAN is wrong, as one sentence, or null when it is a PAN. */
export function panProblem(pan: string): string | null {
  if (!/^[A-Z0-9]{10}$/.test(pan)) return "A PAN has 10 letters and digits, like ABCPK1234F.";
  if (!PAN_PATTERN.test(pan)) return "A PAN is five letters, four digits and a letter, like ABCPK1234F.";
  return null;
}

/** PERSON for P, HUF for H, COMPANY for C, OTHER for the rest (firm, trust …). */
export function panHolderOf(pan: string): TPanHolder {
  if (!isPan(pan)) throw new RangeError("not a PAN");
  const letter = pan[3];
  if (letter === "P") return "PERSON";
  if (letter === "H") return "HUF";
  if (letter === "C") return "COMPANY";
  return "OTHER";
}

/** What others see of a PAN: its digits and last letter, `XXXXX1234F` (decision 0086). */
export function maskPan(pan: string): string {
  return `XXXXX${pan.slice(5, 9)}${pan.slice(9)}`;
}

// ── GSTIN ──────────────────────────────────────────────────────────────────────────────────

const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN, entity number (1–9, A–Z), "Z", check character. */
export const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTN check character over the first 14 characters: each character's value (0–35) times a
 * factor alternating 1, 2, its quotient and remainder by 36 summed, and (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? "");
    if (value < 0) throw new RangeError("not a GSTIN character");
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** Why a GSTIN is wrong, as one sentence, or null when it is a GSTIN. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return "A GSTIN has 15 characters, like 27ABCPK1234F1Z5.";
  if (!GSTIN_SHAPE.test(gstin)) return "A GSTIN is a state code, a PAN, a number, Z and a check character.";
  if (!isStateCode(gstin.slice(0, 2))) return "This GSTIN starts with an unknown state code.";
  if (!isPan(gstin.slice(2, 12))) return "The PAN inside this GSTIN is not a valid PAN.";
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) {
    return "This GSTIN's last character does not match: check it for a typing mistake.";
  }
  return null;
}

export function isGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** What others see of a GSTIN: its state code, the masked PAN and the last three, `27XXXXX1234F1Z5`. */
export function maskGstin(gstin: string): string {
  return `${gstin.slice(0, 2)}${maskPan(gstin.slice(2, 12))}${gstin.slice(12)}`;
}

// ── Financial year (Asia/Kolkata, no daylight saving: UTC+05:30) ───────────────────────────

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function kolkata(date: Date): { year: number; month: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** The Indian financial year (April–March) a moment falls in, in India's time: "2026-27". */
export function financialYearOf(date: Date): string {
  const { year, month } = kolkata(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first and last moment (exclusive) of a financial year "2026-27": 1 April 00:00 India's time. */
export function financialYearBounds(financialYear: string): { from: Date; to: Date } {
  const start = Number(financialYear.slice(0, 4));
  return {
    from: new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS),
  };
}

/** The quarter of the financial year: 1 April–June, 2 July–September, 3 October–December, 4 January–March. */
export function quarterOf(date: Date): 1 | 2 | 3 | 4 {
  const { month } = kolkata(date);
  if (month >= 4 && month <= 6) return 1;
  if (month >= 7 && month <= 9) return 2;
  if (month >= 10) return 3;
  return 4;
}

// ── The tax profile form ───────────────────────────────────────────────────────────────────

/** Typed identifiers arrive in any case and with spaces; they are kept upper-case without them. */
function identifier(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value.replace(/\s+/g, "").toUpperCase();
  return cleaned === "" ? undefined : cleaned;
}

const panText = z.string("Enter your PAN.").check(
  z.superRefine((value: string, ctx) => {
    const problem = panProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  }),
);
const gstinText = z.string("Enter your GSTIN.").check(
  z.superRefine((value: string, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  }),
);

export const ZPan = z.preprocess(identifier, panText);
export const ZGstin = z.preprocess(identifier, gstinText);
/** A form's PAN or GSTIN that may be left blank. */
export const ZOptionalPan = z.preprocess(identifier, panText.optional());
export const ZOptionalGstin = z.preprocess(identifier, gstinText.optional());

export const ZStateCode = z.enum(
  INDIAN_STATES.map((s) => s.code) as [TStateCode, ...TStateCode[]],
  "Choose your state from the list.",
);

export const ZPincode = z
  .string("Enter your 6-digit PIN code.")
  .trim()
  .regex(/^[1-9][0-9]{5}$/, "A PIN code has 6 digits and does not start with 0.");

/** PUT /tax-profile: the whole profile; a blank PAN or GSTIN is omitted. */
export const ZTaxProfileBody = z
  .object({
    legalName: oneLine(120, "Enter your name as it is on your PAN.").min(
      2,
      "Enter your name as it is on your PAN (at least 2 characters).",
    ),
    pan: ZOptionalPan,
    gstin: ZOptionalGstin,
    stateCode: ZStateCode,
    addressLine: oneLine(200, "Enter your billing address.").min(3, "Enter your billing address."),
    city: oneLine(80, "Enter your city.").min(2, "Enter your city."),
    pincode: ZPincode,
  })
  .superRefine((body, ctx) => {
    if (!body.gstin) return;
    const embeddedPan = body.gstin.slice(2, 12);
    if (!body.pan) {
      ctx.addIssue({ code: "custom", path: ["pan"], message: `Enter the PAN your GSTIN carries (${embeddedPan}).` });
    } else if (embeddedPan !== body.pan) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: "This GSTIN belongs to another PAN than the one above.",
      });
    }
    if (body.gstin.slice(0, 2) !== body.stateCode) {
      ctx.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `This GSTIN is registered in ${stateNameOf(body.gstin.slice(0, 2)) ?? "another state"}: choose that state or the GSTIN of this one.`,
      });
    }
  });
export type TTaxProfileBody = z.infer<typeof ZTaxProfileBody>;

/** GET /tax-profile (owner), GET /admin/users/:id/tax-profile (admin): the profile in full. */
export const ZTaxProfile = z.object({
  userId: z.string().uuid(),
  legalName: z.string(),
  pan: z.string().nullable(),
  panHolder: z.enum(PAN_HOLDER_KINDS).nullable(),
  panVerified: z.boolean(),
  panVerifiedAt: z.string().nullable(),
  /** The name the KYC provider holds for the PAN. */
  panVerifiedName: z.string().nullable(),
  gstin: z.string().nullable(),
  stateCode: z.string(),
  stateName: z.string().nullable(),
  addressLine: z.string(),
  city: z.string(),
  pincode: z.string(),
  updatedAt: z.string(),
});
export type TTaxProfile = z.infer<typeof ZTaxProfile>;

/** GET /tax-profile: null until the user saves one. */
export const ZTaxProfileView = z.object({
  profile: ZTaxProfile.nullable(),
  /** "dev" when no KYC provider is configured: verification succeeds at once. */
  kycProvider: z.enum(["dev", "http"]),
});
export type TTaxProfileView = z.infer<typeof ZTaxProfileView>;

/** The answer to a verification: what the provider holds, and whether it was development's instant yes. */
export const ZVerificationResult = z.object({
  verified: z.literal(true),
  registeredName: z.string(),
  verifiedAt: z.string(),
  /** Present when no KYC provider is configured: "verified in development: no KYC provider is configured". */
  notice: z.string().nullable(),
});
export type TVerificationResult = z.infer<typeof ZVerificationResult>;

/** One audited change; PAN and GSTIN values masked. */
export const ZTaxProfileChange = z.object({
  id: z.string().uuid(),
  changedBy: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
  changedAt: z.string(),
  fields: z.array(z.object({ field: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() })),
});
export type TTaxProfileChange = z.infer<typeof ZTaxProfileChange>;

/** GET /admin/users/:id/tax-profile: the profile and its audit, newest change first. */
export const ZAdminTaxProfile = z.object({
  profile: ZTaxProfile.nullable(),
  changes: z.array(ZTaxProfileChange),
});
export type TAdminTaxProfile = z.infer<typeof ZAdminTaxProfile>;

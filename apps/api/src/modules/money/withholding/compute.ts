import { feeFor } from "@crewlance/contracts/wallet";
import type { WithholdingConfig } from "../../../config";
import type { PayeeStanding } from "./payee-standing";

/*
 * What one payee's share of a release withholds (decision 0089), in whole paise rounded half up
 * like every fee (contracts' feeFor):
 * - TDS (Section 194-O) on the gross share: the 194-O rate with a PAN the KYC provider confirmed,
 *   the no-PAN rate (206AA) without one or with one not confirmed yet. None for a person or HUF
 *   with a confirmed PAN while their gross in the financial year, this share included, stays
 *   within the threshold; the share that crosses it is taxed whole, and so is every later one.
 * - TCS (Section 52 CGST Act) when the payee gave a GSTIN, on the share's net taxable value: the
 *   gross released to them (the platform's fee is the platform's own supply and does not reduce
 *   theirs; a refunded part of a disputed milestone is never released, so it is already out).
 *   CGST + SGST halves when the payee's state is the platform's, IGST otherwise.
 * Nothing withheld ever exceeds what the share would have paid out.
 */

export type TdsReason = "PAN" | "NO_PAN" | "PAN_NOT_VERIFIED" | "UNDER_THRESHOLD";

export type PayeeWithholding = {
  userId: string;
  /** The payee's part of the released amount, before any fee. */
  gross: number;
  /** The payee's part of the freelancer fee. */
  fee: number;
  tds: { base: number; rateBps: number; amount: number; reason: TdsReason };
  tcs: { base: number; rateBps: number; amount: number; cgst: number; sgst: number; igst: number } | null;
  /** What reaches the payee's available balance: gross less fee, TDS and TCS. */
  net: number;
};

const EXEMPT_HOLDERS = new Set<PayeeStanding["panHolder"]>(["PERSON", "HUF"]);

function tdsOf(config: WithholdingConfig, payee: PayeeStanding, gross: number, grossBeforeInYear: number) {
  if (!payee.pan) return { rateBps: config.tdsNoPanRateBps, reason: "NO_PAN" as const };
  if (!payee.panVerified) return { rateBps: config.tdsNoPanRateBps, reason: "PAN_NOT_VERIFIED" as const };
  if (EXEMPT_HOLDERS.has(payee.panHolder) && grossBeforeInYear + gross <= config.individualThreshold) {
    return { rateBps: 0, reason: "UNDER_THRESHOLD" as const };
  }
  return { rateBps: config.tdsRateBps, reason: "PAN" as const };
}

/** The GST state of a payee: the first two digits of the GSTIN, else the profile's state. */
function stateOf(payee: PayeeStanding): string | null {
  return payee.gstin ? payee.gstin.slice(0, 2) : payee.stateCode;
}

function tcsOf(config: WithholdingConfig, platformStateCode: string, payee: PayeeStanding, base: number) {
  if (!payee.gstin) return null;
  const rateBps = config.tcsRateBps;
  if (stateOf(payee) === platformStateCode) {
    const cgst = feeFor(base, Math.floor(rateBps / 2));
    const sgst = feeFor(base, rateBps - Math.floor(rateBps / 2));
    return { base, rateBps, amount: cgst + sgst, cgst, sgst, igst: 0 };
  }
  const igst = feeFor(base, rateBps);
  return { base, rateBps, amount: igst, cgst: 0, sgst: 0, igst };
}

/** `platformStateCode`: the platform's GST registration (config/gst.ts), which TCS is split against. */
export function withholdingFor(
  config: WithholdingConfig,
  platformStateCode: string,
  input: { payee: PayeeStanding; gross: number; fee: number; grossBeforeInYear: number },
): PayeeWithholding {
  const { payee, gross, fee } = input;
  const payable = gross - fee;
  const tdsRule = tdsOf(config, payee, gross, input.grossBeforeInYear);
  const tdsAmount = Math.min(feeFor(gross, tdsRule.rateBps), payable);
  const tcs = tcsOf(config, platformStateCode, payee, gross);
  if (tcs && tcs.amount > payable - tdsAmount) {
    // Only with fees near 100%: the collection is cut to what is left, IGST or the halves alike.
    const left = payable - tdsAmount;
    const cgst = tcs.igst === 0 ? Math.floor(left / 2) : 0;
    Object.assign(tcs, { amount: left, cgst, sgst: tcs.igst === 0 ? left - cgst : 0, igst: tcs.igst === 0 ? 0 : left });
  }
  return {
    userId: payee.userId,
    gross,
    fee,
    tds: { base: gross, rateBps: tdsRule.rateBps, amount: tdsAmount, reason: tdsRule.reason },
    tcs,
    net: payable - tdsAmount - (tcs?.amount ?? 0),
  };
}

import { z } from "zod";

/*
 * Tax withheld from a freelancer on each release (decision 0089): TDS under Section 194-O of the
 * Income-tax Act and GST TCS under Section 52 of the CGST Act. Each rate and the threshold are
 * the law as of 2024–25, kept here so a change in the law is a change of configuration. The
 * platform's state (TCS within it or across) is the platform's identity in config/gst.ts.
 */

const bps = (fallback: number) =>
  z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(fallback);

export const ZWithholdingEnv = z.object({
  /** Section 194-O(1) as amended by the Finance (No. 2) Act 2024: 0.1% from 1 October 2024. */
  TDS_194O_RATE_BPS: bps(10),
  /** Section 206AA(1)(ii)/(iii) applied to 194-O: no PAN, 5% (194-O(1) proviso caps it there). */
  TDS_NO_PAN_RATE_BPS: bps(500),
  /** Section 194-O(4): an individual or HUF with a PAN, gross within ₹5,00,000 a financial year. */
  TDS_194O_INDIVIDUAL_THRESHOLD_PAISE: z.coerce
    .number<string>()
    .int("must be whole paise")
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .default(50_000_000),
  /** Section 52 CGST Act, notification 52/2024–Central Tax: 0.5% in all (0.25% CGST + 0.25% SGST, or 0.5% IGST). */
  TCS_RATE_BPS: bps(50),
});

/** What the money core withholds on a release (decision 0089). */
export type WithholdingConfig = {
  tdsRateBps: number;
  tdsNoPanRateBps: number;
  /** Paise of gross a financial year an individual with a PAN may be paid before TDS applies. */
  individualThreshold: number;
  tcsRateBps: number;
};

export function withholdingConfigOf(e: z.infer<typeof ZWithholdingEnv>): WithholdingConfig {
  return {
    tdsRateBps: e.TDS_194O_RATE_BPS,
    tdsNoPanRateBps: e.TDS_NO_PAN_RATE_BPS,
    individualThreshold: e.TDS_194O_INDIVIDUAL_THRESHOLD_PAISE,
    tcsRateBps: e.TCS_RATE_BPS,
  };
}

import { z } from "zod";

/*
 * What a milestone's release will withhold before anyone approves it (decision 0089): the gross,
 * both fees, GST on the freelancer fee, TDS (Section 194-O) and GST TCS (Section 52), and what the
 * freelancer side receives, payee by payee for a team.
 */

/** Why TDS is what it is: 0.1% with a confirmed PAN, 5% without one, none under the yearly threshold. */
export const TDS_REASONS = ["PAN", "NO_PAN", "PAN_NOT_VERIFIED", "UNDER_THRESHOLD"] as const;
export type TTdsReason = (typeof TDS_REASONS)[number];

export const ZReleasePreviewPayee = z.object({
  userId: z.string().uuid(),
  name: z.string(),
  gross: z.number().int(),
  /** The payee's part of the freelancer fee and its GST. */
  fee: z.number().int(),
  tds: z.object({ rateBps: z.number().int(), amount: z.number().int(), reason: z.enum(TDS_REASONS) }),
  tcs: z
    .object({
      rateBps: z.number().int(),
      amount: z.number().int(),
      cgst: z.number().int(),
      sgst: z.number().int(),
      igst: z.number().int(),
    })
    .nullable(),
  net: z.number().int(),
});
export type TReleasePreviewPayee = z.infer<typeof ZReleasePreviewPayee>;

/** GET /api/milestones/{id}/release-preview. */
export const ZReleasePreview = z.object({
  milestoneId: z.string().uuid(),
  /** "2026-27": the financial year the threshold is counted in. */
  financialYear: z.string(),
  gross: z.number().int(),
  clientFee: z.number().int(),
  freelancerFee: z.number().int(),
  /** GST on the freelancer fee (decision 0088). */
  gstOnFreelancerFee: z.number().int(),
  tds: z.number().int(),
  tcs: z.number().int(),
  /** What the freelancer side receives in all: gross less fee, its GST, TDS and TCS. */
  net: z.number().int(),
  /** The payees the viewer may see: every member for the hired side's lead, the viewer's own line for a member, none for the company. */
  payees: z.array(ZReleasePreviewPayee),
});
export type TReleasePreview = z.infer<typeof ZReleasePreview>;

/** "0.1%" from 10 basis points; "5%" from 500. */
export function percentOfBps(bps: number): string {
  return `${(bps / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}%`;
}

/** A sentence for a payee's TDS line. */
export function tdsReasonText(tds: { rateBps: number; reason: TTdsReason }): string {
  switch (tds.reason) {
    case "UNDER_THRESHOLD":
      return "No TDS: your payments this financial year are within ₹5,00,000 (Section 194-O).";
    case "NO_PAN":
      return `TDS at ${percentOfBps(tds.rateBps)}: add your PAN to your tax profile for the lower rate.`;
    case "PAN_NOT_VERIFIED":
      return `TDS at ${percentOfBps(tds.rateBps)} until your PAN is verified.`;
    default:
      return `TDS at ${percentOfBps(tds.rateBps)} under Section 194-O.`;
  }
}

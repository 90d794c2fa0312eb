import type { TReleasePreview } from "@crewlance/contracts/withholding";
import type { AppContext } from "../../../context";
import type { PayoutSplit } from "../escrow/payout-split";
import { releaseFees } from "../escrow/release-fees";
import { planWithholding, totalsOf } from "./plan";

/**
 * What releasing `amount` to the freelancer side would move now, payee by payee, computed as the
 * release computes it (the same fees, `releaseFees`, and withholding plan; nothing locked, nothing
 * written): a later release of the same payee, or a
 * PAN verified in between, may change it.
 */
export async function previewRelease(
  ctx: AppContext,
  input: { freelancerId: string; amount: number; clientFee?: number; payoutSplit?: PayoutSplit | null },
): Promise<Omit<TReleasePreview, "milestoneId">> {
  const { clientFee, freelancerFee, freelancerFeeGst, payeeCharge } = releaseFees(ctx, input.amount, input.clientFee);
  const plan = await planWithholding(ctx, { ...input, freelancerFee: payeeCharge, lock: false });
  const totals = totalsOf(plan);
  return {
    financialYear: plan.financialYear,
    gross: input.amount,
    clientFee,
    freelancerFee,
    gstOnFreelancerFee: freelancerFeeGst,
    tds: totals.tds,
    tcs: totals.tcs,
    net: totals.net,
    payees: plan.payees.map((payee) => ({
      userId: payee.userId,
      name: plan.standings.get(payee.userId)!.name,
      gross: payee.gross,
      fee: payee.fee,
      tds: { rateBps: payee.tds.rateBps, amount: payee.tds.amount, reason: payee.tds.reason },
      tcs: payee.tcs,
      net: payee.net,
    })),
  };
}

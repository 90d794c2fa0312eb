import { escrowReleaseBreakdown, feeFor } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../../context";
import { gstRates } from "../invoices/issue";

/**
 * What a release of `amount` charges, the same for the release and its preview: the client fee
 * (the one fixed at funding when given), the freelancer fee and its GST (decision 0088). The payee
 * side pays the fee and its GST; TDS and TCS are on the gross (decision 0089).
 */
export function releaseFees(ctx: AppContext, amount: number, fixedClientFee?: number) {
  const { freelancerFee, freelancerFeeGst } = escrowReleaseBreakdown(amount, {
    clientFeeBps: ctx.config.wallet.clientFeeBps,
    freelancerFeeBps: ctx.config.wallet.freelancerFeeBps,
    gstRateBps: gstRates(ctx).gstRateBps,
  });
  return {
    clientFee: fixedClientFee ?? feeFor(amount, ctx.config.wallet.clientFeeBps),
    freelancerFee,
    freelancerFeeGst,
    payeeCharge: freelancerFee + freelancerFeeGst,
  };
}

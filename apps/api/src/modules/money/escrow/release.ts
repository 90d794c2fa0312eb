import type { AppContext } from "../../../context";
import { withTransaction } from "../../../lib/transaction";
import { issueFeeInvoice } from "../invoices/issue";
import { type TransferResult, transfer } from "../ledger/transfer";
import { planWithholding, totalsOf, withholdingLegs } from "../withholding/plan";
import { recordWithholdings, withholdingsOf } from "../withholding/record";
import { checkAmount, type EscrowInput } from "./input";
import type { PayoutSplit } from "./payout-split";
import { releaseFees } from "./release-fees";

/**
 * Company ESCROW → freelancer AVAILABLE (amount less the freelancer fee, its GST and the tax
 * withheld), PLATFORM_REVENUE (both fees), GST_PAYABLE (the freelancer fee's GST, invoiced to the
 * freelancer in the same transaction; the client fee's GST was charged at funding, decision 0088),
 * TDS_PAYABLE and TCS_PAYABLE with the withholding rows (decision 0089), in one transaction (the
 * caller's, or its own).
 */
export async function releaseEscrow(
  ctx: AppContext,
  input: EscrowInput & {
    companyId: string;
    freelancerId: string;
    clientFee?: number;
    /**
     * A team project's payout shares (teams' `teamPayoutSplit`): the freelancer side is split
     * among the members in this same transfer, the remainder to the owner. Null or absent: all
     * of it to `freelancerId`.
     */
    payoutSplit?: PayoutSplit | null;
  },
): Promise<
  TransferResult & {
    clientFee: number;
    freelancerFee: number;
    freelancerFeeGst: number;
    freelancerReceives: number;
    tdsWithheld: number;
    tcsWithheld: number;
  }
> {
  checkAmount(input.amount);
  const { clientFee, freelancerFee, freelancerFeeGst, payeeCharge } = releaseFees(ctx, input.amount, input.clientFee);
  const description = input.description ?? `Escrow released${input.reference ? `: ${input.reference.label}` : ""}`;
  return withTransaction(ctx, async (tx) => {
    const plan = await planWithholding(tx, { ...input, freelancerFee: payeeCharge, lock: true });
    const result = await transfer(tx, {
      type: "ESCROW_RELEASE",
      idempotencyKey: input.idempotencyKey,
      description,
      reference: input.reference,
      legs: [
        { account: { userId: input.companyId, kind: "ESCROW" }, amount: -(input.amount + clientFee) },
        ...withholdingLegs(plan),
        { account: { system: "PLATFORM_REVENUE" }, amount: clientFee + freelancerFee },
        { account: { system: "GST_PAYABLE" }, amount: freelancerFeeGst },
      ],
      fees: { [input.companyId]: clientFee, [input.freelancerId]: freelancerFee },
    });
    let withheld = totalsOf(plan);
    if (result.replayed) {
      // The first call's rows say what was withheld; this call's plan counted that release's gross twice.
      const rows = await withholdingsOf(tx, result.id);
      const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount, 0);
      const [tds, tcs] = [sum("TDS"), sum("TCS")];
      withheld = { tds, tcs, net: input.amount - payeeCharge - tds - tcs };
    } else {
      await recordWithholdings(tx, result.id, plan);
      if (freelancerFee > 0)
        await issueFeeInvoice(tx, {
          customerId: input.freelancerId,
          transactionId: result.id,
          feeKind: "FREELANCER_FEE",
          taxableValue: freelancerFee,
          tax: freelancerFeeGst,
          description: `Freelancer fee: ${description}`,
        });
    }
    return {
      ...result,
      clientFee,
      freelancerFee,
      freelancerFeeGst,
      freelancerReceives: withheld.net,
      tdsWithheld: withheld.tds,
      tcsWithheld: withheld.tcs,
    };
  });
}

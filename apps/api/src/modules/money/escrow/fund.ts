import { escrowFundBreakdown } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../../context";
import { withTransaction } from "../../../lib/transaction";
import { gstRates, issueFeeInvoice } from "../invoices/issue";
import { type TransferResult, transfer } from "../ledger/transfer";
import { checkAmount, type EscrowInput } from "./input";

/**
 * Company AVAILABLE → company ESCROW: the milestone amount plus the client fee; and the GST on the
 * fee → GST_PAYABLE at once, with the fee's tax invoice in the same transaction (decision 0088).
 */
export async function fundEscrow(
  ctx: AppContext,
  input: EscrowInput & { companyId: string },
): Promise<TransferResult & { clientFee: number; clientFeeGst: number; total: number }> {
  checkAmount(input.amount);
  const { clientFee, clientFeeGst, escrowed, total } = escrowFundBreakdown(input.amount, {
    clientFeeBps: ctx.config.wallet.clientFeeBps,
    gstRateBps: gstRates(ctx).gstRateBps,
  });
  const description = input.description ?? `Escrow funded${input.reference ? `: ${input.reference.label}` : ""}`;
  return withTransaction(ctx, async (tx) => {
    const result = await transfer(tx, {
      type: "ESCROW_FUND",
      idempotencyKey: input.idempotencyKey,
      description,
      reference: input.reference,
      legs: [
        { account: { userId: input.companyId, kind: "AVAILABLE" }, amount: -total },
        { account: { userId: input.companyId, kind: "ESCROW" }, amount: escrowed },
        { account: { system: "GST_PAYABLE" }, amount: clientFeeGst },
      ],
      fees: { [input.companyId]: clientFee },
    });
    if (!result.replayed && clientFee > 0) {
      await issueFeeInvoice(tx, {
        customerId: input.companyId,
        transactionId: result.id,
        feeKind: "CLIENT_FEE",
        taxableValue: clientFee,
        tax: clientFeeGst,
        description: `Client fee: ${description}`,
      });
    }
    return { ...result, clientFee, clientFeeGst, total };
  });
}

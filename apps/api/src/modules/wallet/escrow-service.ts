import { escrowFundBreakdown, feeFor, type TWalletReference } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../context";
import { type TransferResult, transfer } from "./ledger-service";
import { type PayoutSplit, splitPayout } from "./payout-split";

/*
 * Escrow for the projects module (issue #11), built on transfer() and called inside the caller's
 * withTransaction (or, when the move is the whole unit of work, as its own one-statement
 * transaction: decision 0058). Fees come from configuration (CLIENT_FEE_BPS, FREELANCER_FEE_BPS) and are
 * rounded by contracts' feeFor (decision 0029). A release or refund may pass the client fee
 * recorded when the milestone was funded, so a fee change in between never unbalances escrow.
 */

export type EscrowInput = {
  /** The caller's unique key for this move, e.g. `milestone:<id>:fund`: a second call returns the first. */
  idempotencyKey: string;
  amount: number;
  reference: TWalletReference | null;
  description?: string;
};

function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError("an escrow amount must be positive whole paise");
}

/** Company AVAILABLE → company ESCROW: the milestone amount plus the client fee. */
export async function fundEscrow(
  ctx: AppContext,
  input: EscrowInput & { companyId: string },
): Promise<TransferResult & { clientFee: number; total: number }> {
  checkAmount(input.amount);
  const { clientFee, total } = escrowFundBreakdown(input.amount, ctx.config.wallet);
  const result = await transfer(ctx, {
    type: "ESCROW_FUND",
    idempotencyKey: input.idempotencyKey,
    description: input.description ?? `Escrow funded${input.reference ? `: ${input.reference.label}` : ""}`,
    reference: input.reference,
    legs: [
      { account: { userId: input.companyId, kind: "AVAILABLE" }, amount: -total },
      { account: { userId: input.companyId, kind: "ESCROW" }, amount: total },
    ],
    fees: { [input.companyId]: clientFee },
  });
  return { ...result, clientFee, total };
}

/**
 * Company ESCROW → freelancer AVAILABLE (amount less the freelancer fee) and PLATFORM_REVENUE
 * (both fees).
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
): Promise<TransferResult & { clientFee: number; freelancerFee: number; freelancerReceives: number }> {
  checkAmount(input.amount);
  const clientFee = input.clientFee ?? feeFor(input.amount, ctx.config.wallet.clientFeeBps);
  const freelancerFee = feeFor(input.amount, ctx.config.wallet.freelancerFeeBps);
  const freelancerReceives = input.amount - freelancerFee;
  const receivers = input.payoutSplit
    ? [...splitPayout(freelancerReceives, input.payoutSplit)].map(([userId, amount]) => ({
        account: { userId, kind: "AVAILABLE" as const },
        amount,
      }))
    : [{ account: { userId: input.freelancerId, kind: "AVAILABLE" as const }, amount: freelancerReceives }];
  const result = await transfer(ctx, {
    type: "ESCROW_RELEASE",
    idempotencyKey: input.idempotencyKey,
    description: input.description ?? `Escrow released${input.reference ? `: ${input.reference.label}` : ""}`,
    reference: input.reference,
    legs: [
      { account: { userId: input.companyId, kind: "ESCROW" }, amount: -(input.amount + clientFee) },
      ...receivers,
      { account: { system: "PLATFORM_REVENUE" }, amount: clientFee + freelancerFee },
    ],
    fees: { [input.companyId]: clientFee, [input.freelancerId]: freelancerFee },
  });
  return { ...result, clientFee, freelancerFee, freelancerReceives };
}

/** Company ESCROW → company AVAILABLE: the amount and the client fee back. */
export async function refundEscrow(
  ctx: AppContext,
  input: EscrowInput & { companyId: string; clientFee?: number },
): Promise<TransferResult & { refunded: number }> {
  checkAmount(input.amount);
  const clientFee = input.clientFee ?? feeFor(input.amount, ctx.config.wallet.clientFeeBps);
  const refunded = input.amount + clientFee;
  const result = await transfer(ctx, {
    type: "ESCROW_REFUND",
    idempotencyKey: input.idempotencyKey,
    description: input.description ?? `Escrow refunded${input.reference ? `: ${input.reference.label}` : ""}`,
    reference: input.reference,
    legs: [
      { account: { userId: input.companyId, kind: "ESCROW" }, amount: -refunded },
      { account: { userId: input.companyId, kind: "AVAILABLE" }, amount: refunded },
    ],
  });
  return { ...result, refunded };
}

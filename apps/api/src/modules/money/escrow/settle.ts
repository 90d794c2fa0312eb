import type { TWalletReference } from "@crewlance/contracts/wallet";
import type { TxContext } from "../../../lib/transaction";
import type { PayoutSplit } from "./payout-split";
import { refundEscrow } from "./refund";
import { releaseEscrow } from "./release";

/** One side of a settlement: its amount, the client fee that goes with it, its key and line. */
export type SettlementPart = { amount: number; clientFee: number; idempotencyKey: string; description: string };

/**
 * A split dispute settlement: `release` goes to the freelancer side (split among a team's members
 * by `payoutSplit`), `refund` back to the company. Both moves run in the caller's transaction, so
 * the milestone's new state and both commit together or not at all; each keeps its own
 * transaction and key (`…:release`, `…:refund`), so the statements read as a release and a refund.
 */
export async function settleEscrow(
  ctx: TxContext,
  input: {
    companyId: string;
    freelancerId: string;
    payoutSplit: PayoutSplit | null;
    reference: TWalletReference | null;
    release: SettlementPart;
    refund: SettlementPart;
  },
) {
  const release = await releaseEscrow(ctx, {
    companyId: input.companyId,
    freelancerId: input.freelancerId,
    payoutSplit: input.payoutSplit,
    amount: input.release.amount,
    clientFee: input.release.clientFee,
    idempotencyKey: input.release.idempotencyKey,
    reference: input.reference,
    description: input.release.description,
  });
  const refund = await refundEscrow(ctx, {
    companyId: input.companyId,
    amount: input.refund.amount,
    clientFee: input.refund.clientFee,
    idempotencyKey: input.refund.idempotencyKey,
    reference: input.reference,
    description: input.refund.description,
  });
  return { release, refund };
}

import type { TWalletReference } from "@crewlance/contracts/wallet";

/*
 * Escrow for the projects module, built on transfer() and called inside the caller's
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

export function checkAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError("an escrow amount must be positive whole paise");
}

/*
 * The money core: wallets, the double-entry ledger, escrow, fees, deposits (and the payment
 * providers' webhooks that credit them), withdrawals, statements and receipts. Every rupee moves
 * through these doors: each use case calls the ledger's transfer() in one database transaction
 * with the state change it pays for (a milestone funded, a deposit credited, a withdrawal
 * settled), under an idempotency key, so a retry never moves money twice (decisions 0015, 0026,
 * 0058). Other modules import only this file; inside money, files import each other directly.
 *
 * The doors: escrow for projects and teams (fund, release with its payout split, refund, settle a
 * split dispute) and the release preview with its tax withheld (decision 0089), transfer() itself (demo credit, seeds, benches) and the ledger check, the reads
 * other modules show (balances, lifetime totals, payment records, dashboard figures, fees), and
 * the route plugins and start-up work that app.ts and server.ts wire.
 */

export { walletAdminRoutes } from "./admin/routes";
export { createDeposit, developmentCredit } from "./deposits/create";
export { paymentRoutes } from "./deposits/webhook-routes";
export { fundEscrow } from "./escrow/fund";
export type { EscrowInput } from "./escrow/input";
export { type PayoutShare, type PayoutSplit, splitPayout } from "./escrow/payout-split";
export { refundEscrow } from "./escrow/refund";
export { releaseEscrow } from "./escrow/release";
export { type SettlementPart, settleEscrow } from "./escrow/settle";
export { verifyLedger } from "./ledger/check";
export { type Leg, type TransferInput, type TransferResult, transfer } from "./ledger/transfer";
export { listen } from "./listeners";
export { walletRoutes } from "./routes";
export { startIdempotencySweeper } from "./sweeper";
export { taxReturnRoutes } from "./tax-documents/admin-routes";
export { lockMoneyHeld, type MoneyHeld, walletDataOf } from "./wallet/account-data";
export {
  adminMoneyFigures,
  escrowFundedByMonthQuery,
  escrowHeld,
  pendingWithdrawalsQuery,
  type RecentWithdrawal,
} from "./wallet/dashboard-figures";
export { getWalletMonthly } from "./wallet/monthly";
export { companyPaymentRecords } from "./wallet/payment-records";
export { getWalletSummary, lifetimeTotalsOf, walletFees } from "./wallet/summary";
export { sealPlainWithdrawalMethods } from "./withdrawals/methods";
export { checkWithdrawalDestination, requestWithdrawal } from "./withdrawals/request";
export { addWithdrawalMethod } from "./withdrawals/verification";
export { previewRelease } from "./withholding/preview";

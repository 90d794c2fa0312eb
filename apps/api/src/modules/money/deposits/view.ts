import type { TDeposit } from "@crewlance/contracts/wallet";
import type { walletDeposits } from "../../../db/schema/money";

export type DepositRow = typeof walletDeposits.$inferSelect;

export function toDepositView(row: DepositRow): TDeposit {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    provider: row.provider,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

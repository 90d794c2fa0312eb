import type { TAdjustmentBody } from "@crewlance/contracts/wallet";
import { walletAuditLog } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { notFound } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { loadUserView } from "../../users/index";
import { formatTransactionNumber } from "../ledger/accounts";
import { transfer } from "../ledger/transfer";

/**
 * A manual ADJUSTMENT by an admin: `amount` (signed) into or out of one of the user's accounts,
 * against EXTERNAL, with the reason in the transaction and the audit log.
 */
export async function adjustBalance(
  ctx: TxContext,
  input: { adminId: string; body: TAdjustmentBody },
): Promise<{ transactionId: string; number: string }> {
  const { userId, account, amount, reason } = input.body;
  if (!(await loadUserView(ctx.db, userId))) throw notFound("User");
  const moved = await transfer(ctx, {
    type: "ADJUSTMENT",
    description: `Adjustment by an administrator: ${reason}`,
    reference: { kind: "ADJUSTMENT", id: userId, label: reason, projectId: null },
    createdBy: input.adminId,
    legs: [
      { account: { userId, kind: account }, amount },
      { account: { system: "EXTERNAL" }, amount: -amount },
    ],
  });
  await ctx.db.insert(walletAuditLog).values({
    adminId: input.adminId,
    action: "ADJUSTMENT",
    targetUserId: userId,
    amount,
    reason,
    transactionId: moved.id,
    createdAt: now(),
  });
  return { transactionId: moved.id, number: formatTransactionNumber(moved.number) };
}

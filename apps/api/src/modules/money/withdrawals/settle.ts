import type { TSettleWithdrawalBody, TWithdrawal } from "@crewlance/contracts/wallet";
import { eq } from "drizzle-orm";
import {
  type PayoutStatus,
  walletAuditLog,
  walletWithdrawalMethods,
  walletWithdrawals,
} from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { isUniqueViolation } from "../../../lib/db-errors";
import { AppError, notFound } from "../../../lib/errors";
import type { TxContext } from "../../../lib/transaction";
import { createNotification } from "../../notifications/index";
import { withdrawalsHeld } from "../../safety/index";
import { rupeesText } from "../ledger/accounts";
import { transfer } from "../ledger/transfer";
import { maskedLabel, toWithdrawalView, type WithdrawalRow } from "./views";

const utrTaken = () =>
  new AppError("CONFLICT", "This UTR is already recorded on another withdrawal.", [
    { path: "utr", message: "This UTR is already recorded on another withdrawal. Check the bank's reference." },
  ]);

/**
 * An admin settles a pending withdrawal: PAID moves PENDING_WITHDRAWAL → EXTERNAL and records the
 * bank's reference (UTR) of the transfer, FAILED moves it back to AVAILABLE with the reason. The
 * user is notified and the action audited in the same transaction. A withdrawal the payout
 * provider is paying is not the admin's to settle (decision 0087): its webhook or the sweep does.
 */
export async function settleWithdrawal(
  ctx: TxContext,
  input: { adminId: string; withdrawalId: string; body: TSettleWithdrawalBody },
): Promise<TWithdrawal> {
  const [row] = await ctx.db
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.id, input.withdrawalId))
    .for("update");
  if (!row) throw notFound("Withdrawal");
  // A fraud suspension holds the person's withdrawals (decision 0092): not paid until it ends or is lifted.
  if (input.body.outcome === "PAID" && row.status === "PENDING" && (await withdrawalsHeld(ctx, row.userId))) {
    throw new AppError(
      "BUSINESS_RULE",
      "This person's account is suspended for fraud, so their withdrawals wait until the suspension ends or is lifted.",
    );
  }
  if (row.status === "PENDING" && (row.payoutStatus === "CREATING" || row.payoutStatus === "SENT")) {
    throw new AppError(
      "CONFLICT",
      "The payout provider is paying this withdrawal. It settles itself when the provider answers.",
    );
  }
  return settleLockedWithdrawal(ctx, { row, body: input.body, adminId: input.adminId });
}

/**
 * Settles a withdrawal row the caller has locked FOR UPDATE: by an admin (audited), or by the
 * payout provider's answer (`adminId` null, with the payout's final status and note).
 */
export async function settleLockedWithdrawal(
  ctx: TxContext,
  input: {
    row: WithdrawalRow;
    body: TSettleWithdrawalBody;
    adminId: string | null;
    payout?: { id: string; status: PayoutStatus; note: string | null };
  },
): Promise<TWithdrawal> {
  const { row } = input;
  if (row.status !== "PENDING") {
    throw new AppError("CONFLICT", `This withdrawal was already marked ${row.status.toLowerCase()}.`);
  }
  const paid = input.body.outcome === "PAID";
  const reason = input.body.outcome === "FAILED" ? input.body.reason : null;
  const utr = input.body.outcome === "PAID" ? input.body.utr : null;
  if (utr) {
    // One UTR names one bank transfer; the unique index catches a race between two admins.
    const [taken] = await ctx.db
      .select({ id: walletWithdrawals.id })
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.utr, utr));
    if (taken) throw utrTaken();
  }
  const [method] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(eq(walletWithdrawalMethods.id, row.methodId));
  const label = `Withdrawal to ${maskedLabel(method!)}`;
  const moved = await transfer(ctx, {
    type: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
    idempotencyKey: `withdrawal:${row.id}:settle`,
    description: paid ? `${label} paid` : `${label} failed: ${reason}`,
    reference: { kind: "WITHDRAWAL", id: row.id, label, projectId: null },
    createdBy: input.adminId,
    legs: [
      { account: { userId: row.userId, kind: "PENDING_WITHDRAWAL" }, amount: -row.amount },
      paid
        ? { account: { system: "EXTERNAL" }, amount: row.amount }
        : { account: { userId: row.userId, kind: "AVAILABLE" }, amount: row.amount },
    ],
  });
  const at = now();
  const [updated] = await ctx.db
    .update(walletWithdrawals)
    .set({
      status: paid ? "PAID" : "FAILED",
      failureReason: reason,
      utr,
      settleTransactionId: moved.id,
      settledBy: input.adminId,
      settledAt: at,
      ...(input.payout
        ? {
            payoutId: input.payout.id,
            payoutStatus: input.payout.status,
            payoutNote: input.payout.note,
            payoutCheckedAt: at,
          }
        : {}),
    })
    .where(eq(walletWithdrawals.id, row.id))
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? utrTaken() : error;
    });
  if (input.adminId) {
    await ctx.db.insert(walletAuditLog).values({
      adminId: input.adminId,
      action: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
      targetUserId: row.userId,
      amount: row.amount,
      reason,
      transactionId: moved.id,
      withdrawalId: row.id,
      createdAt: at,
    });
  }
  await createNotification(ctx, {
    userId: row.userId,
    type: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
    title: paid ? "Withdrawal paid" : "Withdrawal failed",
    body: paid
      ? `Your withdrawal of ${rupeesText(row.amount)} to ${maskedLabel(method!)} has been paid (UTR ${utr}).`
      : `Your withdrawal of ${rupeesText(row.amount)} failed (${reason}). The money is back in your available balance.`,
    link: "/wallet",
    data: { withdrawalId: row.id, transactionId: moved.id },
  });
  return toWithdrawalView(updated!, method!);
}

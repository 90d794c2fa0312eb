import { and, desc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import {
  walletAccounts,
  walletStatementLines,
  walletTransactions,
  walletWithdrawalMethods,
  walletWithdrawals,
} from "../../../db/schema/money";
import { taxInvoices, taxWithholdings } from "../../../db/schema/money-tax";
import type { AccountDataPart } from "../../../lib/account-data";
import type { TxContext } from "../../../lib/transaction";

/*
 * The money module's side of "your data" (decision 0099): the person's wallet for their export,
 * what keeps an account from being deleted, and the payout methods that go with it. Ledger
 * entries, invoices and tax withholdings stay: the law keeps them (decision 0099).
 */

/** wallet.json: balances, every statement line with its transaction, withdrawals, invoices and tax withheld. */
export async function walletDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const balances = await ctx.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const ledger = await ctx.db
    .select({
      transactionId: walletStatementLines.transactionId,
      number: walletTransactions.number,
      type: walletStatementLines.type,
      account: walletStatementLines.account,
      amountPaise: walletStatementLines.amount,
      feePaise: walletStatementLines.fee,
      description: walletTransactions.description,
      reference: walletTransactions.referenceLabel,
      createdAt: walletStatementLines.createdAt,
    })
    .from(walletStatementLines)
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletStatementLines.transactionId))
    .where(eq(walletStatementLines.userId, userId))
    .orderBy(desc(walletStatementLines.createdAt));
  const withdrawals = await ctx.db
    .select({
      id: walletWithdrawals.id,
      amountPaise: walletWithdrawals.amount,
      status: walletWithdrawals.status,
      utr: walletWithdrawals.utr,
      failureReason: walletWithdrawals.failureReason,
      destinationType: walletWithdrawalMethods.type,
      accountLast4: walletWithdrawalMethods.accountLast4,
      ifsc: walletWithdrawalMethods.ifsc,
      vpa: walletWithdrawalMethods.vpa,
      createdAt: walletWithdrawals.createdAt,
      settledAt: walletWithdrawals.settledAt,
    })
    .from(walletWithdrawals)
    .innerJoin(walletWithdrawalMethods, eq(walletWithdrawalMethods.id, walletWithdrawals.methodId))
    .where(eq(walletWithdrawals.userId, userId))
    .orderBy(desc(walletWithdrawals.createdAt));
  const invoices = await ctx.db
    .select()
    .from(taxInvoices)
    .where(eq(taxInvoices.customerId, userId))
    .orderBy(desc(taxInvoices.issuedAt));
  const taxWithheld = await ctx.db
    .select()
    .from(taxWithholdings)
    .where(eq(taxWithholdings.userId, userId))
    .orderBy(desc(taxWithholdings.createdAt));
  const balancesPaise = Object.fromEntries(balances.map((row) => [row.kind, row.balance]));
  return { data: { balancesPaise, ledger, withdrawals, invoices, taxWithheld }, files: [] };
}

/** What the person's wallet holds, read with its rows locked: no transfer moves it until the deletion ends. */
export type MoneyHeld = { availablePaise: number; escrowPaise: number; pendingWithdrawals: number };

export async function lockMoneyHeld(txCtx: TxContext, userId: string): Promise<MoneyHeld> {
  const accounts = await txCtx.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .orderBy(walletAccounts.id)
    .for("update");
  const balance = (kind: string) => accounts.find((row) => row.kind === kind)?.balance ?? 0;
  const [pending] = await txCtx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.status, "PENDING")));
  return {
    availablePaise: balance("AVAILABLE"),
    escrowPaise: balance("ESCROW"),
    pendingWithdrawals: pending?.count ?? 0,
  };
}

/**
 * Saved payout methods go (the AccountDeleted listener). One a past withdrawal paid to stays as
 * that payout's record, without its sealed account number: the last four digits, IFSC or UPI id
 * are what the bank's reference (UTR) is matched against.
 */
export async function removePayoutMethods(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const used = txCtx.db
    .select({ id: walletWithdrawals.id })
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.methodId, walletWithdrawalMethods.id));
  await txCtx.db
    .delete(walletWithdrawalMethods)
    .where(and(eq(walletWithdrawalMethods.userId, input.userId), notExists(used)));
  await txCtx.db
    .update(walletWithdrawalMethods)
    .set({ accountNumber: null, accountHolder: null })
    .where(and(eq(walletWithdrawalMethods.userId, input.userId), isNotNull(walletWithdrawalMethods.accountNumber)));
}

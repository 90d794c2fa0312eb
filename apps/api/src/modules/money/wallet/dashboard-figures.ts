import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletAccounts, walletStatementLines, walletWithdrawals } from "../../../db/schema/money";
import { userAccountId } from "../ledger/accounts";

/*
 * The wallet's figures for the dashboards (decision 0048). Balances are read from the account row
 * (the ledger keeps it equal to its entries, decision 0026); volumes from the statement lines.
 */

/** The company's ESCROW balance: one row by its derived id. */
export async function escrowHeld(ctx: AppContext, input: { companyId: string }): Promise<number> {
  const result = await ctx.db.execute<{ balance: string | number }>(
    sql`select balance from ${walletAccounts} where id = ${userAccountId(input.companyId, "ESCROW")}::uuid`,
  );
  return Number(result.rows[0]?.balance ?? 0);
}

/**
 * Milestone amounts funded into escrow per month: each ESCROW_FUND line is the company's
 * AVAILABLE debit (amount plus client fee and its GST, read off its invoice), so the amount is
 * −amount − fee − GST
 * (wallet_statement_lines_type_created_idx, migration 0014).
 */
export function escrowFundedByMonthQuery(ctx: AppContext, since: Date) {
  return ctx.db.execute<{ month: string; volume: string | number }>(sql`
    select to_char(date_trunc('month', l.created_at at time zone 'UTC'), 'YYYY-MM') as month,
           coalesce(sum(-l.amount - l.fee - coalesce(
             -- the fee's GST left the company's balance with it (decision 0088): the volume is the amounts funded
             (select i.cgst + i.sgst + i.igst from tax_invoices as i
               where i.transaction_id = l.transaction_id and i.customer_id = l.user_id and i.fee_kind = 'CLIENT_FEE'),
             0)), 0) as volume
      from ${walletStatementLines} as l
     where l.type = 'ESCROW_FUND' and l.created_at >= ${since.toISOString()}::timestamptz
     group by 1`);
}

export function pendingWithdrawalsQuery(ctx: AppContext, limit: number) {
  return ctx.db.execute<{
    id: string;
    user_id: string;
    amount: string | number;
    created_at: string | Date;
    total_count: number;
    total_amount: string | number;
  }>(sql`
    with pending as (
      select count(*)::int as total_count, coalesce(sum(amount), 0) as total_amount
        from ${walletWithdrawals} where status = 'PENDING')
    select w.id, w.user_id, w.amount, w.created_at, pending.total_count, pending.total_amount
      from pending
      left join lateral (
        select id, user_id, amount, created_at from ${walletWithdrawals}
         where status = 'PENDING' order by created_at desc, id desc limit ${limit}) w on true`);
}

export type RecentWithdrawal = { id: string; userId: string; amount: number; createdAt: Date };

/** Escrow funded per month since `since`, and the pending withdrawals (count, sum, newest). */
export async function adminMoneyFigures(ctx: AppContext, input: { since: Date; recent: number }) {
  const [volumes, pending] = await Promise.all([
    escrowFundedByMonthQuery(ctx, input.since),
    pendingWithdrawalsQuery(ctx, input.recent),
  ]);
  const first = pending.rows[0];
  return {
    volumeByMonth: new Map(volumes.rows.map((row) => [row.month, Number(row.volume)])),
    pendingWithdrawals: { count: Number(first?.total_count ?? 0), amount: Number(first?.total_amount ?? 0) },
    recentWithdrawals: pending.rows
      .filter((row) => row.id !== null)
      .map(
        (row): RecentWithdrawal => ({
          id: row.id,
          userId: row.user_id,
          amount: Number(row.amount),
          createdAt: new Date(row.created_at),
        }),
      ),
  };
}

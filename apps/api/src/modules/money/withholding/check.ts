import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";

/*
 * The ledger check's part for withholding (decision 0089): every release since the tax rules began
 * (tax_rules_start) has its TDS rows, each release moved to TDS_PAYABLE and TCS_PAYABLE exactly
 * what its rows say, and the payables' balances equal the sum of all rows (nothing reached them
 * any other way).
 */

export type WithholdingIssue = { transactionId: string | null; problem: string };

export async function verifyWithholdings(ctx: AppContext): Promise<WithholdingIssue[]> {
  // One after another: inside a transaction the three share one connection.
  const [missing, mismatched, balances] = [
    await ctx.db.execute<{ id: string }>(sql`
      select t.id from wallet_transactions as t
       where t.type = 'ESCROW_RELEASE'
         -- releases made before the tax rules began had nothing withheld (decision 0088)
         and t.number >= (select first_transaction_number from tax_rules_start)
         and not exists (select 1 from tax_withholdings as w where w.transaction_id = t.id and w.kind = 'TDS')
       limit 100`),
    await ctx.db.execute<{ id: string; kind: string; moved: string; recorded: string }>(sql`
      with moved as (
        select e.transaction_id as id, a.kind, sum(e.amount) as amount
          from wallet_entries as e join wallet_accounts as a on a.id = e.account_id
         where a.kind in ('TDS_PAYABLE', 'TCS_PAYABLE')
         group by e.transaction_id, a.kind),
      recorded as (
        select transaction_id as id, kind || '_PAYABLE' as kind, sum(amount) as amount
          from tax_withholdings group by transaction_id, kind)
      select coalesce(m.id, r.id) as id, coalesce(m.kind, r.kind) as kind,
             coalesce(m.amount, 0) as moved, coalesce(r.amount, 0) as recorded
        from moved as m full join recorded as r on r.id = m.id and r.kind = m.kind
       where coalesce(m.amount, 0) <> coalesce(r.amount, 0)
       limit 100`),
    await ctx.db.execute<{ kind: string; balance: string; recorded: string }>(sql`
      select k.kind,
             (select coalesce(sum(balance), 0) from wallet_accounts where kind = k.kind || '_PAYABLE') as balance,
             (select coalesce(sum(amount), 0) from tax_withholdings where kind = k.kind) as recorded
        from (values ('TDS'), ('TCS')) as k(kind)`),
  ];
  return [
    ...missing.rows.map((row) => ({ transactionId: row.id, problem: "The release has no TDS row." })),
    ...mismatched.rows.map((row) => ({
      transactionId: row.id,
      problem: `${row.kind} moved ${Number(row.moved)} paise but its rows say ${Number(row.recorded)}.`,
    })),
    ...balances.rows
      .filter((row) => Number(row.balance) !== Number(row.recorded))
      .map((row) => ({
        transactionId: null,
        problem: `${row.kind}_PAYABLE holds ${Number(row.balance)} paise but the ${row.kind} rows sum to ${Number(row.recorded)}.`,
      })),
  ];
}

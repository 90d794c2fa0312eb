import type { TLedgerCheck } from "@crewlance/contracts/wallet";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { now } from "../../../lib/clock";
import { invoiceProblems } from "../invoices/check";
import { verifyWithholdings } from "../withholding/check";

/**
 * Recomputes every account's balance from its entries and checks that every transaction's
 * entries sum to zero (and that it has some), that no account but EXTERNAL is below zero, and that
 * the tax withheld on releases matches its rows (withholding/check.ts), and that
 * every fee and every rupee of GST has its tax invoice or credit note (invoices/check.ts).
 * `npm run ledger:verify`, GET /admin/wallet/ledger-check and the money tests' afterAll run it.
 */
export async function verifyLedger(ctx: AppContext): Promise<TLedgerCheck> {
  const [mismatched, unbalanced, negative, counts, withholdingIssues, taxDocuments] = await Promise.all([
    ctx.db.execute<{ id: string; kind: string; user_id: string | null; balance: string; computed: string }>(sql`
      select a.id, a.kind, a.user_id, a.balance, coalesce(e.total, 0) as computed
        from wallet_accounts as a
        left join (select account_id, sum(amount) as total from wallet_entries group by account_id) as e
          on e.account_id = a.id
       where a.balance <> coalesce(e.total, 0)
       limit 100`),
    ctx.db.execute<{ id: string; total: string | null }>(sql`
      select t.id, e.total
        from wallet_transactions as t
        left join (select transaction_id, sum(amount) as total, count(*) as n from wallet_entries group by transaction_id) as e
          on e.transaction_id = t.id
       where e.total is null or e.total <> 0 or e.n < 2
       limit 100`),
    ctx.db.execute<{ id: string; kind: string; balance: string }>(sql`
      select id, kind, balance from wallet_accounts where kind <> 'EXTERNAL' and balance < 0 limit 100`),
    ctx.db.execute<{ accounts: string; transactions: string }>(sql`
      select (select count(*) from wallet_accounts) as accounts, (select count(*) from wallet_transactions) as transactions`),
    verifyWithholdings(ctx),
    invoiceProblems(ctx),
  ]);
  const result: TLedgerCheck = {
    ok: false,
    checkedAt: now().toISOString(),
    accountsChecked: Number(counts.rows[0]?.accounts ?? 0),
    transactionsChecked: Number(counts.rows[0]?.transactions ?? 0),
    mismatchedAccounts: mismatched.rows.map((row) => ({
      accountId: row.id,
      kind: row.kind,
      userId: row.user_id,
      stored: Number(row.balance),
      computed: Number(row.computed),
    })),
    unbalancedTransactions: unbalanced.rows.map((row) => ({ transactionId: row.id, sum: Number(row.total ?? 0) })),
    negativeAccounts: negative.rows.map((row) => ({ accountId: row.id, kind: row.kind, balance: Number(row.balance) })),
    withholdingIssues,
    invoiceProblems: taxDocuments,
  };
  result.ok =
    result.mismatchedAccounts.length === 0 &&
    result.unbalancedTransactions.length === 0 &&
    result.negativeAccounts.length === 0 &&
    result.withholdingIssues.length === 0 &&
    result.invoiceProblems.length === 0;
  return result;
}

import type { TWalletListedTransactionType, TWalletTransaction } from "@crewlance/contracts/wallet";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { notFound } from "../../../lib/errors";
import { type StatementRow, toTransactionView } from "./transaction-view";

/*
 * The viewer's transactions, newest first, keyset-paged (decision 0013): the ORDER BY is written
 * exactly as wallet_statement_lines_user_created_idx (or, with a type, ..._user_type_created_idx)
 * is declared, so the walk stops after a page. A withdrawal's settlement lines are not rows of
 * their own: its request row carries its state (decision 0079), so one withdrawal is one row.
 */

export type TransactionFilter = {
  userId: string;
  type?: TWalletListedTransactionType;
  /** Inclusive UTC dates, YYYY-MM-DD. */
  from?: string;
  to?: string;
};

/** A fresh statement each time: drizzle's SQL objects are mutable. */
const select = (extraColumns: SQL = sql``) => sql`
  select l.transaction_id, l.user_id, l.type, l.account, l.amount, l.fee, l.created_at,
         t.number, t.description, t.reference_kind, t.reference_id, t.reference_label, t.reference_project_id,
         w.id as withdrawal_id, w.status as withdrawal_status, w.amount as withdrawal_amount, w.utr as withdrawal_utr,
         w.failure_reason as withdrawal_failure_reason, w.settled_at as withdrawal_settled_at,
         w.payout_status as withdrawal_payout_status,
         case when l.type = 'ESCROW_RELEASE' then (
           select json_build_object(
                    'tds', coalesce(sum(x.amount) filter (where x.kind = 'TDS'), 0),
                    'tcs', coalesce(sum(x.amount) filter (where x.kind = 'TCS'), 0))
             from tax_withholdings as x
            where x.transaction_id = l.transaction_id and x.user_id = l.user_id
           having count(*) > 0) end as withheld ${extraColumns}
    from wallet_statement_lines as l
    join wallet_transactions as t on t.id = l.transaction_id
    left join wallet_withdrawals as w on l.type = 'WITHDRAWAL_REQUEST' and w.request_transaction_id = l.transaction_id`;

function conditions(filter: TransactionFilter, cursor?: string): SQL {
  const parts: SQL[] = [sql`l.user_id = ${filter.userId}`];
  // A withdrawal is listed once, as its request row with the withdrawal's state (decision 0079).
  if (filter.type) parts.push(sql`l.type = ${filter.type}`);
  else parts.push(sql`l.type not in ('WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED')`);
  if (filter.from) parts.push(sql`l.created_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) parts.push(sql`l.created_at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (cursor) {
    parts.push(sql`(l.created_at, l.transaction_id) < (
      select c.created_at, c.transaction_id from wallet_statement_lines as c
       where c.transaction_id = ${cursor} and c.user_id = ${filter.userId})`);
  }
  return sql.join(parts, sql` and `);
}

const NEWEST_FIRST = sql`l.created_at desc nulls last, l.transaction_id desc nulls last`;

/** The statement of one page (exported for the plan test). */
export function transactionPageSql(input: TransactionFilter & { cursor?: string; limit: number }): SQL {
  return sql`${select()} where ${conditions(input, input.cursor)} order by ${NEWEST_FIRST} limit ${input.limit + 1}`;
}

export async function listTransactions(
  ctx: AppContext,
  input: TransactionFilter & { cursor?: string; limit: number },
): Promise<{ items: TWalletTransaction[]; nextCursor: string | null }> {
  const result = await ctx.db.execute<StatementRow>(transactionPageSql(input));
  const page = result.rows.slice(0, input.limit);
  return {
    items: page.map(toTransactionView),
    nextCursor: result.rows.length > input.limit ? page[page.length - 1]!.transaction_id : null,
  };
}

/** The rows of a CSV export: the whole filtered list up to `cap` rows, newest first. */
export async function exportTransactions(ctx: AppContext, input: TransactionFilter & { cap: number }) {
  const result = await ctx.db.execute<StatementRow>(
    sql`${select()} where ${conditions(input)} order by ${NEWEST_FIRST} limit ${input.cap}`,
  );
  return result.rows.map(toTransactionView);
}

/**
 * One transaction as `viewerId` sees it; an admin who is not a party sees the first party's line.
 * Anyone else gets a 404, as if it did not exist.
 */
export async function getTransaction(
  ctx: AppContext,
  input: { transactionId: string; viewerId: string; viewerIsAdmin: boolean },
): Promise<{ view: TWalletTransaction; holderId: string; partyIds: string[]; createdBy: string | null }> {
  const result = await ctx.db.execute<StatementRow & { created_by: string | null }>(
    sql`${select(sql`, t.created_by`)} where l.transaction_id = ${input.transactionId} order by l.user_id`,
  );
  const own = result.rows.find((row) => row.user_id === input.viewerId);
  const shown = own ?? (input.viewerIsAdmin ? result.rows[0] : undefined);
  if (!shown) throw notFound("Transaction");
  return {
    view: toTransactionView(shown),
    holderId: shown.user_id,
    partyIds: result.rows.map((row) => row.user_id),
    createdBy: shown.created_by,
  };
}

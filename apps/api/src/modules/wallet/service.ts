import type {
  TWalletFees,
  TWalletMonth,
  TWalletSummary,
  TWalletTransaction,
  TWalletTransactionStatus,
  TWalletTransactionWithdrawal,
} from "@crewlance/contracts/wallet";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { walletAccounts, walletStatementLines } from "../../db/schema/wallet";
import { now } from "../../lib/clock";
import { formatTransactionNumber, userAccountId } from "./ledger-service";

/*
 * Reads of the wallet: balances, fees, the monthly chart, one transaction as its viewer sees it,
 * and the company payment record other modules show (B3 reputation).
 */

export function walletFees(ctx: AppContext): TWalletFees {
  const w = ctx.config.wallet;
  return {
    clientFeeBps: w.clientFeeBps,
    freelancerFeeBps: w.freelancerFeeBps,
    depositMin: w.depositMin,
    depositMax: w.depositMax,
    withdrawalMin: w.withdrawalMin,
    depositProvider: w.provider,
  };
}

export async function getWalletSummary(ctx: AppContext, input: { userId: string }): Promise<TWalletSummary> {
  const ids = (["AVAILABLE", "ESCROW", "PENDING_WITHDRAWAL"] as const).map((kind) => userAccountId(input.userId, kind));
  const [accounts, lifetime] = await Promise.all([
    ctx.db.execute<{ kind: string; balance: string | number }>(
      sql`select kind, balance from ${walletAccounts} where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    ),
    lifetimeTotalsOf(ctx, [input.userId]),
  ]);
  const balance = (kind: string) => Number(accounts.rows.find((row) => row.kind === kind)?.balance ?? 0);
  const totals = lifetime.get(input.userId);
  return {
    available: balance("AVAILABLE"),
    escrow: balance("ESCROW"),
    pendingWithdrawal: balance("PENDING_WITHDRAWAL"),
    lifetimeEarned: totals?.earned ?? 0,
    lifetimeSpent: totals?.spent ?? 0,
    currency: "INR",
  };
}

/**
 * Paise each user received from escrow releases (earned) and paid into them (spent), in one
 * statement however many users; a user with no release is absent.
 */
export async function lifetimeTotalsOf(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Map<string, { earned: number; spent: number }>> {
  const ids = [...new Set(userIds)];
  const totals = new Map<string, { earned: number; spent: number }>();
  if (ids.length === 0) return totals;
  const result = await ctx.db.execute<{ user_id: string; earned: string | number; spent: string | number }>(sql`
    select user_id,
           coalesce(sum(amount) filter (where amount > 0), 0) as earned,
           coalesce(-sum(amount) filter (where amount < 0), 0) as spent
      from ${walletStatementLines}
     where user_id in (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )}) and type = 'ESCROW_RELEASE'
     group by user_id`);
  for (const row of result.rows) totals.set(row.user_id, { earned: Number(row.earned), spent: Number(row.spent) });
  return totals;
}

/** Earned, spent, deposited and withdrawn per calendar month (UTC), oldest first, empty months included. */
export async function getWalletMonthly(
  ctx: AppContext,
  input: { userId: string; months: number },
): Promise<TWalletMonth[]> {
  const today = now();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (input.months - 1), 1));
  const result = await ctx.db.execute<{
    month: string;
    earned: string | number;
    spent: string | number;
    deposited: string | number;
    withdrawn: string | number;
  }>(sql`
    select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM') as month,
           coalesce(sum(amount) filter (where type = 'ESCROW_RELEASE' and amount > 0), 0) as earned,
           coalesce(-sum(amount) filter (where type = 'ESCROW_RELEASE' and amount < 0), 0) as spent,
           coalesce(sum(amount) filter (where type = 'DEPOSIT'), 0) as deposited,
           coalesce(sum(-amount) filter (where type = 'WITHDRAWAL_PAID'), 0) as withdrawn
      from ${walletStatementLines}
     where user_id = ${input.userId} and created_at >= ${first.toISOString()}::timestamptz
     group by 1`);
  const byMonth = new Map(result.rows.map((row) => [row.month, row]));
  const months: TWalletMonth[] = [];
  for (let i = 0; i < input.months; i++) {
    const date = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
    const row = byMonth.get(month);
    months.push({
      month,
      earned: Number(row?.earned ?? 0),
      spent: Number(row?.spent ?? 0),
      deposited: Number(row?.deposited ?? 0),
      withdrawn: Number(row?.withdrawn ?? 0),
    });
  }
  return months;
}

/**
 * For each company: what its escrow has paid out to freelancers (amount plus client fee, the
 * ESCROW_RELEASE debits) and whether it has ever funded escrow (B3 "payment verified"). One query.
 */
export async function companyPaymentRecords(
  ctx: AppContext,
  companyIds: string[],
): Promise<Map<string, { totalPaidOut: number; paymentVerified: boolean }>> {
  const records = new Map<string, { totalPaidOut: number; paymentVerified: boolean }>();
  for (const id of companyIds) records.set(id, { totalPaidOut: 0, paymentVerified: false });
  if (companyIds.length === 0) return records;
  const result = await ctx.db.execute<{ user_id: string; paid_out: string | number; funded: boolean }>(sql`
    select user_id,
           coalesce(-sum(amount) filter (where type = 'ESCROW_RELEASE' and amount < 0), 0) as paid_out,
           bool_or(type = 'ESCROW_FUND') as funded
      from ${walletStatementLines}
     where user_id in (${sql.join(
       [...new Set(companyIds)].map((id) => sql`${id}::uuid`),
       sql`, `,
     )}) and type in ('ESCROW_RELEASE', 'ESCROW_FUND')
     group by user_id`);
  for (const row of result.rows) {
    records.set(row.user_id, { totalPaidOut: Number(row.paid_out), paymentVerified: row.funded === true });
  }
  return records;
}

/** A statement line joined with its transaction (and, for a withdrawal request, the withdrawal's state). */
export type StatementRow = {
  transaction_id: string;
  user_id: string;
  type: string;
  account: string;
  amount: string | number;
  fee: string | number;
  created_at: string | Date;
  number: string | number;
  description: string;
  reference_kind: string | null;
  reference_id: string | null;
  reference_label: string | null;
  reference_project_id: string | null;
  withdrawal_id: string | null;
  withdrawal_status: string | null;
  withdrawal_amount: string | number | null;
  withdrawal_utr: string | null;
  withdrawal_failure_reason: string | null;
  withdrawal_settled_at: string | Date | null;
};

function withdrawalOf(row: StatementRow): TWalletTransactionWithdrawal | null {
  if (!row.withdrawal_id || !row.withdrawal_status) return null;
  return {
    id: row.withdrawal_id,
    status: row.withdrawal_status as TWalletTransactionWithdrawal["status"],
    amount: Number(row.withdrawal_amount),
    utr: row.withdrawal_utr,
    failureReason: row.withdrawal_failure_reason,
    settledAt: row.withdrawal_settled_at ? new Date(row.withdrawal_settled_at).toISOString() : null,
  };
}

/**
 * A statement line as its viewer reads it. A withdrawal's request line stands for the whole
 * withdrawal (decision 0079): once it failed the money is back, so it has taken nothing from
 * AVAILABLE and its amount reads 0 (the withdrawal's own amount is in `withdrawal`).
 */
export function toTransactionView(row: StatementRow): TWalletTransaction {
  let status: TWalletTransactionStatus = "COMPLETED";
  if (row.withdrawal_status === "PENDING") status = "PENDING";
  if (row.withdrawal_status === "FAILED") status = "FAILED";
  const withdrawal = withdrawalOf(row);
  return {
    id: row.transaction_id,
    number: formatTransactionNumber(Number(row.number)),
    type: row.type as TWalletTransaction["type"],
    status,
    account: row.account as TWalletTransaction["account"],
    amount: withdrawal?.status === "FAILED" ? 0 : Number(row.amount),
    fee: Number(row.fee),
    description: row.description,
    reference: row.reference_kind
      ? {
          kind: row.reference_kind as NonNullable<TWalletTransaction["reference"]>["kind"],
          id: row.reference_id ?? "",
          label: row.reference_label ?? "",
          projectId: row.reference_project_id,
        }
      : null,
    withdrawal,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

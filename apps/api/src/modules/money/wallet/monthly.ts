import type { TWalletMonth } from "@crewlance/contracts/wallet";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletStatementLines } from "../../../db/schema/money";
import { now } from "../../../lib/clock";

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

import type { TWalletFees, TWalletSummary } from "@crewlance/contracts/wallet";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletAccounts, walletStatementLines } from "../../../db/schema/money";
import { userAccountId } from "../ledger/accounts";

/* Reads of the wallet: the fees, and a user's balances and lifetime totals. */

export function walletFees(ctx: AppContext): TWalletFees {
  const w = ctx.config.wallet;
  return {
    clientFeeBps: w.clientFeeBps,
    freelancerFeeBps: w.freelancerFeeBps,
    gstRateBps: ctx.config.gst.rateBps,
    platformStateCode: ctx.config.gst.stateCode,
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

import type { TAdminWithdrawal, TWithdrawal, TWithdrawalMethod } from "@crewlance/contracts/wallet";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletWithdrawalMethods, walletWithdrawals } from "../../../db/schema/money";
import { loadUserContacts } from "../../users/index";
import { payoutDestinationOf } from "./methods";
import { type MethodRow, toMethodView, toWithdrawalView, type WithdrawalRow } from "./views";

/* The user's saved methods and withdrawals, and the admin's queue of them. */

export async function listWithdrawalMethods(ctx: AppContext, input: { userId: string }): Promise<TWithdrawalMethod[]> {
  const rows = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(eq(walletWithdrawalMethods.userId, input.userId))
    .orderBy(desc(walletWithdrawalMethods.createdAt))
    .limit(50);
  return rows.map(toMethodView);
}

async function withMethods(ctx: AppContext, rows: WithdrawalRow[]): Promise<Array<[WithdrawalRow, MethodRow]>> {
  if (rows.length === 0) return [];
  const methods = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(inArray(walletWithdrawalMethods.id, [...new Set(rows.map((row) => row.methodId))]));
  const byId = new Map(methods.map((method) => [method.id, method]));
  return rows.map((row) => [row, byId.get(row.methodId)!]);
}

export async function listWithdrawals(ctx: AppContext, input: { userId: string }): Promise<TWithdrawal[]> {
  const rows = await ctx.db
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.userId, input.userId))
    .orderBy(sql`${walletWithdrawals.createdAt} desc nulls last`, sql`${walletWithdrawals.id} desc nulls last`)
    .limit(50);
  return (await withMethods(ctx, rows)).map(([row, method]) => toWithdrawalView(row, method));
}

/** The queue's page statement, oldest first within a status (walks wallet_withdrawals_status_created_idx). */
export function withdrawalQueueQuery(
  ctx: AppContext,
  input: { status: WithdrawalRow["status"]; cursor?: string; limit: number },
) {
  const after = input.cursor
    ? sql`(${walletWithdrawals.createdAt}, ${walletWithdrawals.id}) > (select c.created_at, c.id from wallet_withdrawals as c where c.id = ${input.cursor})`
    : undefined;
  return ctx.db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.status, input.status), after))
    .orderBy(asc(walletWithdrawals.createdAt), asc(walletWithdrawals.id))
    .limit(input.limit + 1);
}

/** The admin queue: oldest first within a status, keyset after `cursor`. */
export async function listWithdrawalQueue(
  ctx: AppContext,
  input: { status: WithdrawalRow["status"]; cursor?: string; limit: number },
): Promise<{ items: TAdminWithdrawal[]; nextCursor: string | null }> {
  const rows = await withdrawalQueueQuery(ctx, input);
  const page = rows.slice(0, input.limit);
  const joined = await withMethods(ctx, page);
  // Users' names and emails come from the users module, in one read for the page.
  const people = await loadUserContacts(
    ctx,
    page.map((row) => row.userId),
  );
  return {
    items: joined.map(([row, method]) => {
      const person = people.get(row.userId);
      return {
        ...toWithdrawalView(row, method),
        user: { id: row.userId, fullName: person?.fullName ?? "Unknown user", email: person?.email ?? "" },
        payTo: payoutDestinationOf(ctx, method),
      };
    }),
    nextCursor: rows.length > input.limit ? page[page.length - 1]!.id : null,
  };
}

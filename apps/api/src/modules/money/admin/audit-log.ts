import type { TLedgerCheck, TWalletAuditEntry } from "@crewlance/contracts/wallet";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletAuditLog } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { loadUserContacts } from "../../users/index";
import { verifyLedger } from "../ledger/check";

/** The ledger check an admin asked for, recorded in the audit log. */
export async function checkLedgerAsAdmin(ctx: AppContext, input: { adminId: string }): Promise<TLedgerCheck> {
  const result = await verifyLedger(ctx);
  await ctx.db.insert(walletAuditLog).values({
    adminId: input.adminId,
    action: "LEDGER_CHECK",
    reason: result.ok ? "Ledger balanced." : "Ledger check found problems.",
    createdAt: now(),
  });
  return result;
}

export async function listAuditLog(
  ctx: AppContext,
  input: { cursor?: string; limit: number },
): Promise<{ items: TWalletAuditEntry[]; nextCursor: string | null }> {
  const after = input.cursor
    ? sql`where (a.created_at, a.id) < (select c.created_at, c.id from wallet_audit_log as c where c.id = ${input.cursor})`
    : sql``;
  const result = await ctx.db.execute<{
    id: string;
    admin_id: string;
    action: TWalletAuditEntry["action"];
    target_user_id: string | null;
    amount: string | null;
    reason: string | null;
    transaction_id: string | null;
    created_at: string | Date;
  }>(sql`select a.* from ${walletAuditLog} as a ${after}
          order by a.created_at desc nulls last, a.id desc nulls last limit ${input.limit + 1}`);
  const page = result.rows.slice(0, input.limit);
  const peopleIds = [
    ...new Set(page.flatMap((row) => [row.admin_id, ...(row.target_user_id ? [row.target_user_id] : [])])),
  ];
  const people = await loadUserContacts(ctx, peopleIds);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.action,
      admin: { id: row.admin_id, fullName: people.get(row.admin_id)?.fullName ?? "Unknown administrator" },
      targetUserId: row.target_user_id,
      targetUser: row.target_user_id
        ? { id: row.target_user_id, fullName: people.get(row.target_user_id)?.fullName ?? "Unknown user" }
        : null,
      amount: row.amount === null ? null : Number(row.amount),
      reason: row.reason,
      transactionId: row.transaction_id,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: result.rows.length > input.limit ? page[page.length - 1]!.id : null,
  };
}

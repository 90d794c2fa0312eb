import { createHmac, randomUUID } from "node:crypto";
import type {
  TAdminWithdrawal,
  TPayoutDestination,
  TSettleWithdrawalBody,
  TWithdrawal,
  TWithdrawalBody,
  TWithdrawalDestination,
  TWithdrawalMethod,
} from "@crewlance/contracts/wallet";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { walletAuditLog, walletWithdrawalMethods, walletWithdrawals } from "../../db/schema/wallet";
import { now } from "../../lib/clock";
import { isSealed, openText, purposeKey, sealText } from "../../lib/crypto";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError, notFound } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";
import { createNotification } from "../notifications/service";
import { loadUserContacts } from "../users/summary-view";
import { rupeesText, transfer } from "./ledger-service";

type MethodRow = typeof walletWithdrawalMethods.$inferSelect;
type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

/** "HDFC0001234 · ••••9012" or "as••@okhdfc": enough to recognise, not enough to reuse. */
export function maskedLabel(row: Pick<MethodRow, "type" | "ifsc" | "accountLast4" | "vpa">): string {
  if (row.type === "BANK") return `${row.ifsc} · ••••${row.accountLast4 ?? ""}`;
  const [handle = "", bank = ""] = (row.vpa ?? "").split("@");
  return `${handle.slice(0, 2)}••@${bank}`;
}

function toMethodView(row: MethodRow): TWithdrawalMethod {
  return {
    id: row.id,
    type: row.type,
    label: maskedLabel(row),
    accountHolder: row.accountHolder,
    createdAt: row.createdAt.toISOString(),
  };
}

function toWithdrawalView(row: WithdrawalRow, method: MethodRow): TWithdrawal {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    method: toMethodView(method),
    failureReason: row.failureReason,
    utr: row.utr,
    transactionId: row.requestTransactionId,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/*
 * Saved bank account numbers are sealed at rest with a key of their own (decision 0054); the
 * fingerprint that finds "the same account again" is keyed too, so no column names the account.
 */
const SEAL_PURPOSE = "withdrawal destinations";
const FINGERPRINT_PURPOSE = "withdrawal destination fingerprints";
const KEYED_FINGERPRINT = "v1:";

function secretOf(ctx: AppContext): string {
  return ctx.config.dataEncryptionKey ?? ctx.config.jwtSecret;
}

function fingerprintOf(ctx: AppContext, destination: TWithdrawalDestination): string {
  const plain =
    destination.type === "BANK"
      ? `BANK:${destination.ifsc}:${destination.accountNumber}`
      : `UPI:${destination.vpa.toLowerCase()}`;
  const keyed = createHmac("sha256", purposeKey(secretOf(ctx), FINGERPRINT_PURPOSE))
    .update(plain)
    .digest("hex");
  return `${KEYED_FINGERPRINT}${keyed}`;
}

/** The full destination of a saved method, for the admin who pays it. */
function payoutDestinationOf(ctx: AppContext, method: MethodRow): TPayoutDestination {
  if (method.type === "UPI") return { type: "UPI", vpa: method.vpa ?? "" };
  const sealed = method.accountNumber ?? "";
  return {
    type: "BANK",
    accountHolder: method.accountHolder ?? "",
    ifsc: method.ifsc ?? "",
    accountNumber: isSealed(sealed) ? openText(purposeKey(secretOf(ctx), SEAL_PURPOSE), sealed) : sealed,
  };
}

/**
 * Seals the account numbers and keys the fingerprints of methods saved before migration 0016
 * (run at start; a no-op once done). Returns how many rows it changed.
 */
export async function sealPlainWithdrawalMethods(ctx: AppContext): Promise<number> {
  const rows = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(sql`${walletWithdrawalMethods.fingerprint} not like ${`${KEYED_FINGERPRINT}%`}`);
  const key = purposeKey(secretOf(ctx), SEAL_PURPOSE);
  for (const row of rows) {
    const accountNumber = row.accountNumber ?? "";
    const destination: TWithdrawalDestination =
      row.type === "BANK"
        ? { type: "BANK", accountHolder: row.accountHolder ?? "", ifsc: row.ifsc ?? "", accountNumber }
        : { type: "UPI", vpa: row.vpa ?? "" };
    await ctx.db
      .update(walletWithdrawalMethods)
      .set({
        accountNumber:
          row.type === "BANK" && !isSealed(accountNumber) ? sealText(key, accountNumber) : row.accountNumber,
        accountLast4: row.type === "BANK" ? accountNumber.slice(-4) : null,
        fingerprint: fingerprintOf(ctx, destination),
      })
      .where(eq(walletWithdrawalMethods.id, row.id));
  }
  return rows.length;
}

/** Saves a destination once per user (the same account again returns the saved one). */
async function saveMethod(ctx: TxContext, userId: string, destination: TWithdrawalDestination): Promise<MethodRow> {
  const fingerprint = fingerprintOf(ctx, destination);
  const bank = destination.type === "BANK" ? destination : null;
  await ctx.db
    .insert(walletWithdrawalMethods)
    .values({
      userId,
      type: destination.type,
      accountHolder: bank?.accountHolder ?? null,
      ifsc: bank?.ifsc ?? null,
      accountNumber: bank ? sealText(purposeKey(secretOf(ctx), SEAL_PURPOSE), bank.accountNumber) : null,
      accountLast4: bank ? bank.accountNumber.slice(-4) : null,
      vpa: destination.type === "UPI" ? destination.vpa : null,
      fingerprint,
      createdAt: now(),
    })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(and(eq(walletWithdrawalMethods.userId, userId), eq(walletWithdrawalMethods.fingerprint, fingerprint)));
  return row!;
}

export async function listWithdrawalMethods(ctx: AppContext, input: { userId: string }): Promise<TWithdrawalMethod[]> {
  const rows = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(eq(walletWithdrawalMethods.userId, input.userId))
    .orderBy(desc(walletWithdrawalMethods.createdAt))
    .limit(50);
  return rows.map(toMethodView);
}

/** AVAILABLE → PENDING_WITHDRAWAL, to a new (saved) or saved destination. */
export async function requestWithdrawal(
  ctx: TxContext,
  input: { userId: string; body: TWithdrawalBody },
): Promise<TWithdrawal> {
  const { amount } = input.body;
  const minimum = ctx.config.wallet.withdrawalMin;
  if (amount < minimum) {
    const message = `Withdraw at least ${rupeesText(minimum)}.`;
    throw new AppError("VALIDATION_ERROR", message, [{ path: "amount", message }]);
  }
  let method: MethodRow;
  const { methodId, destination } = input.body;
  if (methodId) {
    const [row] = await ctx.db
      .select()
      .from(walletWithdrawalMethods)
      .where(and(eq(walletWithdrawalMethods.id, methodId), eq(walletWithdrawalMethods.userId, input.userId)));
    if (!row) throw notFound("Saved withdrawal method");
    method = row;
  } else if (destination) {
    method = await saveMethod(ctx, input.userId, destination);
  } else {
    throw new AppError("VALIDATION_ERROR", "Choose a saved method or enter a new destination.");
  }
  const id = randomUUID();
  const moved = await transfer(ctx, {
    type: "WITHDRAWAL_REQUEST",
    idempotencyKey: `withdrawal:${id}:request`,
    description: `Withdrawal requested to ${maskedLabel(method)}`,
    reference: { kind: "WITHDRAWAL", id, label: `Withdrawal to ${maskedLabel(method)}`, projectId: null },
    legs: [
      { account: { userId: input.userId, kind: "AVAILABLE" }, amount: -amount },
      { account: { userId: input.userId, kind: "PENDING_WITHDRAWAL" }, amount },
    ],
  });
  const [row] = await ctx.db
    .insert(walletWithdrawals)
    .values({ id, userId: input.userId, methodId: method.id, amount, requestTransactionId: moved.id, createdAt: now() })
    .returning();
  return toWithdrawalView(row!, method);
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

const utrTaken = () =>
  new AppError("CONFLICT", "This UTR is already recorded on another withdrawal.", [
    { path: "utr", message: "This UTR is already recorded on another withdrawal. Check the bank's reference." },
  ]);

/**
 * An admin settles a pending withdrawal: PAID moves PENDING_WITHDRAWAL → EXTERNAL and records the
 * bank's reference (UTR) of the transfer, FAILED moves it back to AVAILABLE with the reason. The
 * user is notified and the action audited in the same transaction.
 */
export async function settleWithdrawal(
  ctx: TxContext,
  input: { adminId: string; withdrawalId: string; body: TSettleWithdrawalBody },
): Promise<TWithdrawal> {
  const [row] = await ctx.db
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.id, input.withdrawalId))
    .for("update");
  if (!row) throw notFound("Withdrawal");
  if (row.status !== "PENDING") {
    throw new AppError("CONFLICT", `This withdrawal was already marked ${row.status.toLowerCase()}.`);
  }
  const paid = input.body.outcome === "PAID";
  const reason = input.body.outcome === "FAILED" ? input.body.reason : null;
  const utr = input.body.outcome === "PAID" ? input.body.utr : null;
  if (utr) {
    // One UTR names one bank transfer; the unique index catches a race between two admins.
    const [taken] = await ctx.db
      .select({ id: walletWithdrawals.id })
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.utr, utr));
    if (taken) throw utrTaken();
  }
  const [method] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(eq(walletWithdrawalMethods.id, row.methodId));
  const label = `Withdrawal to ${maskedLabel(method!)}`;
  const moved = await transfer(ctx, {
    type: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
    idempotencyKey: `withdrawal:${row.id}:settle`,
    description: paid ? `${label} paid` : `${label} failed: ${reason}`,
    reference: { kind: "WITHDRAWAL", id: row.id, label, projectId: null },
    createdBy: input.adminId,
    legs: [
      { account: { userId: row.userId, kind: "PENDING_WITHDRAWAL" }, amount: -row.amount },
      paid
        ? { account: { system: "EXTERNAL" }, amount: row.amount }
        : { account: { userId: row.userId, kind: "AVAILABLE" }, amount: row.amount },
    ],
  });
  const at = now();
  const [updated] = await ctx.db
    .update(walletWithdrawals)
    .set({
      status: paid ? "PAID" : "FAILED",
      failureReason: reason,
      utr,
      settleTransactionId: moved.id,
      settledBy: input.adminId,
      settledAt: at,
    })
    .where(eq(walletWithdrawals.id, row.id))
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? utrTaken() : error;
    });
  await ctx.db.insert(walletAuditLog).values({
    adminId: input.adminId,
    action: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
    targetUserId: row.userId,
    amount: row.amount,
    reason,
    transactionId: moved.id,
    withdrawalId: row.id,
    createdAt: at,
  });
  await createNotification(ctx, {
    userId: row.userId,
    type: paid ? "WITHDRAWAL_PAID" : "WITHDRAWAL_FAILED",
    title: paid ? "Withdrawal paid" : "Withdrawal failed",
    body: paid
      ? `Your withdrawal of ${rupeesText(row.amount)} to ${maskedLabel(method!)} has been paid (UTR ${utr}).`
      : `Your withdrawal of ${rupeesText(row.amount)} failed (${reason}). The money is back in your available balance.`,
    link: "/wallet",
    data: { withdrawalId: row.id, transactionId: moved.id },
  });
  return toWithdrawalView(updated!, method!);
}

import { createHmac } from "node:crypto";
import type { TPayoutDestination, TWithdrawalDestination } from "@crewlance/contracts/wallet";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../../context";
import { walletWithdrawalMethods } from "../../../db/schema/money";
import { now } from "../../../lib/clock";
import { isSealed, openText, purposeKey, sealText } from "../../../lib/crypto";
import type { TxContext } from "../../../lib/transaction";
import type { MethodRow } from "./views";

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
export function payoutDestinationOf(ctx: AppContext, method: MethodRow): TPayoutDestination {
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

/** The user's saved method for this destination, if they saved it before. */
export async function findSavedMethod(
  ctx: AppContext,
  userId: string,
  destination: TWithdrawalDestination,
): Promise<MethodRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(walletWithdrawalMethods)
    .where(
      and(
        eq(walletWithdrawalMethods.userId, userId),
        eq(walletWithdrawalMethods.fingerprint, fingerprintOf(ctx, destination)),
      ),
    );
  return row;
}

/** Saves a destination once per user (the same account again returns the saved one). */
export async function saveMethod(
  ctx: TxContext,
  userId: string,
  destination: TWithdrawalDestination,
): Promise<MethodRow> {
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
  return (await findSavedMethod(ctx, userId, destination))!;
}

import type { TUserAccountKind, TWalletTransactionType } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../../context";
import { now } from "../../../lib/clock";
import { AppError } from "../../../lib/errors";
import { announceListChange } from "../../../lib/list-changes";
import { callDatabaseFunction, type DatabaseFunction } from "../../../lib/prepared";
import { isTxContext } from "../../../lib/transaction";
import { insufficientFunds, type SystemAccountKind } from "./accounts";
import { resolveLegs, statementLines, type TransferInput } from "./legs";

export type { SystemAccountKind } from "./accounts";
export type { AccountRef, Leg, TransferInput } from "./legs";

/*
 * The ledger: the only writer of balances (decision 0026). A transfer locks the accounts it moves
 * in one order (users' accounts by id, then system accounts by id — decision 0058 — so two
 * transfers never wait on each other in a circle and a busy system row is held briefly), checks that
 * no account but EXTERNAL goes below zero, and writes the transaction, its entries (summing to
 * zero), the new balances and each user's statement line in one statement. The system accounts
 * EXTERNAL and PLATFORM_REVENUE are split into shards so they never serialise every transfer.
 */

export type TransferResult = { id: string; number: number; createdAt: Date; replayed: boolean };

function shortfall(kind: string, balance: number): AppError {
  if (kind === "PLATFORM_REVENUE")
    return new AppError("BUSINESS_RULE", "The platform revenue account cannot go below zero.");
  return insufficientFunds(kind as TUserAccountKind, balance);
}

type RaisedError = { code?: unknown; detail?: unknown; cause?: RaisedError };

/**
 * The shortfall `wallet_transfer` raises when it is its own transaction: SQLSTATE LW001 with the
 * detail "<kind> <balance>" (the driver's error, or the cause of Drizzle's wrapper around it).
 */
function shortfallRaised(error: unknown): AppError | null {
  const raised = [error as RaisedError | null, (error as RaisedError | null)?.cause].find((e) => e?.code === "LW001");
  if (typeof raised?.detail !== "string") return null;
  const [kind, balance] = raised.detail.split(" ");
  return shortfall(kind!, Number(balance));
}

type TransferRow = {
  outcome: "APPLIED" | "REPLAYED" | "INSUFFICIENT";
  id: string | null;
  number: string | number | null;
  created_at: string | Date | null;
  short_kind: TUserAccountKind | SystemAccountKind | null;
  short_balance: string | number | null;
};

/**
 * Migration 0018's function (its current body: db/functions/wallet_transfer.sql): with no caller's
 * transaction, one round trip (decision 0058).
 */
const WALLET_TRANSFER: DatabaseFunction = {
  name: "wallet_transfer",
  casts: ["", "", "", "", "", "", "", "::uuid", "::timestamptz", "::jsonb", "::jsonb", "::boolean"],
};

/**
 * The transfers that move a company's reputation on the task list (paid out, payment verified:
 * money/wallet/payment-records.ts `companyPaymentRecords`); each tells every instance after its commit (decision
 * 0063), where a trigger would have serialised the ledger's commits.
 */
const MOVES_A_REPUTATION = new Set<TWalletTransactionType>(["ESCROW_FUND", "ESCROW_RELEASE"]);

/**
 * Moves money between accounts (decision 0015). Throws a 422 naming what is available when an
 * account other than EXTERNAL would go below zero.
 *
 * One statement (decisions 0050, 0058): the database function `wallet_transfer` (migration 0018)
 * returns a transaction already applied under the key, creates the users' missing accounts before
 * any lock, locks the accounts in one fixed order, finds the first leg that would overdraw, and
 * writes the transaction, entries, balances and statement lines. Given a transaction's context it
 * joins that transaction (so a milestone's state and its escrow move commit together); given a
 * plain context the call is its own autocommit transaction — one round trip, durable like any
 * commit — and a shortfall is raised by the function so nothing it did is kept.
 */
export async function transfer(ctx: AppContext, input: TransferInput): Promise<TransferResult> {
  const legs = resolveLegs(ctx, input.legs);
  const legsJson = legs.map((leg, ord) => ({
    account_id: leg.accountId,
    user_id: leg.userId,
    kind: leg.kind,
    amount: leg.amount,
    ord,
  }));
  const linesJson = statementLines(input, legs).map((line) => ({
    user_id: line.userId,
    account: line.account,
    amount: line.amount,
    fee: line.fee,
  }));
  const reference = input.reference ?? null;
  const alone = !isTxContext(ctx);
  const values = [
    input.type,
    input.idempotencyKey ?? null,
    input.description,
    reference?.kind ?? null,
    reference?.id ?? null,
    reference?.label ?? null,
    reference?.projectId ?? null,
    input.createdBy ?? null,
    now().toISOString(),
    JSON.stringify(legsJson),
    JSON.stringify(linesJson),
    alone,
  ];
  // db/functions/wallet_transfer.sql
  const [row] = await callDatabaseFunction<TransferRow>(ctx, WALLET_TRANSFER, values).catch((error: unknown) => {
    throw shortfallRaised(error) ?? error;
  });
  if (!row) throw new Error("wallet_transfer returned no row");
  if (row.outcome === "INSUFFICIENT") throw shortfall(row.short_kind!, Number(row.short_balance));
  if (row.outcome === "APPLIED" && MOVES_A_REPUTATION.has(input.type)) announceListChange(ctx, "tasks");
  return {
    id: row.id!,
    number: Number(row.number),
    createdAt: new Date(row.created_at!),
    replayed: row.outcome === "REPLAYED",
  };
}

import { createHash, randomInt } from "node:crypto";
import type { TUserAccountKind, TWalletReference, TWalletTransactionType } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../context";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import { announceListChange } from "../../lib/list-changes";
import { callDatabaseFunction, type DatabaseFunction } from "../../lib/prepared";
import { isTxContext } from "../../lib/transaction";

/*
 * The ledger: the only writer of balances (decision 0026). A transfer locks the accounts it moves
 * in one order (users' accounts by id, then system accounts by id — decision 0058 — so two
 * transfers never wait on each other in a circle and a busy system row is held briefly), checks that
 * no account but EXTERNAL goes below zero, and writes the transaction, its entries (summing to
 * zero), the new balances and each user's statement line in one statement. The system accounts
 * EXTERNAL and PLATFORM_REVENUE are split into shards so they never serialise every transfer.
 */

export type SystemAccountKind = "EXTERNAL" | "PLATFORM_REVENUE";
export type AccountRef = { userId: string; kind: TUserAccountKind } | { system: SystemAccountKind };
/** A signed amount of paise on one account: positive adds to its balance. */
export type Leg = { account: AccountRef; amount: number };

export type TransferInput = {
  type: TWalletTransactionType;
  /** One transaction per key, ever: a second transfer with it returns the first. */
  idempotencyKey?: string;
  legs: Leg[];
  description: string;
  reference?: TWalletReference | null;
  /** The admin behind an adjustment or a settlement. */
  createdBy?: string | null;
  /** Fee each user paid in this transaction (shown on their statement line). */
  fees?: Record<string, number>;
};

export type TransferResult = { id: string; number: number; createdAt: Date; replayed: boolean };

const SYSTEM_PREFIX: Record<SystemAccountKind, string> = {
  EXTERNAL: "00000000-0000-4000-8000-0001000000",
  PLATFORM_REVENUE: "00000000-0000-4000-8000-0002000000",
};

/** The fixed id of a system account shard (seeded by migration 0007). */
export function systemAccountId(kind: SystemAccountKind, shard: number): string {
  return `${SYSTEM_PREFIX[kind]}${shard.toString(16).padStart(2, "0")}`;
}

/** A user's account id, derived from the user and the kind (a name-based UUID), so no lookup is needed. */
export function userAccountId(userId: string, kind: TUserAccountKind): string {
  const hash = createHash("sha256").update(`wallet:${userId}:${kind}`).digest("hex");
  const variant = ((Number.parseInt(hash[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

export function formatTransactionNumber(number: number): string {
  return `TXN-${String(number).padStart(6, "0")}`;
}

/** "₹1,234.50" — the exact amount in sentences. */
export function rupeesText(paise: number): string {
  const rupees = (Math.abs(paise) / 100).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? "-" : ""}₹${rupees}`;
}

const ACCOUNT_WORDS: Record<TUserAccountKind, string> = {
  AVAILABLE: "your available balance",
  ESCROW: "escrow",
  PENDING_WITHDRAWAL: "pending withdrawals",
};

export function insufficientFunds(kind: TUserAccountKind, available: number): AppError {
  return new AppError(
    "INSUFFICIENT_FUNDS",
    kind === "AVAILABLE"
      ? `Insufficient funds: ${rupeesText(available)} is available.`
      : `Insufficient funds in ${ACCOUNT_WORDS[kind]}: ${rupeesText(available)} is held there.`,
  );
}

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

/** Migration 0018's function: with no caller's transaction, one round trip (decision 0058). */
const WALLET_TRANSFER: DatabaseFunction = {
  name: "wallet_transfer",
  casts: ["", "", "", "", "", "", "", "::uuid", "::timestamptz", "::jsonb", "::jsonb", "::boolean"],
};

type ResolvedLeg = {
  accountId: string;
  userId: string | null;
  kind: TUserAccountKind | SystemAccountKind;
  amount: number;
};

function resolveLegs(ctx: AppContext, legs: Leg[]): ResolvedLeg[] {
  const merged = new Map<string, ResolvedLeg>();
  // One shard per system kind per transfer: a transfer touches each system account once.
  const shards = new Map<SystemAccountKind, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new RangeError("a leg's amount must be whole paise");
    let resolved: ResolvedLeg;
    if ("system" in leg.account) {
      const kind = leg.account.system;
      if (!shards.has(kind)) shards.set(kind, randomInt(ctx.config.wallet.ledgerShards));
      resolved = { accountId: systemAccountId(kind, shards.get(kind)!), userId: null, kind, amount: leg.amount };
    } else {
      const { userId, kind } = leg.account;
      resolved = { accountId: userAccountId(userId, kind), userId, kind, amount: leg.amount };
    }
    const existing = merged.get(resolved.accountId);
    if (existing) existing.amount += resolved.amount;
    else merged.set(resolved.accountId, resolved);
  }
  const resolved = [...merged.values()].filter((leg) => leg.amount !== 0);
  const sum = resolved.reduce((total, leg) => total + leg.amount, 0);
  if (sum !== 0) throw new RangeError(`a transfer's legs must sum to zero (they sum to ${sum})`);
  if (resolved.length < 2) throw new RangeError("a transfer moves money between at least two accounts");
  return resolved;
}

function statementLines(input: TransferInput, legs: ResolvedLeg[]) {
  const byUser = new Map<string, ResolvedLeg[]>();
  for (const leg of legs) {
    if (leg.userId === null) continue;
    byUser.set(leg.userId, [...(byUser.get(leg.userId) ?? []), leg]);
  }
  // The viewer's amount: the change to their AVAILABLE account when it moved, else to the first account that did.
  return [...byUser.entries()].map(([userId, userLegs]) => {
    const shown = userLegs.find((leg) => leg.kind === "AVAILABLE") ?? userLegs[0]!;
    return { userId, account: shown.kind as TUserAccountKind, amount: shown.amount, fee: input.fees?.[userId] ?? 0 };
  });
}

/**
 * The transfers that move a company's reputation on the task list (paid out, payment verified:
 * wallet/service.ts `companyPaymentRecords`); each tells every instance after its commit (decision
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

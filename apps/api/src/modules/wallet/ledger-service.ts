import { createHash, randomInt } from "node:crypto";
import type { TUserAccountKind, TWalletReference, TWalletTransactionType } from "@crewlance/contracts/wallet";
import { type SQL, sql } from "drizzle-orm";
import { walletAccounts, walletTransactions } from "../../db/schema/wallet";
import { now } from "../../lib/clock";
import { AppError } from "../../lib/errors";
import type { TxContext } from "../../lib/transaction";

/*
 * The ledger: the only writer of balances (decision 0026). A transfer locks the accounts it moves
 * in one order (sorted ids, so two transfers never wait on each other in a circle), checks that
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

type ResolvedLeg = {
  accountId: string;
  userId: string | null;
  kind: TUserAccountKind | SystemAccountKind;
  amount: number;
};

function resolveLegs(ctx: TxContext, legs: Leg[]): ResolvedLeg[] {
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

async function lockAccounts(ctx: TxContext, ids: string[]): Promise<Map<string, number>> {
  const sorted = [...ids].sort();
  // Locked in one order, sorted ids (PostgreSQL's uuid order is the order of the hex text).
  const result = await ctx.db.execute<{ id: string; balance: string | number }>(
    sql`select id, balance from ${walletAccounts} where id in (${sql.join(
      sorted.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by id for update`,
  );
  return new Map(result.rows.map((row) => [row.id, Number(row.balance)]));
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
 * Moves money between accounts inside the caller's transaction (decision 0015). Throws a 422
 * naming what is available when an account other than EXTERNAL would go below zero.
 */
export async function transfer(ctx: TxContext, input: TransferInput): Promise<TransferResult> {
  const legs = resolveLegs(ctx, input.legs);
  // Before any lock: a user's first move creates their accounts (a concurrent creator is waited
  // for here, while this transfer holds no row lock, so the two cannot deadlock), and a key
  // already applied returns its transaction. One statement.
  const userLegs = legs.filter((leg) => leg.userId !== null);
  const created = userLegs.length
    ? sql`insert into ${walletAccounts} (id, user_id, kind, created_at) values ${sql.join(
        userLegs.map(
          (leg) => sql`(${leg.accountId}::uuid, ${leg.userId}::uuid, ${leg.kind}, ${now().toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )} on conflict do nothing returning id`
    : sql`select null::uuid as id where false`;
  const prior = await ctx.db.execute<{
    id: string | null;
    number: string | number | null;
    created_at: string | Date | null;
  }>(sql`
    with ensured as (${created})
    select t.id, t.number, t.created_at from (select count(*) from ensured) as c
      left join ${walletTransactions} as t on t.idempotency_key = ${input.idempotencyKey ?? null}`);
  const applied = prior.rows[0];
  if (input.idempotencyKey && applied?.id) {
    return { id: applied.id, number: Number(applied.number), createdAt: new Date(applied.created_at!), replayed: true };
  }

  const ids = legs.map((leg) => leg.accountId);
  const balances = await lockAccounts(ctx, ids);
  if (balances.size < ids.length) throw new Error("a ledger account is missing");
  for (const leg of legs) {
    if (leg.kind === "EXTERNAL") continue;
    const balance = balances.get(leg.accountId)!;
    if (balance + leg.amount < 0) {
      if (leg.kind === "PLATFORM_REVENUE")
        throw new AppError("BUSINESS_RULE", "The platform revenue account cannot go below zero.");
      throw insufficientFunds(leg.kind, balance);
    }
  }

  const at = now();
  const reference = input.reference ?? null;
  const entryValues = sql.join(
    legs.map((leg) => sql`(${leg.accountId}::uuid, ${leg.amount}::bigint)`),
    sql`, `,
  );
  const lines = statementLines(input, legs);
  const lineValues: SQL | null = lines.length
    ? sql.join(
        lines.map(
          (line) => sql`(${line.userId}::uuid, ${line.account}::text, ${line.amount}::bigint, ${line.fee}::bigint)`,
        ),
        sql`, `,
      )
    : null;
  const result = await ctx.db.execute<{ id: string; number: string | number; created_at: string | Date }>(sql`
    with t as (
      insert into wallet_transactions (type, idempotency_key, description, reference_kind, reference_id,
        reference_label, reference_project_id, created_by, created_at)
      values (${input.type}, ${input.idempotencyKey ?? null}, ${input.description}, ${reference?.kind ?? null},
        ${reference?.id ?? null}, ${reference?.label ?? null}, ${reference?.projectId ?? null},
        ${input.createdBy ?? null}::uuid, ${at.toISOString()}::timestamptz)
      returning id, number, created_at
    ), d (account_id, amount) as (values ${entryValues}),
    e as (
      insert into wallet_entries (transaction_id, account_id, amount, created_at)
      select t.id, d.account_id, d.amount, t.created_at from t, d
    ),
    u as (
      update wallet_accounts as a set balance = a.balance + d.amount, version = a.version + 1
      from d where a.id = d.account_id
    )${
      lineValues
        ? sql`, l as (
      insert into wallet_statement_lines (transaction_id, user_id, type, account, amount, fee, created_at)
      select t.id, v.user_id, ${input.type}, v.account, v.amount, v.fee, t.created_at
      from t, (values ${lineValues}) as v (user_id, account, amount, fee)
    )`
        : sql``
    }
    select id, number, created_at from t`);
  const row = result.rows[0]!;
  return { id: row.id, number: Number(row.number), createdAt: new Date(row.created_at), replayed: false };
}

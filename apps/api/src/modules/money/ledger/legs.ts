import { randomInt } from "node:crypto";
import type { TUserAccountKind, TWalletReference, TWalletTransactionType } from "@crewlance/contracts/wallet";
import type { AppContext } from "../../../context";
import { type SystemAccountKind, systemAccountId, userAccountId } from "./accounts";

/*
 * What a transfer is asked to move, and how its legs become accounts (one shard per system
 * account, legs on one account merged) and the statement line each user reads.
 */

/**
 * A user's account, or a system account on a shard picked at random — or on `shard`, when money
 * must come back from the shard it went to (a credit note's GST, decision 0088).
 */
export type AccountRef = { userId: string; kind: TUserAccountKind } | { system: SystemAccountKind; shard?: number };
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

export type ResolvedLeg = {
  accountId: string;
  userId: string | null;
  kind: TUserAccountKind | SystemAccountKind;
  amount: number;
};

export function resolveLegs(ctx: AppContext, legs: Leg[]): ResolvedLeg[] {
  const merged = new Map<string, ResolvedLeg>();
  // One shard per system kind per transfer: a transfer touches each system account once.
  const shards = new Map<SystemAccountKind, number>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new RangeError("a leg's amount must be whole paise");
    let resolved: ResolvedLeg;
    if ("system" in leg.account) {
      const kind = leg.account.system;
      if (!shards.has(kind)) shards.set(kind, leg.account.shard ?? randomInt(ctx.config.wallet.ledgerShards));
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

export function statementLines(input: TransferInput, legs: ResolvedLeg[]) {
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

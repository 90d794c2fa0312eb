import { PAYOUT_SHARES_TOTAL_BPS as SHARES_TOTAL_BPS } from "@crewlance/contracts/teams";

/*
 * How the freelancer side of an escrow release is split among a team's members (decision 0041):
 * each member gets floor(amount × basisPoints / PAYOUT_SHARES_TOTAL_BPS) paise and whatever those
 * floors leave over (less than one paisa per member) goes to the team's owner, so the parts
 * always add up to the amount exactly and none is negative. BigInt keeps the product exact for
 * any safe integer amount.
 */

export type PayoutShare = { userId: string; basisPoints: number };
export type PayoutSplit = { shares: readonly PayoutShare[]; remainderTo: string };

/** The parts per user (zero parts left out), in the order of `shares`, the owner's remainder added. */
export function splitPayout(amount: number, split: PayoutSplit): Map<string, number> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("a payout must be whole, non-negative paise");
  let totalBps = 0;
  for (const share of split.shares) {
    if (!Number.isInteger(share.basisPoints) || share.basisPoints < 0) {
      throw new RangeError("a payout share must be whole, non-negative basis points");
    }
    totalBps += share.basisPoints;
  }
  if (totalBps !== SHARES_TOTAL_BPS) throw new RangeError(`payout shares must sum to ${SHARES_TOTAL_BPS} basis points`);
  const parts = new Map<string, number>();
  let given = 0;
  for (const share of split.shares) {
    const part = Number((BigInt(amount) * BigInt(share.basisPoints)) / BigInt(SHARES_TOTAL_BPS));
    if (part === 0) continue;
    parts.set(share.userId, (parts.get(share.userId) ?? 0) + part);
    given += part;
  }
  const remainder = amount - given;
  if (remainder > 0) parts.set(split.remainderTo, (parts.get(split.remainderTo) ?? 0) + remainder);
  return parts;
}

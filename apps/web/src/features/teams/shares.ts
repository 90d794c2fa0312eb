import { PAYOUT_SHARES_TOTAL_BPS } from "@crewlance/contracts/teams";

/** A percent as typed ("33.33") in basis points, or null when it is not a number with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Basis points as an editable percent: 3333 → "33.33", 5000 → "50". */
export function basisPointsToPercent(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, "");
}

/** What is wrong with the typed shares, or null when they can be saved. */
export function sharesProblem(percents: string[]): string | null {
  const points = percents.map(percentToBasisPoints);
  if (points.some((value) => value === null)) return "Give each member's share as a percent, such as 25 or 33.33.";
  const total = (points as number[]).reduce((sum, value) => sum + value, 0);
  if (total !== PAYOUT_SHARES_TOTAL_BPS) {
    return `Shares must add up to 100%; they add up to ${basisPointsToPercent(total)}%.`;
  }
  return null;
}

/** Equal shares whose parts sum to exactly 100%; the first members get the basis points left over. */
export function equalShares(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(PAYOUT_SHARES_TOTAL_BPS / count);
  const left = PAYOUT_SHARES_TOTAL_BPS - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < left ? 1 : 0));
}

import { CURRENCY } from "./constants";

/*
 * The one rupees↔paise conversion. The API and the database keep integer paise (ZPaise in
 * common.ts); rupees exist only where a person types or reads an amount. Zod-free on purpose:
 * the display helpers sit on screens that need no schema.
 */

export const PAISE_PER_RUPEE = 100;

/**
 * Rupees as typed (up to any number of decimals) to whole paise, rounded to the nearest paisa
 * with halves away from zero: 1.005 → 101, 2.675 → 268, -1.005 → -101. The product is first
 * cut to 15 significant digits so binary noise (1.005 × 100 = 100.49999…) does not decide the
 * rounding. A non-number stays NaN, so the caller's schema refuses it with its own sentence.
 */
export function rupeesToPaise(rupees: number): number {
  const exact = Number((rupees * PAISE_PER_RUPEE).toPrecision(15));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Whole paise to rupees, exact to the paisa (15000 → 150, 150 → 1.5). */
export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/**
 * Amount display helper. Takes rupees (not paise):
 * 1500 → '1.5K INR', 750 → '750 INR'.
 */
export function formatAmount(rupees: number): string {
  if (rupees >= 1000) return `${(rupees / 1000).toFixed(1)}K ${CURRENCY}`;
  return `${rupees} ${CURRENCY}`;
}

export function formatPaise(paise: number): string {
  return formatAmount(paiseToRupees(paise));
}

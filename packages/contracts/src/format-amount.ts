import { CURRENCY } from "./constants";

/**
 * Amount display helper of spec A1. Takes rupees (not paise):
 * 1500 → '1.5K INR', 750 → '750 INR'.
 */
export function formatAmount(rupees: number): string {
  if (rupees >= 1000) return `${(rupees / 1000).toFixed(1)}K ${CURRENCY}`;
  return `${rupees} ${CURRENCY}`;
}

/** API and database money is integer paise; the display helper works on rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function formatPaise(paise: number): string {
  return formatAmount(paiseToRupees(paise));
}

/** Unread badge text of spec A6: capped at '99+'. */
export function formatBadgeCount(count: number, cap = 99): string {
  return count > cap ? `${cap}+` : String(count);
}

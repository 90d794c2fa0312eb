import { formatPaise, paiseToRupees, rupeesToPaise } from "@crewlance/contracts/money";

const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** The exact amount in Indian grouping, for the hover title and screen readers: 12345678 → '₹1,23,456.78'. */
export function formatExactPaise(paise: number): string {
  return exact.format(paiseToRupees(paise));
}

/** A signed amount in the A1 format, the sign written out: +1.5K INR, −750 INR. */
export function formatSignedPaise(paise: number): string {
  if (paise === 0) return formatPaise(0);
  return `${paise > 0 ? "+" : "−"}${formatPaise(Math.abs(paise))}`;
}

/**
 * What a person typed in a rupee field, as whole paise; null when it is not an amount with at most
 * two decimals (the forms say so on the field rather than rounding a typo into money).
 */
export function parseRupees(typed: string): number | null {
  const text = typed.trim().replaceAll(",", "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const paise = rupeesToPaise(Number(text));
  return Number.isSafeInteger(paise) ? paise : null;
}

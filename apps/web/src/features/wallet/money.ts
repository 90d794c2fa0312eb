import { formatPaise, rupeesToPaise } from "@crewlance/contracts/money";

export { formatExactPaise } from "@/lib/format";

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

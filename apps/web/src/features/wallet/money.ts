import { rupeesToPaise } from "@crewlance/contracts/money";

export { formatExactPaise, formatSignedPaise } from "@/lib/format";

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

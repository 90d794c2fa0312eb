/* Amounts in words as an Indian invoice prints them (decision 0086); re-exported by tax.ts. */

// ── Amount in words (Indian numbering) ─────────────────────────────────────────────────────

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const tens = TENS[Math.floor(n / 10)] as string;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

/** A whole number in Indian words: crore, lakh, thousand, hundred ("One Lakh Twenty Three Thousand"). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("a whole non-negative number");
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred > 0) parts.push(`${ONES[hundred]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** Paise as an invoice prints them: "Rupees One Lakh Twenty Three Thousand … and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError("amount must be whole non-negative paise");
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  if (cents === 0) return `Rupees ${numberInWords(rupees)} Only`;
  if (rupees === 0) return `${numberInWords(cents)} Paise Only`;
  return `Rupees ${numberInWords(rupees)} and ${numberInWords(cents)} Paise Only`;
}

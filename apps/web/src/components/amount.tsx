import { formatPaise } from "@crewlance/contracts/money";
import { cn } from "@/lib/cn";
import { formatExactPaise, formatSignedPaise } from "@/lib/format";

type AmountProps = {
  paise: number;
  /** Writes the sign (+ in, − out) and colours it: green in, red out. */
  signed?: boolean;
  className?: string;
};

/**
 * An amount in the short format (1.5K INR), for cards and lists. The exact figure (₹1,500.00) is the
 * hover title and what a screen reader says; the short form is hidden from it so it is not read
 * twice (decision 0032). Confirmations and the buttons that move money write the exact amount
 * itself (decision 0079).
 */
export function Amount({ paise, signed, className }: AmountProps) {
  const short = signed ? formatSignedPaise(paise) : formatPaise(paise);
  const exact = formatExactPaise(Math.abs(paise));
  const spoken = signed && paise !== 0 ? `${paise > 0 ? "plus" : "minus"} ${exact}` : exact;
  return (
    <span
      title={signed && paise < 0 ? `−${exact}` : exact}
      className={cn(
        "tabular-nums",
        signed && paise > 0 && "text-emerald-700 dark:text-emerald-400",
        signed && paise < 0 && "text-red-700 dark:text-red-400",
        className,
      )}
    >
      <span aria-hidden>{short}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

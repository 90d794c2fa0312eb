import { formatPaise, paiseToRupees } from "@crewlance/contracts/money";
import { cn } from "@/lib/cn";

const exact = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** The exact amount in Indian grouping, for hover titles, tables and screen readers: '₹1,23,456.78'. */
export function formatExactPaise(paise: number): string {
  return exact.format(paiseToRupees(paise));
}

/**
 * An amount in the A1 format (1.5K INR); the exact figure is its hover title and what a screen
 * reader says, the short form hidden from it so it is not read twice (as on /wallet, decision 0032).
 */
export function Amount({ paise, className }: { paise: number; className?: string }) {
  return (
    <span title={formatExactPaise(paise)} className={cn("tabular-nums", className)}>
      <span aria-hidden>{formatPaise(paise)}</span>
      <span className="sr-only">{formatExactPaise(paise)}</span>
    </span>
  );
}

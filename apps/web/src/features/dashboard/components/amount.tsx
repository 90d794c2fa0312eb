import { formatPaise } from "@crewlance/contracts/money";
import { cn } from "@/lib/cn";
import { formatExactPaise } from "@/lib/format";

/**
 * An amount in the short format (1.5K INR); the exact figure is its hover title and what a screen
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

import { cn } from "@/lib/cn";
import { formatMinutes } from "./time-format";

/** How much of the weekly limit is used: a bar, and in words for screen readers and phones. */
export function LimitBar({
  minutes,
  limitHours,
  className,
}: {
  minutes: number;
  limitHours: number;
  className?: string;
}) {
  const percent = Math.min(100, Math.round((minutes / (limitHours * 60)) * 100));
  const full = percent >= 100;
  return (
    <div
      role="progressbar"
      aria-label={`${formatMinutes(minutes)} of ${limitHours} h used`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn("h-2 overflow-hidden rounded-full bg-surface-muted", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500",
          full ? "bg-orange-500" : "bg-gradient-to-r from-amber-400 to-amber-500",
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

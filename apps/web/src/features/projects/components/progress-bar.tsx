import { cn } from "@/lib/cn";

/** A thin amber bar of how much of a project is paid; the label says it in words. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn("h-2 overflow-hidden rounded-full bg-surface-muted", className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-amber-400 to-amber-500 transition-[width] duration-500"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

import { Check } from "lucide-react";
import { cn } from "@/lib/cn";

type StepIndicatorProps = { steps: readonly string[]; current: number; className?: string };

/** Numbered steps of a wizard; `current` is zero-based. */
export function StepIndicator({ steps, current, className }: StepIndicatorProps) {
  return (
    <nav aria-label="Progress" className={className}>
      <p className="mb-3 text-sm text-muted sm:hidden">
        Step {current + 1} of {steps.length}: <span className="font-medium text-fg">{steps[current]}</span>
      </p>
      <ol className="flex items-center gap-2">
        {steps.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              aria-current={active ? "step" : undefined}
              className="flex min-w-0 flex-1 items-center gap-2"
            >
              <span
                className={cn(
                  "grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold",
                  done && "border-amber-500 bg-amber-500 text-stone-950",
                  active && "border-amber-500 bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
                  !done && !active && "border-line text-muted",
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : index + 1}
              </span>
              <span className={cn("hidden truncate text-sm sm:inline", active ? "font-medium text-fg" : "text-muted")}>
                {label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden className={cn("h-px flex-1", done ? "bg-amber-500" : "bg-(--border)")} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

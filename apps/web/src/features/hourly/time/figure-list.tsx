import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type Figure = { label: string; value: ReactNode; hint?: ReactNode };

/** A week's figures side by side (two a row on a phone): hours, money, what is left. */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    // Two a row until the panel itself is wide: beside the project page's aside it stays narrow on a desktop.
    <div className="@container">
      <dl className={cn("grid grid-cols-2 gap-3 @xl:grid-cols-4", className)}>
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-xl border border-line bg-surface p-3">
            <dt className="text-xs font-medium text-muted">{figure.label}</dt>
            <dd className="mt-1 text-base font-semibold text-fg tabular-nums">{figure.value}</dd>
            {figure.hint ? <dd className="mt-0.5 text-xs text-muted">{figure.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </div>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";

type FigureTile = {
  label: string;
  icon: LucideIcon;
  /** Undefined while the dashboard loads: the tile shows a skeleton. */
  value: ReactNode | undefined;
  detail?: ReactNode;
  /** Where the figure's rows are listed. */
  to?: string;
};

// The label's link covers the whole tile, so the tile is one target with the label as its name.
const COVERING_LINK =
  "outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-amber-500";

const VALUE_LINE =
  "relative text-2xl font-semibold tracking-tight whitespace-nowrap text-fg tabular-nums sm:text-3xl lg:text-2xl";
// Two lines kept for the detail whether it is loading, short or wrapped: on a phone's half-width
// tile most details take two lines, and a tile growing when they arrive moved the whole page.
const DETAIL_LINES = "mt-1 min-h-[2lh] text-xs text-muted";

/** The role's headline figures, as a definition list: each label with its number and a line of detail. */
export function FigureTiles({ title, tiles }: { title: string; tiles: FigureTile[] }) {
  return (
    <section aria-label={title}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {tiles.map(({ label, icon: Icon, value, detail, to }) => (
          <div
            key={label}
            className="relative flex flex-col rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors has-[a:hover]:border-amber-300 sm:p-5 dark:has-[a:hover]:border-amber-500/50"
          >
            <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted">
              {to?.startsWith("#") ? (
                // A section of this page: the browser scrolls to it.
                <a href={to} className={COVERING_LINK}>
                  {label}
                </a>
              ) : to ? (
                <Link to={to} className={COVERING_LINK}>
                  {label}
                </Link>
              ) : (
                label
              )}
              <span className="hidden size-8 shrink-0 place-items-center rounded-lg bg-amber-100 text-amber-700 sm:grid dark:bg-amber-500/15 dark:text-amber-300">
                <Icon className="size-4" aria-hidden />
              </span>
            </dt>
            {value === undefined ? (
              // The same line boxes as the figure below, so nothing moves when it arrives (CLS).
              <dd className="mt-1 flex flex-1 flex-col">
                <span className="sr-only">Loading</span>
                <span aria-hidden className={VALUE_LINE}>
                  {/* A space of the figure's font makes the line box; the skeleton lies over it. */}
                  {"\u00a0"}
                  <Skeleton className="absolute inset-y-1.5 left-0 w-16" />
                </span>
                <span aria-hidden className={DETAIL_LINES}>
                  <Skeleton className="mt-0.5 h-3 w-3/4" />
                </span>
              </dd>
            ) : (
              <dd className="mt-1 flex flex-1 flex-col">
                <span className={VALUE_LINE}>{value}</span>
                <span className={DETAIL_LINES}>{detail}</span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

import { BarChart3, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Amount } from "@/components/amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatCount, formatMonth } from "@/lib/format";
import type { ChartPoint, ChartSeries } from "./chart-types";
import MonthBars from "./month-bars";

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Rows of the API ("2026-11" plus figures) as chart points with a short month label. */
export function chartPoints<R extends { month: string }>(rows: R[]): Array<R & { label: string }> {
  return rows.map((row) => ({ ...row, label: formatMonth(monthDate(row.month), "short") }));
}

type MonthChartProps = {
  title: string;
  /** Undefined while loading. */
  points: ChartPoint[] | undefined;
  series: ChartSeries[];
  /** Paise shown with the short amount helper; otherwise counts. */
  money?: boolean;
  /** The line under the title once loaded, e.g. the total. */
  summary?: ReactNode;
  /** What to say, and where to go, while every month is zero. */
  empty: ReactNode;
  /** Why the figures could not be loaded (and how to try again), said in place of the chart. */
  error?: ReactNode;
  className?: string;
};

/**
 * Figures per month, on the dashboards and the wallet: bars (plain elements, month-bars.tsx) and
 * always the same figures as a table for screen readers, which "Show table" shows to everyone.
 */
export function MonthChart({
  title,
  points,
  series,
  money = false,
  summary,
  empty,
  error,
  className,
}: MonthChartProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const allZero = points?.every((point) => series.every((item) => Number(point[item.key]) === 0)) ?? false;
  const value = (point: ChartPoint, key: string) => {
    const figure = Number(point[key]);
    return money ? <Amount paise={figure} /> : formatCount(figure);
  };
  return (
    <Card className={cn("p-4 sm:p-5", className)} aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
            {title}
          </h2>
          <p className="text-sm text-muted">{points ? (summary ?? "The last 12 months") : "The last 12 months"}</p>
        </div>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? <BarChart3 className="size-4" aria-hidden /> : <Table2 className="size-4" aria-hidden />}
          {asTable ? "Show chart" : "Show table"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-6 text-sm text-fg">
          {error}
        </p>
      ) : !points ? (
        <Skeleton className="mt-4 h-56" />
      ) : (
        <>
          {asTable ? null : allZero ? (
            // The skeleton's height, so the page does not move when the figures arrive.
            <div className="mt-4 grid h-56 place-items-center rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
              {empty}
            </div>
          ) : (
            <div className="mt-4 h-56 min-w-0 overflow-hidden" aria-hidden>
              <MonthBars points={points} series={series} money={money} />
            </div>
          )}
          <div className={cn(asTable ? "mt-4 overflow-x-auto" : "sr-only")}>
            <table className="w-full text-sm">
              <caption className="sr-only">
                {title}, {formatMonth(monthDate(points[0]?.month ?? "2000-01"), "long")} to{" "}
                {formatMonth(monthDate(points.at(-1)?.month ?? "2000-01"), "long")}
              </caption>
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  <th scope="col" className="py-2 font-medium">
                    Month
                  </th>
                  {series.map((item) => (
                    <th key={item.key} scope="col" className="py-2 pl-3 text-right font-medium">
                      {item.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.month} className="border-b border-line last:border-0">
                    <th scope="row" className="py-2 text-left font-normal whitespace-nowrap text-fg">
                      {formatMonth(monthDate(point.month), "long")}
                    </th>
                    {series.map((item) => (
                      <td key={item.key} className="py-2 pl-3 text-right text-fg tabular-nums">
                        {value(point, item.key)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

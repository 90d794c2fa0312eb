import type { TWalletMonth } from "@crewlance/contracts/wallet";
import { useQuery } from "@tanstack/react-query";
import { BarChart3, Table2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Amount } from "@/components/amount";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { formatMonth } from "@/lib/format";
import { walletMonthlyQuery } from "../api";
import type { MonthPoint } from "./monthly-bars";

const MonthlyBars = lazy(() => import("./monthly-bars"));

/** "2026-11" as a date in that month. */
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

export function monthPoints(months: TWalletMonth[], series: "earned" | "spent"): MonthPoint[] {
  return months.map((row) => ({
    month: row.month,
    label: formatMonth(monthDate(row.month), "short"),
    paise: row[series],
  }));
}

/** Earnings (freelancer) or spending (company) per month: a bar chart, and the same figures as a table. */
export function MonthlyChart({ role }: { role: "FREELANCER" | "COMPANY" }) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const query = useQuery(walletMonthlyQuery);
  const series = role === "FREELANCER" ? "earned" : "spent";
  const title = role === "FREELANCER" ? "Earnings per month" : "Spending per month";
  const seriesName = role === "FREELANCER" ? "Earned" : "Spent";
  const points = query.data ? monthPoints(query.data.months, series) : [];
  const total = points.reduce((sum, point) => sum + point.paise, 0);

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold text-fg">
            {title}
          </h2>
          <p className="text-sm text-muted">
            {query.data ? (
              <>
                <Amount paise={total} /> in the last {points.length} months
              </>
            ) : (
              "The last 12 months"
            )}
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? <BarChart3 className="size-4" aria-hidden /> : <Table2 className="size-4" aria-hidden />}
          {asTable ? "Show chart" : "Show table"}
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className="mt-6 text-sm text-fg">
          {errorMessage(query.error, "The chart could not be loaded.")}{" "}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : !query.data ? (
        <Skeleton className="mt-4 h-56" />
      ) : (
        <>
          {asTable ? null : total === 0 ? (
            <div className="mt-4 grid h-40 place-items-center rounded-xl border border-dashed border-line px-4 text-center text-sm text-muted">
              {role === "FREELANCER"
                ? "Your earnings show here month by month once a milestone is approved."
                : "Your spending shows here month by month once a milestone is paid out."}
            </div>
          ) : (
            <div className="mt-4 h-56" aria-hidden>
              <Suspense fallback={<Skeleton className="h-56" />}>
                <MonthlyBars points={points} seriesName={seriesName} />
              </Suspense>
            </div>
          )}
          {/* The chart's figures for screen readers; the toggle shows the same table to everyone. */}
          <table className={cn("text-sm", asTable ? "mt-4 w-full" : "sr-only")}>
            <caption className="sr-only">
              {title}, {formatMonth(monthDate(points[0]?.month ?? "2000-01"), "long")} to{" "}
              {formatMonth(monthDate(points.at(-1)?.month ?? "2000-01"), "long")}
            </caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className="py-2 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {seriesName}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.month} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 text-left font-normal text-fg">
                    {formatMonth(monthDate(point.month), "long")}
                  </th>
                  <td className="py-2 text-right text-fg">
                    <Amount paise={point.paise} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

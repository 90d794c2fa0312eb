import { useQuery } from "@tanstack/react-query";
import { Amount } from "@/components/amount";
import { chartPoints, MonthChart } from "@/components/month-chart/month-chart";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { walletMonthlyQuery } from "../api";

/**
 * Earnings (freelancer) or spending (company) per month: the bars the dashboards draw (decision
 * 0134), and the same figures as a table.
 */
export function MonthlyChart({ role }: { role: "FREELANCER" | "COMPANY" }) {
  const query = useQuery(walletMonthlyQuery);
  const freelancer = role === "FREELANCER";
  const key = freelancer ? "earned" : "spent";
  const points = query.data ? chartPoints(query.data.months) : undefined;
  const total = points?.reduce((sum, point) => sum + point[key], 0) ?? 0;
  return (
    <MonthChart
      title={freelancer ? "Earnings per month" : "Spending per month"}
      points={points}
      series={[{ key, name: freelancer ? "Earned" : "Spent" }]}
      money
      summary={
        <>
          <Amount paise={total} /> in the last {points?.length} months
        </>
      }
      empty={
        freelancer
          ? "Your earnings show here month by month once a milestone is approved."
          : "Your spending shows here month by month once a milestone is paid out."
      }
      error={
        query.isError ? (
          <>
            {errorMessage(query.error, "The chart could not be loaded.")}{" "}
            <Button variant="link" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </>
        ) : undefined
      }
    />
  );
}

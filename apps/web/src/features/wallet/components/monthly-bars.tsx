import { formatPaise } from "@crewlance/contracts/money";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatExactPaise } from "../money";

export type MonthPoint = { month: string; label: string; paise: number };

/**
 * recharts lives only in this module, which the wallet loads lazily: no other chunk carries it.
 * The chart is hidden from assistive technology (the table beside it says the same), so its own
 * keyboard layer is off: a focusable chart inside aria-hidden is an axe violation.
 */
export default function MonthlyBars({ points, seriesName }: { points: MonthPoint[]; seriesName: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fill: "var(--text-muted)", fontSize: 12 }} />
        <YAxis
          width={84}
          tickLine={false}
          axisLine={false}
          tick={{ fill: "var(--text-muted)", fontSize: 12 }}
          tickFormatter={(paise: number) => formatPaise(paise)}
        />
        <Tooltip
          cursor={{ fill: "var(--surface-muted)" }}
          contentStyle={{
            background: "var(--surface)",
            border: "1px solid var(--border)",
            borderRadius: 12,
            color: "var(--text)",
          }}
          formatter={(paise) => [formatExactPaise(Number(paise)), seriesName]}
        />
        <Bar dataKey="paise" name={seriesName} fill="var(--color-amber-500)" radius={[6, 6, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}

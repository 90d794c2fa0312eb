import { formatPaise } from "@crewlance/contracts/money";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatExactPaise } from "./amount";
import type { ChartPoint, ChartSeries } from "./month-chart";

const COLOURS = ["var(--color-amber-500)", "var(--color-sky-500)", "var(--color-emerald-500)"];

/**
 * recharts lives only in this module, which the dashboard loads lazily after its first paint
 * (decision 0032's pattern). The chart is hidden from assistive technology — the table beside it
 * says the same — so its own keyboard layer is off: a focusable chart inside aria-hidden is an
 * axe violation.
 */
export default function MonthBars({
  points,
  series,
  money,
}: {
  points: ChartPoint[];
  series: ChartSeries[];
  money: boolean;
}) {
  const format = (value: number) => (money ? formatPaise(value) : value.toLocaleString("en-IN"));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tickLine={false} axisLine={false} tick={{ fill: "var(--text-muted)", fontSize: 12 }} />
        <YAxis
          width={money ? 96 : 40}
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tick={{ fill: "var(--text-muted)", fontSize: 12 }}
          tickFormatter={format}
        />
        <Tooltip
          cursor={{ fill: "var(--surface-muted)" }}
          contentStyle={{
            background: "var(--surface)",
            border: "1px solid var(--border)",
            borderRadius: 12,
            color: "var(--text)",
          }}
          formatter={(value, name) => [
            money ? formatExactPaise(Number(value)) : Number(value).toLocaleString("en-IN"),
            name,
          ]}
        />
        {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {series.map((item, index) => (
          <Bar
            key={item.key}
            dataKey={item.key}
            name={item.name}
            fill={COLOURS[index % COLOURS.length]}
            radius={[6, 6, 0, 0]}
            maxBarSize={series.length > 1 ? 16 : 40}
            // Drawn at once: no motion for people who asked for less, and the figures are final.
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

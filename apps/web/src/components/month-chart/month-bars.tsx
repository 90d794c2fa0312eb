import { formatPaise } from "@crewlance/contracts/money";
import { formatCount, formatExactPaise } from "@/lib/format";
import type { ChartPoint, ChartSeries } from "./chart-types";

const COLOURS = ["bg-amber-500", "bg-sky-500", "bg-emerald-500"];
const TICKS = 4;

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value`, so the axis reads in round figures. */
export function roundCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** The axis's maximum: four round steps that reach `largest`, whole steps for counts. */
export function axisTop(largest: number, whole: boolean): number {
  const step = roundCeiling(largest / TICKS);
  return (whole ? Math.max(1, Math.ceil(step)) : step) * TICKS;
}

/**
 * The classes of the label `monthsBack` months before the latest: whether it shows, by the chart's
 * own width (a phone, or the wallet's narrow column on a desktop), and how it is aligned. All
 * twelve show from 28rem, every other from 16rem, every third below; the latest always does, and
 * a shown label may spill over its blank neighbours.
 */
export function labelShown(monthsBack: number): string {
  const narrow = monthsBack % 3 === 0 ? "" : "invisible";
  const middle = monthsBack % 2 === 0 ? "@3xs:visible" : "@3xs:invisible";
  // Flex alignment, not text-align, so a label wider than its month spills over its neighbours
  // (text only ever overflows to the right): the latest ends at the chart's edge until its month
  // is wide enough to centre it.
  const align = monthsBack === 0 ? "justify-end @md:justify-center" : "justify-center";
  return `${narrow} ${middle} @md:visible ${align}`.trim();
}

/**
 * Bars per month drawn with plain elements: each bar's height is its share of a round maximum, the
 * grid lines are that maximum's quarters. It replaced recharts on the dashboards (decision 0060)
 * and on the wallet (decision 0134), for twelve bars that cost a cold load a large part of its
 * main-thread time. Hidden from assistive technology by its box — the table beside it says the
 * same — and each month's figures are its hover title.
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
  const short = (value: number) => (money ? formatPaise(value) : formatCount(value));
  const exact = (value: number) => (money ? formatExactPaise(value) : formatCount(value));
  const top = axisTop(Math.max(0, ...points.flatMap((point) => series.map((item) => Number(point[item.key])))), !money);
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => (top / TICKS) * (TICKS - i));
  return (
    <div className="month-bars @container flex h-full flex-col text-xs text-muted">
      {/* Room above the top grid line for its label, which is centred on the line. */}
      <div className="flex min-h-0 flex-1 gap-2 pt-2">
        <div className="flex flex-col justify-between pb-5 text-right tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="-my-2 leading-4">
              {short(tick)}
            </span>
          ))}
        </div>
        <div className="relative flex min-w-0 flex-1 flex-col">
          <div className="relative flex-1">
            {ticks.map((tick, i) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-line"
                style={{ top: `${(i / TICKS) * 100}%` }}
              />
            ))}
            <div className="absolute inset-0 flex items-end">
              {points.map((point) => (
                <div
                  key={point.month}
                  title={`${point.label}: ${series.map((item) => `${item.name} ${exact(Number(point[item.key]))}`).join(", ")}`}
                  className="flex h-full min-w-0 flex-1 items-end justify-center gap-0.5 px-0.5 hover:bg-surface-muted"
                >
                  {series.map((item, index) => (
                    <div
                      key={item.key}
                      className={`${COLOURS[index % COLOURS.length]} w-full rounded-t-md`}
                      style={{
                        height: `${(Number(point[item.key]) / top) * 100}%`,
                        maxWidth: series.length > 1 ? 16 : 40,
                      }}
                    />
                  ))}
                </div>
              ))}
            </div>
          </div>
          <div className="flex h-5 items-end">
            {points.map((point, index) => (
              <span
                key={point.month}
                className={`flex min-w-0 flex-1 leading-4 whitespace-nowrap ${labelShown(points.length - 1 - index)}`}
              >
                {point.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      {series.length > 1 ? (
        <div className="mt-2 flex justify-center gap-4">
          {series.map((item, index) => (
            <span key={item.key} className="flex items-center gap-1.5">
              <span className={`${COLOURS[index % COLOURS.length]} size-2.5 rounded-sm`} />
              {item.name}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

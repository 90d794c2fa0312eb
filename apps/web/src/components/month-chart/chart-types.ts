/** A chart's series (one bar per month each) and its points, shared by the chart and its bars. */
export type ChartSeries = { key: string; name: string };
export type ChartPoint = { month: string; label: string } & Record<string, number | string>;

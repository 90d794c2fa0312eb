import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChartPoint } from "./chart-types";
import MonthBars, { axisTop, labelShown, roundCeiling } from "./month-bars";

const points: ChartPoint[] = [
  { month: "2026-09", label: "Sep", amount: 0 },
  { month: "2026-10", label: "Oct", amount: 150_000 },
  { month: "2026-11", label: "Nov", amount: 300_000 },
];

describe("the month bars", () => {
  it("rounds the axis up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect([0, 1, 3, 7, 12, 230, 2_600, 49_000, 300_000].map(roundCeiling)).toEqual([
      1, 1, 5, 10, 20, 250, 5_000, 50_000, 500_000,
    ]);
  });

  it("reaches the largest figure in four round steps, whole ones for counts", () => {
    expect(axisTop(30, true)).toBe(40);
    expect(axisTop(3, true)).toBe(4);
    expect(axisTop(9, true)).toBe(12);
    expect(axisTop(300_000, false)).toBe(400_000);
    expect(axisTop(0, true)).toBe(4);
  });

  it("names every month on a wide chart, every other on a middling one and every third on a narrow one, the latest always", () => {
    const shownAt = (width: "narrow" | "middle" | "wide") =>
      Array.from({ length: 12 }, (_, monthsBack) => monthsBack).filter((monthsBack) => {
        const classes = labelShown(monthsBack).split(" ");
        if (width === "wide") return classes.includes("@md:visible");
        if (width === "middle") return classes.includes("@3xs:visible");
        return !classes.includes("invisible");
      });
    expect(shownAt("wide")).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(shownAt("middle")).toEqual([0, 2, 4, 6, 8, 10]);
    expect(shownAt("narrow")).toEqual([0, 3, 6, 9]);
  });

  it("draws each month's bar as its share of the axis, with the exact figure in its title", () => {
    const { container } = render(<MonthBars points={points} series={[{ key: "amount", name: "Spent" }]} money />);
    const months = container.querySelectorAll("[title]");
    expect([...months].map((month) => month.getAttribute("title"))).toEqual([
      "Sep: Spent ₹0.00",
      "Oct: Spent ₹1,500.00",
      "Nov: Spent ₹3,000.00",
    ]);
    const heights = [...months].map((month) => (month.firstElementChild as HTMLElement).style.height);
    // 3,000 INR: four steps of 1,000 INR.
    expect(heights).toEqual(["0%", "37.5%", "75%"]);
    expect(screen.getByText("Nov")).toBeInTheDocument();
    // One series: no legend.
    expect(screen.queryByText("Spent")).not.toBeInTheDocument();
  });

  it("puts two series side by side in each month and names them in a legend", () => {
    const two: ChartPoint[] = [{ month: "2026-11", label: "Nov", signups: 4, tasks: 2 }];
    const { container } = render(
      <MonthBars
        points={two}
        series={[
          { key: "signups", name: "Sign-ups" },
          { key: "tasks", name: "Tasks" },
        ]}
        money={false}
      />,
    );
    const month = container.querySelector("[title]")!;
    expect(month.getAttribute("title")).toBe("Nov: Sign-ups 4, Tasks 2");
    expect([...month.children].map((bar) => (bar as HTMLElement).style.height)).toEqual(["100%", "50%"]);
    expect(screen.getByText("Sign-ups")).toBeInTheDocument();
    expect(screen.getByText("Tasks")).toBeInTheDocument();
  });
});

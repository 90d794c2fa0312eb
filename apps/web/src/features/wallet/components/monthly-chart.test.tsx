import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { ok, stubWalletApi } from "../testing";
import { MonthlyChart } from "./monthly-chart";

afterEach(() => vi.unstubAllGlobals());

const months = [
  { month: "2026-10", earned: 0, spent: 250_000, deposited: 0, withdrawn: 0 },
  { month: "2026-11", earned: 1_234_500, spent: 0, deposited: 0, withdrawn: 0 },
];

function renderChart(role: "FREELANCER" | "COMPANY") {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MonthlyChart role={role} />
    </QueryClientProvider>,
  );
}

describe("the monthly chart", () => {
  it("draws the freelancer's earnings or the company's spending per month, with their total", async () => {
    stubWalletApi({ "GET /wallet/summary/monthly": () => ok({ months }) });
    renderChart("FREELANCER");
    const bars = await screen.findAllByTitle(/^(Oct|Nov): Earned /);
    expect(bars.map((bar) => bar.getAttribute("title"))).toEqual(["Oct: Earned ₹0.00", "Nov: Earned ₹12,345.00"]);
    expect(screen.getByText(/in the last 2 months/)).toHaveTextContent("12.3K INR");
  });

  it("says why the figures are missing and tries again when asked", async () => {
    let asked = 0;
    stubWalletApi({
      "GET /wallet/summary/monthly": () => {
        asked += 1;
        return asked === 1 ? jsonResponse(503, { success: false, message: "The wallet is resting." }) : ok({ months });
      },
    });
    renderChart("COMPANY");
    expect(await screen.findByRole("alert")).toHaveTextContent("The wallet is resting.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByTitle(/^(Oct|Nov): Spent /)).toHaveLength(2);
  });

  it("gives screen readers the figures as a table, which a toggle shows to everyone", async () => {
    stubWalletApi({ "GET /wallet/summary/monthly": () => ok({ months }) });
    renderChart("FREELANCER");
    const table = await screen.findByRole("table", { name: /Earnings per month, October 2026 to November 2026/ });
    expect(table.parentElement).toHaveClass("sr-only");
    const november = within(table).getByRole("row", { name: /November 2026/ });
    expect(within(november).getByTitle("₹12,345.00")).toHaveTextContent("12.3K INR");
    await userEvent.click(screen.getByRole("button", { name: "Show table" }));
    expect(screen.getByRole("table").parentElement).not.toHaveClass("sr-only");
    expect(screen.getByRole("button", { name: "Show chart" })).toHaveAttribute("aria-pressed", "true");
  });

  it("says what will show when nothing was spent yet", async () => {
    stubWalletApi({ "GET /wallet/summary/monthly": () => ok({ months: [{ ...months[1], earned: 0 }] }) });
    renderChart("COMPANY");
    expect(await screen.findByText(/Your spending shows here month by month/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, ok, renderWallet, stubWalletApi } from "../testing";

beforeEach(() => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:tax");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () => new Response(new Blob(["%PDF-1.7"]), { status: 200, headers: { "Content-Type": "application/pdf" } });

describe("wallet: tax documents", () => {
  it("shows a freelancer the year's figures exactly and downloads each quarter's certificate", async () => {
    const mock = stubWalletApi({
      "GET /wallet/tax/certificates": () =>
        ok({
          items: [{ financialYear: "2026-27", quarter: 3, payments: 2, amountPaid: 10_000_000, taxDeducted: 10_000 }],
        }),
      "GET /wallet/tax/certificates/2026-27/3.pdf": pdf,
    });
    renderWallet("FREELANCER");
    const card = await screen.findByRole("region", { name: "Tax documents" });
    expect(await within(card).findByTestId("tax-earned")).toHaveTextContent("₹1,00,000.00");
    expect(within(card).getByTestId("tax-tds")).toHaveTextContent("₹100.00");
    expect(within(card).getByTestId("tax-tcs")).toHaveTextContent("₹500.00");
    expect(await within(card).findByText("Q3 · October–December")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Download the TDS certificate for Q3 2026-27" }));
    await waitFor(() => expect(callsTo(mock, "GET /wallet/tax/certificates/2026-27/3.pdf")).toHaveLength(1));
  });

  it("shows a company what it paid and no certificates; another year asks again", async () => {
    const mock = stubWalletApi();
    renderWallet("COMPANY");
    const card = await screen.findByRole("region", { name: "Tax documents" });
    expect(await within(card).findByTestId("tax-paid")).toBeInTheDocument();
    expect(within(card).queryByText("TDS certificates (Form 16A)")).toBeNull();
    const picker = within(card).getByLabelText("Financial year");
    const previous = within(picker).getAllByRole("option")[1]!.getAttribute("value")!;
    await userEvent.selectOptions(picker, previous);
    await waitFor(() =>
      expect(
        callsTo(mock, "GET /wallet/tax/summary").some(([input]) => String(input).includes(`financialYear=${previous}`)),
      ).toBe(true),
    );
  });

  it("downloads the summary as CSV for the chosen year", async () => {
    const mock = stubWalletApi({
      "GET /wallet/tax/summary.csv": () => new Response("item,value\r\n", { status: 200 }),
    });
    renderWallet("FREELANCER");
    const card = await screen.findByRole("region", { name: "Tax documents" });
    await userEvent.click(within(card).getByRole("button", { name: "Summary CSV" }));
    await waitFor(() => expect(callsTo(mock, "GET /wallet/tax/summary.csv")).toHaveLength(1));
    expect(String(callsTo(mock, "GET /wallet/tax/summary.csv")[0]![0])).toMatch(/financialYear=\d{4}-\d{2}$/);
  });
});

describe("admin: quarterly tax returns", () => {
  it("downloads the chosen year, quarter and kind as CSV, and says so when refused", async () => {
    let refuse = false;
    const mock = stubWalletApi({
      "GET /admin/wallet/withdrawals": () => ok({ items: [], nextCursor: null }),
      "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
      "GET /admin/tax/returns": () =>
        refuse
          ? new Response(JSON.stringify({ success: false, code: "FORBIDDEN", message: "Admins only." }), {
              status: 403,
            })
          : new Response("serial\r\n", { status: 200 }),
    });
    renderWallet("ADMIN");
    const card = await screen.findByRole("region", { name: "Quarterly tax returns" });
    await userEvent.selectOptions(within(card).getByLabelText("Quarter"), "4");
    await userEvent.selectOptions(within(card).getByLabelText("Return"), "TCS");
    await userEvent.click(within(card).getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(callsTo(mock, "GET /admin/tax/returns")).toHaveLength(1));
    const url = new URL(String(callsTo(mock, "GET /admin/tax/returns")[0]![0]));
    expect(url.searchParams.get("quarter")).toBe("4");
    expect(url.searchParams.get("kind")).toBe("TCS");
    expect(url.searchParams.get("financialYear")).toMatch(/^\d{4}-\d{2}$/);
    refuse = true;
    await userEvent.click(within(card).getByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("Admins only.")).toBeInTheDocument();
  });
});

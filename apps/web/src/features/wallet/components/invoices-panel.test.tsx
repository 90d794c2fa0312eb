import type { TTaxInvoice } from "@crewlance/contracts/gst";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, ok, renderWallet, stubWalletApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const INVOICE: TTaxInvoice = {
  id: "0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
  kind: "INVOICE",
  number: "CL/2026-27/000123",
  financialYear: "2026-27",
  issuedAt: "2026-11-20T09:30:00.000Z",
  feeKind: "CLIENT_FEE",
  description: "Client fee: Escrow funded: Design",
  supplier: {
    name: "Crewlance Technologies Private Limited",
    gstin: "29AAICC1234F1ZW",
    stateCode: "29",
    address: "Bengaluru",
  },
  customer: { name: "Acme Logistics", gstin: "07AABCA1234B1ZJ", stateCode: "07", address: null },
  placeOfSupply: "07",
  sacCode: "998599",
  taxableValue: 225_000,
  cgst: 0,
  sgst: 0,
  igst: 40_500,
  total: 265_500,
  totalInWords: "Rupees Two Thousand Six Hundred Fifty Five Only",
  transactionId: "1f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
  originalInvoiceNumber: null,
};

describe("wallet: tax invoices (decision 0088)", () => {
  it("lists each invoice with its tax and total, and filters by kind and financial year", async () => {
    const mock = stubWalletApi({
      "GET /wallet/invoices": () => ok({ items: [INVOICE], page: 1, pageSize: 10, total: 1 }),
    });
    renderWallet("COMPANY");
    const list = await screen.findByRole("list", { name: "Tax invoices" });
    expect(within(list).getByText("CL/2026-27/000123")).toBeInTheDocument();
    expect(within(list).getByText(/IGST ₹405\.00/)).toBeInTheDocument();
    expect(within(list).getByText("₹2,655.00")).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Download invoice CL/2026-27/000123 as PDF" })).toBeEnabled();
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "CREDIT_NOTE");
    await waitFor(() => {
      const last = callsTo(mock, "GET /wallet/invoices").at(-1)!;
      expect(new URL(String(last[0])).searchParams.get("kind")).toBe("CREDIT_NOTE");
    });
  });

  it("says when there are none, and says a backwards date range is wrong without asking", async () => {
    const mock = stubWalletApi();
    renderWallet("FREELANCER");
    expect(await screen.findByText("No tax invoices yet")).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Tax invoices" });
    await userEvent.type(within(panel).getByLabelText("From"), "2026-11-20");
    await userEvent.type(within(panel).getByLabelText("To"), "2026-11-01");
    expect(await within(panel).findAllByText("Pick a date on or after From.")).not.toHaveLength(0);
    // The backwards range is never sent.
    const sent = callsTo(mock, "GET /wallet/invoices").map(([input]) => new URL(String(input)).searchParams);
    expect(sent.some((params) => params.get("to") === "2026-11-01" && params.get("from") === "2026-11-20")).toBe(false);
  });
});

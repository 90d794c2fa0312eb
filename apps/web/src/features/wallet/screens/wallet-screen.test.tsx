import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { callsTo, makeTransaction, ok, renderWallet, stubWalletApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

describe("wallet: balances", () => {
  it("shows a company's four balances in the short format, the exact amount on hover and for screen readers", async () => {
    stubWalletApi();
    renderWallet("COMPANY");
    const balances = await screen.findByRole("region", { name: "Balances" });
    for (const title of ["Available", "Held in escrow", "Pending withdrawal", "Spent in total"]) {
      expect(within(balances).getByRole("heading", { name: title })).toBeInTheDocument();
    }
    const available = await within(balances).findByTitle("₹1,23,456.78");
    expect(available).toHaveTextContent("123.5K INR");
    // The screen reader hears the exact figure, the short form is hidden from it.
    expect(within(available).getByText("123.5K INR")).toHaveAttribute("aria-hidden", "true");
    expect(within(available).getByText("₹1,23,456.78")).toHaveClass("sr-only");
  });

  it("shows a freelancer what they earned instead of escrow", async () => {
    stubWalletApi();
    renderWallet("FREELANCER");
    const balances = await screen.findByRole("region", { name: "Balances" });
    expect(within(balances).getByRole("heading", { name: "Earned in total" })).toBeInTheDocument();
    expect(within(balances).queryByRole("heading", { name: "Held in escrow" })).toBeNull();
  });

  it("offers a freelancer no Add funds (nothing to fund), only Withdraw; a company both (decision 0079)", async () => {
    stubWalletApi();
    renderWallet("FREELANCER");
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add funds" })).toBeNull();
    cleanup();
    renderWallet("COMPANY");
    expect(await screen.findByRole("button", { name: "Add funds" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeInTheDocument();
  });
});

describe("wallet: add funds", () => {
  it("sends the rupees typed as paise, after showing the fee, with one Idempotency-Key reused on retry", async () => {
    let answers = 0;
    const mock = stubWalletApi({
      "POST /wallet/deposits": () => {
        answers += 1;
        if (answers === 1)
          return jsonResponse(503, {
            success: false,
            code: "PROVIDER",
            message: "The payment provider did not answer.",
          });
        return ok({
          deposit: {
            id: "d1b9e7a0-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
            amount: 150_050,
            status: "COMPLETED",
            provider: "dev",
            transactionId: null,
            createdAt: "2026-11-20T09:30:00.000Z",
          },
          checkout: null,
        });
      },
    });
    renderWallet("COMPANY");
    await userEvent.click(await screen.findByRole("button", { name: "Add funds" }));
    const dialog = await screen.findByRole("dialog", { name: "Add funds" });
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "1,500.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Review" }));
    expect(within(dialog).getByText("Fee for adding funds")).toBeInTheDocument();
    expect(within(dialog).getByText(/the 5% client fee and 18% GST on that fee are added/)).toBeInTheDocument();
    // The confirmation and its button say the exact amount, never the rounded 1.5K INR (decision 0079).
    expect(within(dialog).getAllByText("₹1,500.50")).toHaveLength(2);
    expect(within(dialog).queryByText(/K INR/)).toBeNull();
    expect(callsTo(mock, "POST /wallet/deposits")).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm and add ₹1,500.50" }));
    expect(await within(dialog).findByText("The payment provider did not answer.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again: add ₹1,500.50" }));
    expect(await within(dialog).findByText("₹1,500.50 added to your wallet")).toBeInTheDocument();

    const calls = callsTo(mock, "POST /wallet/deposits");
    expect(calls).toHaveLength(2);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ amount: 150_050 });
    const key = headerOf(calls[0]?.[1], "Idempotency-Key");
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(calls[1]?.[1], "Idempotency-Key")).toBe(key);
  });

  it("refuses an amount below the minimum on the field, before anything is sent", async () => {
    const mock = stubWalletApi();
    renderWallet("COMPANY");
    await userEvent.click(await screen.findByRole("button", { name: "Add funds" }));
    const dialog = await screen.findByRole("dialog", { name: "Add funds" });
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Review" }));
    expect(await within(dialog).findByText("The least you can add is ₹100.00.")).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Amount (INR)"));
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "12.345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Review" }));
    expect(await within(dialog).findByText("Enter an amount in rupees, such as 1500 or 1500.50.")).toBeInTheDocument();
    expect(callsTo(mock, "POST /wallet/deposits")).toHaveLength(0);
  });

  it("says clearly that a Razorpay payment continues with the provider", async () => {
    stubWalletApi({
      "POST /wallet/deposits": () =>
        ok({
          deposit: {
            id: "d1b9e7a0-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
            amount: 500_000,
            status: "PENDING",
            provider: "razorpay",
            transactionId: null,
            createdAt: "2026-11-20T09:30:00.000Z",
          },
          checkout: {
            provider: "razorpay",
            orderId: "order_Nx81",
            keyId: "rzp_test_1",
            amount: 500_000,
            currency: "INR",
          },
        }),
    });
    renderWallet("COMPANY");
    await userEvent.click(await screen.findByRole("button", { name: "Add funds" }));
    const dialog = await screen.findByRole("dialog", { name: "Add funds" });
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "5000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Review" }));
    await userEvent.click(within(dialog).getByRole("button", { name: /Confirm and add/ }));
    expect(await within(dialog).findByText("Payment continues with Razorpay")).toBeInTheDocument();
    expect(within(dialog).getByText("order_Nx81")).toBeInTheDocument();
    expect(within(dialog).getByText("Waiting for payment")).toBeInTheDocument();
  });
});

describe("wallet: transactions", () => {
  it("keeps the type and date filters in the address and sends them", async () => {
    const mock = stubWalletApi();
    const { router } = renderWallet("COMPANY", "/wallet?type=DEPOSIT&from=2026-11-01");
    expect(await screen.findByText("No transactions match")).toBeInTheDocument();
    const params = new URL(String(callsTo(mock, "GET /wallet/transactions")[0]?.[0])).searchParams;
    expect(params.get("type")).toBe("DEPOSIT");
    expect(params.get("from")).toBe("2026-11-01");
    expect(params.has("to")).toBe(false);
    expect(screen.getByLabelText("Type")).toHaveValue("DEPOSIT");

    await userEvent.selectOptions(screen.getByLabelText("Type"), "ESCROW_FUND");
    await waitFor(() => expect(router.state.location.search).toBe("?type=ESCROW_FUND&from=2026-11-01"));
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("drops an invalid filter from the address and does not ask for a reversed range", async () => {
    const mock = stubWalletApi();
    renderWallet("COMPANY", "/wallet?type=BOGUS&from=2026-11-20&to=2026-11-01");
    expect(
      await screen.findByText("The end date must be on or after the start date.", { selector: "[role=alert]" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Type")).toHaveValue("");
    expect(callsTo(mock, "GET /wallet/transactions")).toHaveLength(0);
  });

  it("shows each row's label, linked reference, signed amount and status, and loads more by cursor", async () => {
    const mock = stubWalletApi({
      "GET /wallet/transactions": (url) =>
        url.searchParams.get("cursor")
          ? ok({
              items: [makeTransaction({ id: "1f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11", number: "TXN-000002" })],
              nextCursor: null,
            })
          : ok({
              items: [
                makeTransaction({
                  type: "ESCROW_FUND",
                  amount: -105_000,
                  fee: 5_000,
                  reference: { kind: "MILESTONE", id: "m1", label: "Landing page design", projectId: "p-42" },
                }),
              ],
              nextCursor: "0f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11",
            }),
    });
    renderWallet("COMPANY");
    const list = await screen.findByRole("list", { name: "Transactions" });
    expect(within(list).getByText("Milestone funded")).toBeInTheDocument();
    expect(within(list).getByText(", money out")).toHaveClass("sr-only");
    expect(within(list).getByRole("link", { name: "Landing page design" })).toHaveAttribute(
      "href",
      "/project-management/p-42",
    );
    const amount = within(list).getByTitle("−₹1,050.00");
    expect(amount).toHaveTextContent("−1.1K INR");
    expect(amount).toHaveClass("text-red-700");
    expect(within(list).getByText("Completed")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByText("TXN-000002", { exact: false })).toBeInTheDocument();
    const second = new URL(String(callsTo(mock, "GET /wallet/transactions")[1]?.[0])).searchParams;
    expect(second.get("cursor")).toBe("0f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});

describe("wallet: a release's tax withheld (decision 0089)", () => {
  it("says under the release what TDS and TCS were withheld from it", async () => {
    stubWalletApi({
      "GET /wallet/transactions": () =>
        ok({
          items: [
            makeTransaction({
              type: "ESCROW_RELEASE",
              amount: 4_473_000,
              description: "Escrow released: Landing page",
              withheld: { tds: 4_500, tcs: 22_500 },
            }),
          ],
          nextCursor: null,
        }),
    });
    renderWallet("FREELANCER");
    const list = await screen.findByRole("list", { name: "Transactions" });
    expect(within(list).getByTestId("withheld-note")).toHaveTextContent(
      "TDS ₹45.00 withheld · GST TCS ₹225.00 withheld",
    );
  });
});

describe("wallet: withdrawals in the history (decision 0079)", () => {
  const withdrawalRow = (status: "PENDING" | "PAID" | "FAILED", id: string, amount: number) =>
    makeTransaction({
      id,
      number: `TXN-00001${id.at(-1)}`,
      type: "WITHDRAWAL_REQUEST",
      status: status === "PAID" ? "COMPLETED" : status,
      amount: status === "FAILED" ? 0 : -amount,
      description: "Withdrawal requested to HDFC0001234 · ••••5678",
      reference: { kind: "WITHDRAWAL", id: `w-${id}`, label: "Withdrawal to HDFC0001234 · ••••5678", projectId: null },
      withdrawal: {
        id: `w-${id}`,
        status,
        amount,
        utr: status === "PAID" ? "SBIN426012345678" : null,
        failureReason: status === "FAILED" ? "The bank refused the account number." : null,
        settledAt: status === "PENDING" ? null : "2026-11-22T09:30:00.000Z",
        withBank: false,
      },
    });

  it("shows each withdrawal once, with its state, one amount and the UTR once paid", async () => {
    stubWalletApi({
      "GET /wallet/transactions": () =>
        ok({
          items: [
            withdrawalRow("PENDING", "1f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a13", 70_000),
            withdrawalRow("FAILED", "1f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a12", 80_000),
            withdrawalRow("PAID", "1f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11", 2_000_000),
          ],
          nextCursor: null,
        }),
    });
    renderWallet("COMPANY");
    const list = await screen.findByRole("list", { name: "Transactions" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(list).queryByText(/Withdrawal paid|Withdrawal requested|Withdrawal returned/)).toBeNull();
    const [pending, failed, paid] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(paid).getByText("Withdrawal")).toBeInTheDocument();
    expect(within(paid).getByText("Paid")).toBeInTheDocument();
    expect(paid).toHaveTextContent("UTR SBIN426012345678");
    expect(within(paid).getByTitle("−₹20,000.00")).toHaveTextContent("−20.0K INR");
    expect(paid.textContent?.match(/20\.0K INR/g)).toHaveLength(1);

    expect(within(pending).getByText("Requested")).toBeInTheDocument();
    expect(within(pending).getByTitle("−₹700.00")).toHaveTextContent("−700 INR");

    // A failed withdrawal took nothing in the end: its amount is struck through, not a debit.
    expect(within(failed).getByText("Failed")).toBeInTheDocument();
    expect(failed).toHaveTextContent("Returned to your available balance: The bank refused the account number.");
    const returned = within(failed).getByTitle("₹800.00, returned to your available balance");
    expect(returned.querySelector("s")).toHaveTextContent("800 INR");
    expect(failed.textContent).not.toContain("−");
  });

  it("shows the UTR of a paid withdrawal in the withdrawals card", async () => {
    stubWalletApi({
      "GET /wallet/withdrawals": () =>
        ok({
          items: [
            {
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
              amount: 2_000_000,
              status: "PAID",
              method: {
                id: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
                type: "BANK",
                label: "HDFC0001234 · ••••5678",
                accountHolder: "Asha Rao",
                createdAt: "2026-11-01T10:00:00.000Z",
              },
              failureReason: null,
              utr: "SBIN426012345678",
              transactionId: "b2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
              createdAt: "2026-11-20T09:30:00.000Z",
              settledAt: "2026-11-21T09:30:00.000Z",
            },
          ],
        }),
    });
    renderWallet("FREELANCER");
    const card = await screen.findByRole("region", { name: "Withdrawals" });
    const row = await within(card).findByRole("listitem");
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(row).toHaveTextContent("UTR SBIN426012345678");
  });

  it("filters by one withdrawal type, not by its settlement", async () => {
    stubWalletApi();
    renderWallet("COMPANY");
    const type = await screen.findByLabelText("Type");
    const options = within(type)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toContain("Withdrawal");
    expect(options).not.toContain("Withdrawal paid");
    expect(options).not.toContain("Withdrawal returned");
  });
});

describe("wallet: admin", () => {
  it("shows the withdrawals queue, the ledger check and adjustments instead of a wallet", async () => {
    stubWalletApi({
      "GET /admin/wallet/withdrawals": () =>
        ok({
          items: [
            {
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
              amount: 60_000,
              status: "PENDING",
              method: {
                id: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
                type: "UPI",
                label: "as••@okhdfc",
                accountHolder: null,
                createdAt: "2026-11-01T10:00:00.000Z",
              },
              failureReason: null,
              utr: null,
              transactionId: "b2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
              createdAt: "2026-11-20T09:30:00.000Z",
              settledAt: null,
              user: { id: "c2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f", fullName: "Asha Rao", email: "asha@example.com" },
              payTo: { type: "UPI", vpa: "asha@okhdfc" },
            },
          ],
          nextCursor: null,
        }),
      "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
      "GET /admin/wallet/ledger-check": () =>
        ok({
          ok: true,
          checkedAt: "2026-11-20T09:30:00.000Z",
          accountsChecked: 42,
          transactionsChecked: 100,
          mismatchedAccounts: [],
          unbalancedTransactions: [],
          negativeAccounts: [],
          withholdingIssues: [],
        }),
    });
    renderWallet("ADMIN");
    expect(await screen.findByRole("heading", { name: "Platform money" })).toBeInTheDocument();
    const queue = screen.getByRole("region", { name: "Withdrawals queue" });
    expect(await within(queue).findByText("Asha Rao")).toBeInTheDocument();
    expect(within(queue).getByText(/as••@okhdfc/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Run the check" }));
    expect(await screen.findByText("The ledger balances")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Manual adjustment" })).toBeInTheDocument();
  });
});

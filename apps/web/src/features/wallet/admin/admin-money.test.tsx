import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { callsTo, makeAdminWithdrawal, ok, renderWallet, stubWalletApi } from "../testing";
import { adjustmentBody } from "./adjustment-form";

afterEach(() => vi.unstubAllGlobals());

const queued = makeAdminWithdrawal();

const settled = (outcome: "PAID" | "FAILED") => ({ ...queued, status: outcome, settledAt: "2026-11-21T09:30:00.000Z" });
const keyOf = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];

function stubAdmin(settle: (init: RequestInit) => Response) {
  let paid = false;
  return stubWalletApi({
    "GET /admin/wallet/withdrawals": () => ok({ items: paid ? [] : [queued], nextCursor: null }),
    "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
    [`POST /admin/wallet/withdrawals/${queued.id}/settle`]: (_url, init) => {
      const response = settle(init);
      if (response.ok) paid = true;
      return response;
    },
  });
}

describe("admin money: the withdrawals queue", () => {
  it("marks a withdrawal paid with the bank's UTR, the exact amount on the button, retrying with the same key", async () => {
    let tries = 0;
    const mock = stubAdmin(() => {
      tries += 1;
      return tries === 1
        ? jsonResponse(409, { success: false, code: "IN_FLIGHT", message: "This request is still being processed." })
        : ok({ ...settled("PAID"), utr: "SBIN426012345678" });
    });
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    const markPaid = await within(queue).findByRole("button", { name: "Mark paid" });
    // The admin sees where to send the money in full while it is pending.
    expect(queue).toHaveTextContent("Pay to: Asha Rao · IFSC HDFC0001234 · account 123412345678");
    await userEvent.click(markPaid);
    const dialog = await screen.findByRole("dialog", { name: "Mark this withdrawal paid?" });
    expect(dialog).toHaveTextContent("₹600.00 was sent to Asha Rao (HDFC0001234 · ••••5678)");
    const confirm = within(dialog).getByRole("button", { name: "Mark ₹600.00 paid" });
    // No UTR, or one that is not 12 to 22 letters and digits: the contract's sentence, nothing sent.
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText("Enter the UTR, the bank's reference for the transfer."),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("UTR (bank reference)"), "SBIN-4260");
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText("Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("UTR (bank reference)")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`)).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText("UTR (bank reference)"));
    await userEvent.type(within(dialog).getByLabelText("UTR (bank reference)"), " sbin426012345678");
    await userEvent.click(confirm);
    expect(await within(dialog).findByText("This request is still being processed.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark ₹600.00 paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(queue).findByText("Nothing to pay out")).toBeInTheDocument();
    const calls = callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ outcome: "PAID", utr: "SBIN426012345678" });
    expect(keyOf(calls[1]?.[1])).toBe(keyOf(calls[0]?.[1]));
  });

  it("puts the API's refusal of a UTR under the field, and sends a changed UTR as a new attempt", async () => {
    let tries = 0;
    const mock = stubAdmin(() => {
      tries += 1;
      return tries === 1
        ? jsonResponse(409, {
            success: false,
            code: "CONFLICT",
            message: "This UTR is already recorded on another withdrawal.",
            errors: [
              {
                path: "utr",
                message: "This UTR is already recorded on another withdrawal. Check the bank's reference.",
              },
            ],
          })
        : ok({ ...settled("PAID"), utr: "SBIN426012345679" });
    });
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    await userEvent.click(await within(queue).findByRole("button", { name: "Mark paid" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this withdrawal paid?" });
    const field = within(dialog).getByLabelText("UTR (bank reference)");
    await userEvent.type(field, "SBIN426012345678");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark ₹600.00 paid" }));
    expect(
      await within(dialog).findByText(
        "This UTR is already recorded on another withdrawal. Check the bank's reference.",
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "SBIN426012345679");
    expect(field).not.toHaveAttribute("aria-invalid");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark ₹600.00 paid" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`);
    expect(calls.map((call) => JSON.parse(String(call[1]?.body)).utr)).toEqual([
      "SBIN426012345678",
      "SBIN426012345679",
    ]);
    expect(keyOf(calls[1]?.[1])).not.toBe(keyOf(calls[0]?.[1]));
  });

  it("shows the UTR of a paid withdrawal in the queue", async () => {
    stubWalletApi({
      "GET /admin/wallet/withdrawals": (url) =>
        ok({
          items: url.searchParams.get("status") === "PAID" ? [{ ...settled("PAID"), utr: "SBIN426012345678" }] : [],
          nextCursor: null,
        }),
      "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
    });
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    await userEvent.selectOptions(within(queue).getByLabelText("Show"), "PAID");
    const row = await within(queue).findByRole("listitem");
    expect(row).toHaveTextContent("UTR SBIN426012345678");
    expect(within(row).getByText("Paid")).toBeInTheDocument();
  });

  it("asks for a reason before marking a withdrawal failed", async () => {
    const mock = stubAdmin(() => ok(settled("FAILED")));
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    await userEvent.click(await within(queue).findByRole("button", { name: "Mark failed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this withdrawal failed?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    expect(await within(dialog).findByText("Say why the withdrawal failed.")).toBeInTheDocument();
    expect(callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText("Reason"), "The bank refused the account number.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [call] = callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      outcome: "FAILED",
      reason: "The bank refused the account number.",
    });
  });

  it("marks failed under a new key when the reason changes after a refusal, the same key on a plain retry", async () => {
    let tries = 0;
    const mock = stubAdmin(() => {
      tries += 1;
      return tries < 3
        ? jsonResponse(409, { success: false, code: "IN_FLIGHT", message: "This request is still being processed." })
        : ok(settled("FAILED"));
    });
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    await userEvent.click(await within(queue).findByRole("button", { name: "Mark failed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this withdrawal failed?" });
    const reason = within(dialog).getByLabelText("Reason");
    await userEvent.type(reason, "The bank refused the account.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    expect(await within(dialog).findByText("This request is still being processed.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    await waitFor(() => expect(callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`)).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Mark failed" })).toBeEnabled());
    await userEvent.clear(reason);
    await userEvent.type(reason, "The account number is closed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark failed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const calls = callsTo(mock, `POST /admin/wallet/withdrawals/${queued.id}/settle`);
    expect(calls.map((call) => JSON.parse(String(call[1]?.body)).reason)).toEqual([
      "The bank refused the account.",
      "The bank refused the account.",
      "The account number is closed.",
    ]);
    const [first, second, third] = calls.map((call) => keyOf(call[1]));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });
});

describe("admin money: adjustments", () => {
  it("signs the amount by direction and sends paise", () => {
    const base = { userId: queued.user.id, account: "AVAILABLE" as const, reason: "  Refund of a double charge  " };
    expect(adjustmentBody({ ...base, direction: "CREDIT", amount: "250.50" })).toEqual({
      userId: queued.user.id,
      account: "AVAILABLE",
      amount: 25_050,
      reason: "Refund of a double charge",
    });
    expect(adjustmentBody({ ...base, direction: "DEBIT", amount: "10" }).amount).toBe(-1_000);
  });

  it("finds the user, confirms, and records the adjustment with a reason", async () => {
    const mock = stubWalletApi({
      "GET /admin/wallet/withdrawals": () => ok({ items: [], nextCursor: null }),
      "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
      "GET /admin/users": () =>
        ok({
          items: [{ id: queued.user.id, fullName: "Asha Rao", email: "asha@example.com", role: "FREELANCER" }],
          pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 8 },
        }),
      "POST /admin/wallet/adjustments": () =>
        ok({ transactionId: "d2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f", number: "TXN-000099" }, "Adjustment recorded."),
    });
    renderWallet("ADMIN");
    const card = await screen.findByRole("region", { name: "Manual adjustment" });
    await userEvent.click(within(card).getByRole("button", { name: "Review adjustment" }));
    expect(await within(card).findByText("Choose the user whose wallet changes.")).toBeInTheDocument();
    expect(within(card).getByText("Give the reason for the adjustment.")).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText("Find the user"), "asha");
    const user = within(card).getByLabelText("User");
    await waitFor(() => expect(user).toBeEnabled());
    await userEvent.selectOptions(user, queued.user.id);
    await userEvent.selectOptions(within(card).getByLabelText("Direction"), "DEBIT");
    await userEvent.type(within(card).getByLabelText("Amount (INR)"), "120");
    await userEvent.type(within(card).getByLabelText("Reason"), "Reverses a test deposit");
    await userEvent.click(within(card).getByRole("button", { name: "Review adjustment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record this adjustment?" });
    expect(dialog).toHaveTextContent("Debit ₹120.00 from Asha Rao's available balance.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Record adjustment" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [call] = callsTo(mock, "POST /admin/wallet/adjustments");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      userId: queued.user.id,
      account: "AVAILABLE",
      amount: -12_000,
      reason: "Reverses a test deposit",
    });
    expect(keyOf(call?.[1])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("admin money: the audit log", () => {
  it("says who did what to whom, with the amount and the reason", async () => {
    stubWalletApi({
      "GET /admin/wallet/withdrawals": () => ok({ items: [], nextCursor: null }),
      "GET /admin/wallet/audit-log": () =>
        ok({
          items: [
            {
              id: "e2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
              action: "ADJUSTMENT",
              admin: { id: "f2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f", fullName: "Crewlance Admin" },
              targetUserId: queued.user.id,
              targetUser: { id: queued.user.id, fullName: "Asha Rao" },
              amount: -12_000,
              reason: "Reverses a test deposit",
              transactionId: null,
              createdAt: "2026-11-21T09:30:00.000Z",
            },
          ],
          nextCursor: null,
        }),
    });
    renderWallet("ADMIN");
    const log = await screen.findByRole("region", { name: "Audit log" });
    const entry = await within(log).findByRole("listitem");
    expect(entry).toHaveTextContent("Crewlance Admin made an adjustment for Asha Rao");
    expect(entry).toHaveTextContent("“Reverses a test deposit”");
    expect(within(entry).getByTitle("−₹120.00")).toHaveTextContent("−120 INR");
  });
});

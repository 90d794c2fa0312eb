import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { callsTo, METHOD, ok, renderWallet, stubWalletApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

describe("wallet: withdraw", () => {
  it("lists saved methods masked and sends the chosen one's id", async () => {
    const mock = stubWalletApi({
      "POST /wallet/withdrawals": () =>
        ok({
          id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
          amount: 60_000,
          status: "PENDING",
          method: {
            id: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
            type: "BANK",
            label: "HDFC0001234 · ••••5678",
            accountHolder: "Asha Rao",
            createdAt: "2026-11-01T10:00:00.000Z",
          },
          failureReason: null,
          utr: null,
          transactionId: "b2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
          createdAt: "2026-11-20T09:30:00.000Z",
          settledAt: null,
        }),
    });
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    const saved = await within(dialog).findByRole("radio", { name: /HDFC0001234 · ••••5678/ });
    expect(saved).toBeChecked();
    expect(within(dialog).queryByText(/12345678/)).toBeNull();
    // Before an amount the button says what it does; once typed, exactly how much it moves (decision 0079).
    expect(within(dialog).getByRole("button", { name: "Request withdrawal" })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "57750");
    expect(within(dialog).getByRole("button", { name: "Request withdrawal of ₹57,750.00" })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText("Amount (INR)"));
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "600");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request withdrawal of ₹600.00" }));
    expect(await within(dialog).findByText("Withdrawal of ₹600.00 requested")).toBeInTheDocument();
    const [call] = callsTo(mock, "POST /wallet/withdrawals");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 60_000,
      methodId: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
    });
  });

  it("shows field errors on a new bank account and sends nothing", async () => {
    const mock = stubWalletApi();
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: /A new bank account/ }));
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "400");
    await userEvent.type(within(dialog).getByLabelText("IFSC"), "HDFC123");
    await userEvent.type(within(dialog).getByLabelText("Account number"), "12ab");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request withdrawal of ₹400.00" }));
    expect(await within(dialog).findByText("The least you can withdraw is ₹500.00.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the account holder's name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter an 11-character IFSC such as HDFC0001234.")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter an account number of 9 to 18 digits.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("IFSC")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(mock, "POST /wallet/withdrawals")).toHaveLength(0);
  });

  it("shows the API's insufficient-funds answer (422) under the amount, and a new UPI id in the body", async () => {
    const mock = stubWalletApi({
      "POST /wallet/withdrawals": () =>
        jsonResponse(422, {
          success: false,
          code: "INSUFFICIENT_FUNDS",
          message: "You have ₹1,200.00 available; you cannot withdraw ₹5,000.00.",
        }),
    });
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: /A new UPI id/ }));
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "5000");
    await userEvent.type(within(dialog).getByLabelText("UPI id"), "asha@okhdfc");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request withdrawal of ₹5,000.00" }));
    const amount = within(dialog).getByLabelText("Amount (INR)");
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    expect(amount).toHaveAccessibleDescription("You have ₹1,200.00 available; you cannot withdraw ₹5,000.00.");
    const [call] = callsTo(mock, "POST /wallet/withdrawals");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      amount: 500_000,
      destination: { type: "UPI", vpa: "asha@okhdfc" },
    });
  });

  it("puts the API's field errors on their fields", async () => {
    stubWalletApi({
      "POST /wallet/withdrawals": () =>
        jsonResponse(400, {
          success: false,
          code: "VALIDATION",
          message: "Check the highlighted fields.",
          errors: [{ path: "destination.accountNumber", message: "This account number is not accepted." }],
        }),
    });
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    await userEvent.click(await within(dialog).findByRole("radio", { name: /A new bank account/ }));
    await userEvent.type(within(dialog).getByLabelText("Amount (INR)"), "700");
    await userEvent.type(within(dialog).getByLabelText("Account holder"), "Asha Rao");
    await userEvent.type(within(dialog).getByLabelText("IFSC"), "hdfc0001234");
    await userEvent.type(within(dialog).getByLabelText("Account number"), "123456789012");
    await userEvent.click(within(dialog).getByRole("button", { name: "Request withdrawal of ₹700.00" }));
    expect(await within(dialog).findByText("This account number is not accepted.")).toBeInTheDocument();
  });

  it("warns a freelancer without a verified PAN about the 5% TDS before they continue, and shows each method's state", async () => {
    stubWalletApi({
      "GET /wallet/withdrawal-methods": () => ok({ items: [{ ...METHOD, verifiedAt: null, verifiedName: null }] }),
    });
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    expect(
      await within(dialog).findByText(
        "You have no verified PAN: tax (TDS) is withheld at 5% instead of 0.1% on payments released to you.",
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Add and verify your PAN" })).toHaveAttribute(
      "href",
      "/settings/tax",
    );
    expect(within(dialog).getByText(/Not verified: verify it in your tax profile first/)).toBeInTheDocument();
  });

  it("says nothing about TDS to a freelancer with a verified PAN", async () => {
    stubWalletApi({ "GET /tax-profile": () => ok({ profile: { panVerified: true }, kycProvider: "dev" }) });
    renderWallet("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    expect(await within(dialog).findByText(/Asha Rao · Verified/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/no verified PAN/)).toBeNull();
  });
});

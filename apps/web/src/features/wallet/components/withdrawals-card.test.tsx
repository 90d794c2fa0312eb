import type { TWithdrawal } from "@crewlance/contracts/wallet";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeWithdrawal, ok, renderWallet, stubWalletApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const base = makeWithdrawal();

const payout = (status: NonNullable<TWithdrawal["payout"]>["status"], note: string | null = null) => ({
  provider: "razorpayx" as const,
  id: "pout_00000000000001",
  status,
  note,
});

describe("withdrawals card: each payout's state (decision 0087)", () => {
  it("says requested, processing with the bank, paid with its UTR, or returned with the reason", async () => {
    stubWalletApi({
      "GET /wallet/withdrawals": () =>
        ok({
          items: [
            { ...base, id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e71" },
            { ...base, id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e72", payout: payout("SENT") },
            {
              ...base,
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e73",
              status: "PAID",
              utr: "ICIC426012345678",
              payout: payout("PROCESSED"),
              settledAt: "2026-11-21T09:30:00.000Z",
            },
            {
              ...base,
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e74",
              status: "FAILED",
              failureReason: "The bank returned the payout: Beneficiary account is closed",
              payout: payout("REVERSED", "Beneficiary account is closed"),
            },
          ],
        }),
    });
    renderWallet("FREELANCER");
    const card = await screen.findByRole("region", { name: "Withdrawals" });
    const [requested, withBank, paid, returned] = await within(card).findAllByRole("listitem");
    expect(within(requested!).getByText("Requested")).toBeInTheDocument();
    expect(within(withBank!).getByText("Processing with the bank")).toBeInTheDocument();
    expect(withBank).toHaveTextContent("Sent to your bank");
    expect(within(paid!).getByText("Paid")).toBeInTheDocument();
    expect(paid).toHaveTextContent("UTR ICIC426012345678");
    expect(within(returned!).getByText("Returned")).toBeInTheDocument();
    expect(returned).toHaveTextContent("Beneficiary account is closed");
  });
});

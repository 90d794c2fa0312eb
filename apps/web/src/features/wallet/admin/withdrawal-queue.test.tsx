import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAdminWithdrawal, ok, renderWallet, stubWalletApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const base = makeAdminWithdrawal();

describe("admin money: withdrawals the payout provider handles (decision 0087)", () => {
  it("shows the provider paying one without buttons, and a refused one to pay by hand with the reason", async () => {
    stubWalletApi({
      "GET /admin/wallet/withdrawals": () =>
        ok({
          items: [
            {
              ...base,
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e71",
              user: { ...base.user, email: "paying@example.com" },
              payout: { provider: "razorpayx", id: "pout_00000000000001", status: "SENT", note: null },
            },
            {
              ...base,
              id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e72",
              user: { ...base.user, email: "refused@example.com" },
              payout: {
                provider: "razorpayx",
                id: null,
                status: "REFUSED",
                note: "The fund account is not valid for payouts",
              },
            },
          ],
          nextCursor: null,
        }),
      "GET /admin/wallet/audit-log": () => ok({ items: [], nextCursor: null }),
    });
    renderWallet("ADMIN");
    const queue = await screen.findByRole("region", { name: "Withdrawals queue" });
    const [paying, refused] = await within(queue).findAllByRole("listitem");
    expect(within(paying!).getByText("Provider paying")).toBeInTheDocument();
    expect(paying).toHaveTextContent("RazorpayX payout pout_00000000000001");
    expect(within(paying!).queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(paying).not.toHaveTextContent("Pay to:");
    expect(refused).toHaveTextContent(
      "The payout provider refused it: The fund account is not valid for payouts. Pay it by hand.",
    );
    expect(within(refused!).getByRole("button", { name: "Mark paid" })).toBeInTheDocument();
    expect(refused).toHaveTextContent("Pay to: Asha Rao");
  });
});

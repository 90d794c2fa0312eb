import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { jsonResponse, stubFetch } from "@/test/render";
import { onboardedFreelancer, renderProfile } from "../testing";

const phoneCard = () => screen.getByRole("region", { name: "Phone number" });

afterEach(() => vi.unstubAllGlobals());

describe("phone number card", () => {
  it("offers to verify a number when there is none", () => {
    renderProfile(onboardedFreelancer());
    const card = phoneCard();
    expect(within(card).getByLabelText("Phone number")).toHaveAttribute("type", "tel");
    expect(within(card).getByRole("button", { name: "Send code" })).toBeInTheDocument();
  });

  it("shows the verified number, and removes it after a confirmation", async () => {
    const user = { ...onboardedFreelancer(), phone: "+919800000001", phoneVerified: true };
    const fetch = stubFetch(() =>
      jsonResponse(200, { success: true, data: { ...user, phone: null, phoneVerified: false } }),
    );
    renderProfile(user);
    const card = phoneCard();
    expect(within(card).getByText("+919800000001")).toBeInTheDocument();
    expect(within(card).getByText("Phone verified")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Change number" })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this phone number?" });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove number" }));
    await vi.waitFor(() => expect(useAuthStore.getState().user?.phone).toBeNull());
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/user/phone");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("DELETE");
    expect(await within(phoneCard()).findByRole("button", { name: "Send code" })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import TaxProfileScreen from "./tax-profile-screen";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });

const PROFILE = {
  userId: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
  legalName: "Ravi Kumar",
  pan: "ABCPK1234F",
  panHolder: "PERSON",
  panVerified: false,
  panVerifiedAt: null,
  panVerifiedName: null,
  gstin: null,
  stateCode: "27",
  stateName: "Maharashtra",
  addressLine: "12 MG Road",
  city: "Pune",
  pincode: "411001",
  updatedAt: "2026-11-20T09:30:00.000Z",
};
const METHOD = {
  id: "0f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11",
  type: "BANK",
  label: "HDFC0001234 · ••••5678",
  accountHolder: "Ravi Kumar",
  createdAt: "2026-11-01T10:00:00.000Z",
  verifiedAt: null,
  verifiedName: null,
};

function render(routes: Record<string, (init: RequestInit) => Response>) {
  const mock = stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    return route
      ? route(init)
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/settings/tax", element: <TaxProfileScreen /> }], ["/settings/tax"]);
  return mock;
}

describe("tax profile screen", () => {
  it("shows field errors before sending, then saves the cleaned profile", async () => {
    let saved: unknown = null;
    const mock = render({
      "GET /tax-profile": () => ok({ profile: saved, kycProvider: "dev" }),
      "GET /wallet/withdrawal-methods": () => ok({ items: [] }),
      "PUT /tax-profile": () => {
        saved = PROFILE;
        return ok({ profile: PROFILE, kycProvider: "dev" });
      },
    });
    const form = await screen.findByRole("form", { name: "Tax profile" });
    expect(screen.getByText(/no KYC provider is configured/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText("PAN (optional)"), "ABCXK1234F");
    await userEvent.type(within(form).getByLabelText("GSTIN (optional)"), "27ABCPK1234F1Z6");
    await userEvent.type(within(form).getByLabelText("PIN code"), "0123");
    await userEvent.click(within(form).getByRole("button", { name: "Save tax profile" }));
    expect(
      await within(form).findByText("A PAN is five letters, four digits and a letter, like ABCPK1234F."),
    ).toBeInTheDocument();
    expect(within(form).getByText("Choose your state from the list.")).toBeInTheDocument();
    expect(within(form).getByText("A PIN code has 6 digits and does not start with 0.")).toBeInTheDocument();
    expect(within(form).getByLabelText("PAN (optional)")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(within(form).getByLabelText("Legal name"), "Ravi Kumar");
    await userEvent.clear(within(form).getByLabelText("GSTIN (optional)"));
    await userEvent.clear(within(form).getByLabelText("PAN (optional)"));
    await userEvent.type(within(form).getByLabelText("PAN (optional)"), "abcpk1234f");
    await userEvent.selectOptions(within(form).getByLabelText("State"), "27");
    await userEvent.type(within(form).getByLabelText("City"), "Pune");
    await userEvent.type(within(form).getByLabelText("Billing address"), "12 MG Road");
    await userEvent.clear(within(form).getByLabelText("PIN code"));
    await userEvent.type(within(form).getByLabelText("PIN code"), "411001");
    await userEvent.click(within(form).getByRole("button", { name: "Save tax profile" }));
    await waitFor(() => expect(mock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = mock.mock.calls.findIndex(([, init]) => init?.method === "PUT");
    expect(sentBody(mock, put)).toEqual({
      legalName: "Ravi Kumar",
      pan: "ABCPK1234F",
      stateCode: "27",
      addressLine: "12 MG Road",
      city: "Pune",
      pincode: "411001",
    });
    expect(await screen.findByRole("button", { name: "Verify PAN" })).toBeInTheDocument();
  });

  it("verifies the PAN and a saved destination, and shows a refusal's sentence", async () => {
    let profile: Record<string, unknown> = PROFILE;
    render({
      "GET /tax-profile": () => ok({ profile, kycProvider: "http" }),
      "GET /wallet/withdrawal-methods": () => ok({ items: [METHOD] }),
      "POST /tax-profile/pan-verification": () => {
        profile = {
          ...PROFILE,
          panVerified: true,
          panVerifiedAt: "2026-11-21T09:30:00.000Z",
          panVerifiedName: "RAVI KUMAR",
        };
        return ok({
          verified: true,
          registeredName: "RAVI KUMAR",
          verifiedAt: "2026-11-21T09:30:00.000Z",
          notice: null,
        });
      },
      "POST /wallet/withdrawal-methods/0f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11/verification": () =>
        jsonResponse(422, {
          success: false,
          code: "BUSINESS_RULE",
          message: 'This bank account is held by "SOMEONE ELSE", which does not match "Ravi Kumar".',
        }),
    });
    const pan = await screen.findByRole("region", { name: "PAN verification" });
    expect(within(pan).getByText("Not verified")).toBeInTheDocument();
    await userEvent.click(within(pan).getByRole("button", { name: "Verify PAN" }));
    expect(await within(pan).findByText("RAVI KUMAR")).toBeInTheDocument();
    expect(within(pan).getByText("Verified")).toBeInTheDocument();

    const destinations = screen.getByRole("region", { name: "Withdrawal destinations" });
    expect(await within(destinations).findByText("HDFC0001234 · ••••5678")).toBeInTheDocument();
    await userEvent.click(within(destinations).getByRole("button", { name: "Verify" }));
    expect(await within(destinations).findByRole("alert")).toHaveTextContent(/held by "SOMEONE ELSE"/);
  });
});

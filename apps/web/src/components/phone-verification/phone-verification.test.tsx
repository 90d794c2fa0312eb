import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { PhoneVerification } from "./phone-verification";

const sentAnswer = (resendInMs: number) =>
  jsonResponse(200, {
    success: true,
    message: "We sent a 6-digit code to +919800000003.",
    data: {
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + resendInMs).toISOString(),
    },
  });

const onVerified = vi.fn();
const renderVerification = () =>
  renderRoutes([{ path: "/", element: <PhoneVerification onVerified={onVerified} /> }], ["/"]);

async function sendCodeTo(phone: string) {
  await userEvent.type(screen.getByLabelText("Phone number"), phone);
  await userEvent.click(screen.getByRole("button", { name: "Send code" }));
}

beforeEach(() =>
  useAuthStore
    .getState()
    .setAuth({ user: makeUser({ emailVerified: true }), accessToken: "access", refreshToken: "refresh" }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  onVerified.mockReset();
});

describe("phone verification", () => {
  it("sends a code with the bearer token, verifies it and updates the stored user", async () => {
    const verified = makeUser({ emailVerified: true, phone: "+919800000003", phoneVerified: true });
    const fetch = stubFetch((url) =>
      url.endsWith("/send-otp") ? sentAnswer(60_000) : jsonResponse(200, { success: true, data: { user: verified } }),
    );
    renderVerification();
    await sendCodeTo("+91 98000-00003");
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: "Bearer access" });
    expect(sentBody(fetch)).toEqual({ phone: "+919800000003" });
    const code = await screen.findByLabelText("Verification code");
    expect(code).toHaveFocus();

    await userEvent.type(code, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Phone verified")).toBeInTheDocument();
    expect(screen.getByText("+919800000003")).toBeInTheDocument();
    expect(fetch.mock.calls[1]?.[0]).toBe("http://localhost:3000/api/auth/mobile/verify-otp-for-onboarding");
    expect(sentBody(fetch, 1)).toEqual({ phone: "+919800000003", code: "654321" });
    expect(useAuthStore.getState().user).toMatchObject({ phone: "+919800000003", phoneVerified: true });
    expect(onVerified).toHaveBeenCalledWith(verified);

    await userEvent.click(screen.getByRole("button", { name: "Change number" }));
    expect(screen.getByLabelText("Phone number")).toBeInTheDocument();
  });

  it("shows a taken number's sentence under the field", async () => {
    stubFetch(() =>
      jsonResponse(409, {
        success: false,
        code: "PHONE_TAKEN",
        message: "This number is already verified on another account.",
      }),
    );
    renderVerification();
    await sendCodeTo("+919800000001");
    expect(await screen.findByRole("alert")).toHaveTextContent("This number is already verified on another account.");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
  });

  it("asks for the six digits before verifying, and resends once the countdown has run out", async () => {
    const fetch = stubFetch(() => sentAnswer(-1_000));
    renderVerification();
    await sendCodeTo("+919800000003");
    await userEvent.type(await screen.findByLabelText("Verification code"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Enter the 6-digit code.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toEqual({ phone: "+919800000003" });
  });

  it("goes back to the number, kept, with 'Change number'", async () => {
    stubFetch(() => sentAnswer(60_000));
    renderVerification();
    await sendCodeTo("+919800000003");
    await screen.findByLabelText("Verification code");
    await userEvent.click(screen.getByRole("button", { name: "Change number" }));
    expect(screen.getByLabelText("Phone number")).toHaveValue("+919800000003");
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { rememberCodeSent, rememberNextResend } from "../otp-resend";
import { useAuthStore } from "../store";
import { stub } from "../testing";
import EmailVerificationScreen from "./email-verification-screen";

function renderScreen() {
  return renderRoutes(
    [
      { path: "/email-verification", element: <EmailVerificationScreen /> },
      stub("/onboarding"),
      stub("/dashboard"),
      stub("/auth/login"),
      stub("/test-email-api"),
    ],
    ["/email-verification"],
  );
}

beforeEach(() => rememberNextResend(0));
beforeEach(() => useAuthStore.getState().setAuth({ user: makeUser(), accessToken: "access", refreshToken: "refresh" }));
afterEach(() => vi.unstubAllGlobals());

describe("email verification screen", () => {
  it("shows the address, six labelled boxes and the outbox hint on a local app", () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeInTheDocument();
    expect(screen.getByText("asha@example.com")).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Digit \d of 6/)).toHaveLength(6);
    expect(screen.getByLabelText("Digit 1 of 6")).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByRole("link", { name: "test outbox" })).toHaveAttribute("href", "/test-email-api");
  });

  it("sends the code once six digits are in and moves on to onboarding", async () => {
    const verified = makeUser({ emailVerified: true });
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: { user: verified } }));
    const { router } = renderScreen();
    await userEvent.click(screen.getByLabelText("Digit 1 of 6"));
    await userEvent.paste("482 913");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/email/verify-otp");
    expect(sentBody(fetch)).toEqual({ code: "482913" });
    expect(useAuthStore.getState().user?.emailVerified).toBe(true);
  });

  it("shows a wrong code's message under the boxes", async () => {
    stubFetch(() =>
      jsonResponse(422, {
        success: false,
        code: "OTP_INVALID",
        message: "That code is not right. 4 tries left.",
        errors: [{ path: "code", message: "That code is not right. 4 tries left." }],
      }),
    );
    renderScreen();
    await userEvent.click(screen.getByLabelText("Digit 1 of 6"));
    await userEvent.keyboard("111111");
    expect(await screen.findAllByText("That code is not right. 4 tries left.")).toHaveLength(2);
  });

  it("counts down the resend minute that sign-up started", () => {
    rememberCodeSent(Date.now() - 18_000);
    renderScreen();
    expect(screen.getByRole("button", { name: /Resend code in 4[12]s/ })).toBeDisabled();
  });

  it("resends the code and waits a minute before the next resend", async () => {
    const fetch = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: { expiresAt: new Date().toISOString(), resendAvailableAt: new Date(Date.now() + 60_000).toISOString() },
        message: "Verification code sent to asha@example.com",
      }),
    );
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByRole("button", { name: /Resend code in (60|59)s/ })).toBeDisabled();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/email/send-otp");
    expect(await screen.findByText("Verification code sent to asha@example.com")).toBeInTheDocument();
  });

  it("signs out for a different account: logout call, storage cleared, back to login", async () => {
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: null, message: "Signed out." }));
    const { router } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Use a different account" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(sentBody(fetch)).toEqual({ refreshToken: "refresh" });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem("accessToken")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });
});

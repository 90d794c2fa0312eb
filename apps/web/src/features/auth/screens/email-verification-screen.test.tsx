import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { rememberCodeSent, rememberNextResend } from "../otp-resend";
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

  it("shows a wrong code's message under the boxes, empties them and puts the caret in the first", async () => {
    // The API's answer to a wrong code: a message and no field errors.
    stubFetch(() =>
      jsonResponse(422, { success: false, code: "CODE_INVALID", message: "That code is not correct. 4 tries left." }),
    );
    renderScreen();
    await userEvent.click(screen.getByLabelText("Digit 1 of 6"));
    await userEvent.keyboard("111111");
    const inline = await screen.findByText("That code is not correct. 4 tries left.", { selector: "#code-error" });
    expect(inline).toHaveAttribute("role", "alert");
    for (const box of screen.getAllByLabelText(/Digit \d of 6/)) expect(box).toHaveValue("");
    expect(screen.getByLabelText("Digit 1 of 6")).toHaveFocus();
    expect(screen.getByRole("group", { name: "Verification code" })).toHaveAttribute("aria-describedby", "code-error");
  });

  it("keeps a lockout on screen after the toast is gone, until the next try", async () => {
    const answers = [
      jsonResponse(429, {
        success: false,
        code: "TOO_MANY_ATTEMPTS",
        message: "Too many wrong tries for this code. Request a new code.",
      }),
      jsonResponse(200, { success: true, data: { user: makeUser({ emailVerified: true }) } }),
    ];
    stubFetch(() => answers.shift() as Response);
    const { router } = renderScreen();
    await userEvent.click(screen.getByLabelText("Digit 1 of 6"));
    await userEvent.keyboard("222222");
    expect(
      await screen.findByText("Too many wrong tries for this code. Request a new code.", { selector: "#code-error" }),
    ).toBeInTheDocument();
    await userEvent.keyboard("482913");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
  });

  it("puts a field error of the code under the boxes once", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION",
        message: "Some fields are not valid.",
        errors: [{ path: "code", message: "Enter the 6 digits of the code." }],
      }),
    );
    renderScreen();
    await userEvent.click(screen.getByLabelText("Digit 1 of 6"));
    await userEvent.paste("123456");
    expect(await screen.findByText("Enter the 6 digits of the code.", { selector: "#code-error" })).toBeInTheDocument();
  });

  it("shows a refused resend under the resend link", async () => {
    stubFetch(() =>
      jsonResponse(429, {
        success: false,
        code: "RATE_LIMITED",
        message: "Wait a minute before asking for a new code.",
      }),
    );
    renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect(
      await screen.findByText("Wait a minute before asking for a new code.", { selector: "[role=alert] span" }),
    ).toBeInTheDocument();
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

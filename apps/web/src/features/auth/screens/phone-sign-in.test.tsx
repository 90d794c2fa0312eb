import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { stub } from "../testing";
import AuthScreen from "./auth-screen";

function renderScreen(entry = "/auth/login") {
  return renderRoutes(
    [
      { path: "/auth/login", element: <AuthScreen /> },
      stub("/dashboard"),
      stub("/onboarding"),
      stub("/email-verification"),
      stub("/test-email-api"),
      stub("/project-management/:id"),
    ],
    [entry],
  );
}

const codeSent = (
  message = "We sent a 6-digit code to +919800000001 if it is the verified number of a Crewlance account.",
) =>
  jsonResponse(200, {
    success: true,
    message,
    data: {
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    },
  });

beforeEach(() => useAuthStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe("sign in with phone", () => {
  it("opens from the sign-in tab as ?method=phone and goes back to email", async () => {
    const { router } = renderScreen();
    await userEvent.click(screen.getByRole("button", { name: "Sign in with phone" }));
    expect(router.state.location.search).toBe("?method=phone");
    expect(await screen.findByRole("heading", { name: "Sign in with phone" })).toBeInTheDocument();
    // The phone form is a lazy chunk: its first import in a test worker can take seconds on a busy machine.
    expect(await screen.findByLabelText("Phone number")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("placeholder", "+91 98765 43210");
    expect(screen.getByRole("link", { name: "test outbox" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Use email instead" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("sends a code to the number, then signs in with it", async () => {
    const fetch = stubFetch((url) =>
      url.endsWith("/send-otp")
        ? codeSent()
        : jsonResponse(200, {
            success: true,
            data: {
              user: makeUser({
                emailVerified: true,
                onboardingCompleted: true,
                phone: "+919800000001",
                phoneVerified: true,
              }),
              accessToken: "access",
              refreshToken: "refresh",
            },
          }),
    );
    const { router } = renderScreen("/auth/login?method=phone");
    await userEvent.type(await screen.findByLabelText("Phone number"), "+91 98000 00001");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));

    const code = await screen.findByLabelText("Verification code");
    expect(code).toHaveFocus();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/mobile/send-otp");
    expect(sentBody(fetch)).toEqual({ phone: "+919800000001" });
    expect(screen.getByRole("status")).toHaveTextContent("We sent a 6-digit code to +919800000001");
    expect(screen.getByRole("button", { name: /^Resend code in (1:00|0:5\d)$/ })).toBeDisabled();

    await userEvent.type(code, "48a2 913");
    expect(code).toHaveValue("482913");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(fetch.mock.calls[1]?.[0]).toBe("http://localhost:3000/api/auth/mobile/verify-otp");
    expect(sentBody(fetch, 1)).toEqual({ phone: "+919800000001", code: "482913" });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: "access" });
  });

  it("lands on the page the sign-in was sent from", async () => {
    const user = makeUser({ emailVerified: true, onboardingCompleted: true, phoneVerified: true });
    stubFetch((url) =>
      url.endsWith("/send-otp")
        ? codeSent()
        : jsonResponse(200, { success: true, data: { user, accessToken: "access", refreshToken: "refresh" } }),
    );
    const { router } = renderScreen("/auth/login?method=phone&next=%2Fproject-management%2F42");
    await userEvent.type(await screen.findByLabelText("Phone number"), "+91 98000 00001");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    await userEvent.type(await screen.findByLabelText("Verification code"), "482913");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/project-management/42"));
  });

  it("checks the number before sending anything", async () => {
    const fetch = stubFetch(() => codeSent());
    renderScreen("/auth/login?method=phone");
    await userEvent.type(await screen.findByLabelText("Phone number"), "98765");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(
      await screen.findByText("Enter the number with its country code, such as +919876543210."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the API's sentence under the number when codes are rate-limited", async () => {
    stubFetch(() =>
      jsonResponse(429, {
        success: false,
        code: "RATE_LIMITED",
        message: "Too many codes for this number. Try again in an hour.",
      }),
    );
    renderScreen("/auth/login?method=phone");
    await userEvent.type(await screen.findByLabelText("Phone number"), "+919800000001");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many codes for this number. Try again in an hour.");
    expect(screen.queryByLabelText("Verification code")).not.toBeInTheDocument();
  });

  it("keeps a refused code's message under the code field, in one alert", async () => {
    stubFetch((url) =>
      url.endsWith("/send-otp")
        ? codeSent()
        : jsonResponse(422, {
            success: false,
            code: "OTP_INVALID",
            message: "That code is not right. 4 tries left.",
            errors: [{ path: "code", message: "That code is not right. 4 tries left." }],
          }),
    );
    renderScreen("/auth/login?method=phone");
    await userEvent.type(await screen.findByLabelText("Phone number"), "+919800000001");
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    await userEvent.type(await screen.findByLabelText("Verification code"), "111111");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not right. 4 tries left.");
    // Emptied and focused for the next code, as the emailed code's boxes are.
    expect(screen.getByLabelText("Verification code")).toHaveValue("");
    expect(screen.getByLabelText("Verification code")).toHaveFocus();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

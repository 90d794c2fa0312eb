import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { nextResendTime } from "../otp-resend";
import { stub } from "../testing";
import AuthScreen from "./auth-screen";

function renderScreen(entry: string) {
  return renderRoutes(
    [
      { path: "/auth/login", element: <AuthScreen /> },
      { path: "/auth/signup", element: <AuthScreen /> },
      stub("/email-verification"),
      stub("/onboarding"),
      stub("/dashboard"),
      stub("/forget-password"),
      stub("/wallet"),
    ],
    [entry],
  );
}

/** /auth/signup, once its form (a chunk of its own, decision 0020) has loaded. */
async function renderSignUp() {
  const rendered = renderScreen("/auth/signup");
  // A lazy chunk: its first import in a test worker can take seconds on a busy machine.
  await screen.findByLabelText("Full name");
  return rendered;
}

const session = (overrides = {}) => ({ user: makeUser(overrides), accessToken: "access", refreshToken: "refresh" });

beforeEach(() => useAuthStore.getState().reset());
afterEach(() => vi.unstubAllGlobals());

describe("sign-in and sign-up screen", () => {
  it("switches between the tabs and the URL follows", async () => {
    const { router } = renderScreen("/auth/login");
    expect(screen.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forget-password");

    await userEvent.click(screen.getByRole("tab", { name: "Sign up" }));
    expect(router.state.location.pathname).toBe("/auth/signup");
    expect(await screen.findByLabelText("Full name")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /I want to work/ })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /I want to hire/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Sign in" }));
    expect(router.state.location.pathname).toBe("/auth/login");

    // Arrow keys move between the tabs, as in any tablist.
    await userEvent.keyboard("{ArrowRight}");
    expect(router.state.location.pathname).toBe("/auth/signup");
    expect(screen.getByRole("tab", { name: "Sign up" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", "auth-tab-signup");
    await userEvent.keyboard("{ArrowLeft}");
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("shows each field's error under it when sign-up is sent empty", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    await renderSignUp();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Full name must be at least 2 characters.")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(screen.getByText("Choose whether you want to work or to hire.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields and its message in a toast", async () => {
    stubFetch(() =>
      jsonResponse(409, {
        success: false,
        code: "EMAIL_TAKEN",
        message: "An account with this email already exists.",
        errors: [{ path: "email", message: "This email is already registered." }],
      }),
    );
    await renderSignUp();
    await userEvent.type(screen.getByLabelText("Full name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    await userEvent.click(screen.getByRole("radio", { name: /I want to hire/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("This email is already registered.")).toBeInTheDocument();
    expect(await screen.findByText("An account with this email already exists.")).toBeInTheDocument();
  });

  it("signs up, keeps the session and moves on to email verification", async () => {
    const fetch = stubFetch(() => jsonResponse(201, { success: true, data: session({ role: "COMPANY" }) }));
    const { router } = await renderSignUp();
    await userEvent.type(screen.getByLabelText("Full name"), "Asha Rao");
    await userEvent.type(screen.getByLabelText("Email"), "Asha@Example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    await userEvent.click(screen.getByText("I want to hire"));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/email-verification"));
    expect(sentBody(fetch)).toEqual({
      fullName: "Asha Rao",
      email: "asha@example.com",
      password: "Secret-pass-1",
      role: "COMPANY",
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: "access" });
    // The verification screen starts its resend countdown from this moment.
    expect(nextResendTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it.each([
    [{ emailVerified: false }, "/email-verification"],
    [{ emailVerified: true, onboardingCompleted: false }, "/onboarding"],
    [{ emailVerified: true, onboardingCompleted: true }, "/dashboard"],
  ])("signs in and goes where the user belongs (%o → %s)", async (state, path) => {
    stubFetch(() => jsonResponse(200, { success: true, data: session(state) }));
    const { router } = renderScreen("/auth/login");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it("checks sign-in only on submit, focuses the first wrong field, then checks each field as it changes", async () => {
    const fetch = stubFetch(() => jsonResponse(200, { success: true, data: session() }));
    renderScreen("/auth/login");
    await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await vi.waitFor(() => expect(screen.queryByText("Enter a valid email address.")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
    // Only the field that changed is checked again.
    expect(screen.getByText("Enter your password.")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    await vi.waitFor(() => expect(screen.queryByText("Enter your password.")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toEqual({ email: "asha@example.com", password: "Secret-pass-1" });
  });

  it("clears the last server message when the form is sent again", async () => {
    let answer = 0;
    stubFetch(() =>
      ++answer === 1
        ? jsonResponse(401, { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" })
        : jsonResponse(200, { success: true, data: session({ emailVerified: true, onboardingCompleted: true }) }),
    );
    const { router } = renderScreen("/auth/login");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const form = screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement;
    expect(await within(form).findByRole("alert")).toHaveTextContent("Invalid email or password");

    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    // Typing alone leaves the server's message; the next submit takes it away.
    expect(within(form).getByRole("alert")).toHaveTextContent("Invalid email or password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("keeps a failed sign-in's message on the form as well as in the toast", async () => {
    stubFetch(() =>
      jsonResponse(401, { success: false, code: "INVALID_CREDENTIALS", message: "Invalid email or password" }),
    );
    renderScreen("/auth/login");
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const form = screen.getByRole("button", { name: "Sign in" }).closest("form") as HTMLFormElement;
    expect(await within(form).findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it("keeps the page to come back to through the tabs and the phone form, and lands on it", async () => {
    stubFetch(() =>
      jsonResponse(200, { success: true, data: session({ emailVerified: true, onboardingCompleted: true }) }),
    );
    const { router } = renderScreen("/auth/login?next=%2Fwallet%3Ftab%3Dhistory");
    const address = () => `${router.state.location.pathname}${router.state.location.search}`;
    await userEvent.click(screen.getByRole("tab", { name: "Sign up" }));
    expect(address()).toBe("/auth/signup?next=%2Fwallet%3Ftab%3Dhistory");
    await userEvent.click(screen.getByRole("tab", { name: "Sign in" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign in with phone" }));
    expect(address()).toBe("/auth/login?method=phone&next=%2Fwallet%3Ftab%3Dhistory");
    await userEvent.click(await screen.findByRole("button", { name: "Use email instead" }));
    expect(address()).toBe("/auth/login?next=%2Fwallet%3Ftab%3Dhistory");

    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "Secret-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(address()).toBe("/wallet?tab=history"));
  });
});

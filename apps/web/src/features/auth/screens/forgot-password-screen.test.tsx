import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { stub } from "../testing";
import ForgotPasswordScreen from "./forgot-password-screen";

const MESSAGE = "If an account exists for that email, a reset link is on its way.";

function renderScreen() {
  return renderRoutes(
    [{ path: "/forget-password", element: <ForgotPasswordScreen /> }, stub("/auth/login")],
    ["/forget-password"],
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("Forgot Password screen", () => {
  it("shows the fixed texts, the email field and the sign-in link", () => {
    renderScreen();
    expect(screen.getByRole("heading", { name: "Forgot Password" })).toBeInTheDocument();
    expect(screen.getByText("Enter your email address to reset your password")).toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("placeholder", "Enter your email");
    expect(screen.getByText("Remember your password?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByText("© 2025 Crewlance. All rights reserved.")).toBeInTheDocument();
  });

  it("is disabled while the email is empty and enabled once one is typed", async () => {
    renderScreen();
    const button = screen.getByRole("button", { name: "Reset Password" });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    expect(button).toBeEnabled();
    await userEvent.clear(screen.getByLabelText("Email"));
    expect(button).toBeDisabled();
  });

  it("shows 'Sending...' while busy, then the toast and the server's message", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen();
    await userEvent.type(screen.getByLabelText("Email"), "Asha@Example.com");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/forgot-password");
    expect(sentBody(fetch)).toEqual({ email: "asha@example.com" });

    answer(jsonResponse(200, { success: true, data: { message: MESSAGE }, message: MESSAGE }));
    expect(await screen.findByText("Password reset instructions sent to your email")).toBeInTheDocument();
    expect(screen.getByText("Please check your email for the reset link")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGE);
    await waitFor(() => expect(screen.getByRole("button", { name: "Reset Password" })).toBeEnabled());
  });

  it("shows the server's message in an error toast when the call fails", async () => {
    stubFetch(() =>
      jsonResponse(429, { success: false, code: "RATE_LIMITED", message: "Too many requests. Try again in a minute." }),
    );
    renderScreen();
    await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findAllByText("Too many requests. Try again in a minute.")).not.toHaveLength(0);
  });
});

import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { stub } from "../testing";
import ResetPasswordScreen from "./reset-password-screen";

const MESSAGE = "Your password has been reset. Sign in with the new one.";

function renderScreen(entry: string) {
  return renderRoutes([{ path: "/reset-password", element: <ResetPasswordScreen /> }, stub("/auth/login")], [entry]);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Reset Password screen", () => {
  it("says the token is missing when there is none, with a Sign In link", () => {
    renderScreen("/reset-password");
    expect(screen.getByText("Invalid or missing reset token")).toBeInTheDocument();
    expect(screen.queryByLabelText("New Password")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/auth/login");
  });

  it("labels both password fields and stays disabled until both are filled", async () => {
    renderScreen("/reset-password?token=abc");
    const button = screen.getByRole("button", { name: "Reset Password" });
    expect(screen.getByLabelText("New Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("Confirm Password")).toHaveAttribute("type", "password");
    expect(screen.getByLabelText("New Password")).toBeRequired();
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("New Password"), "Secret-pass-1");
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Confirm Password"), "Secret-pass-1");
    expect(button).toBeEnabled();
  });

  it("stops a mismatch before sending anything", async () => {
    const fetch = stubFetch(() => jsonResponse(200, {}));
    renderScreen("/reset-password?token=abc");
    await userEvent.type(screen.getByLabelText("New Password"), "Secret-pass-1");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "Secret-pass-2");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    const alert = (await screen.findAllByText("Passwords do not match"))[0]?.closest("[role=alert]");
    expect(alert).toHaveTextContent("Please try again");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the token and password, shows the server message and goes to login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (response: Response) => void = () => {};
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { router } = renderScreen("/reset-password?token=tok-123");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("New Password"), "Secret-pass-1");
    await user.type(screen.getByLabelText("Confirm Password"), "Secret-pass-1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByRole("button", { name: "Resetting..." })).toBeDisabled();
    expect(fetch.mock.calls[0]?.[0]).toBe("http://localhost:3000/api/auth/reset-password");
    expect(sentBody(fetch)).toEqual({ resetToken: "tok-123", newPassword: "Secret-pass-1" });

    answer(jsonResponse(200, { success: true, data: { message: MESSAGE }, message: MESSAGE }));
    expect(await screen.findByText("Password reset successfully!")).toBeInTheDocument();
    expect(screen.getByText("You will be redirected to the login page")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGE);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe("/reset-password");
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(router.state.location.pathname).toBe("/auth/login");
  });

  it("shows the server's message when the token is refused", async () => {
    stubFetch(() =>
      jsonResponse(422, { success: false, code: "INVALID_TOKEN", message: "This reset link has expired." }),
    );
    renderScreen("/reset-password?token=old");
    await userEvent.type(screen.getByLabelText("New Password"), "Secret-pass-1");
    await userEvent.type(screen.getByLabelText("Confirm Password"), "Secret-pass-1");
    await userEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findAllByText("This reset link has expired.")).toHaveLength(2);
  });
});

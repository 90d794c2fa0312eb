import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, ok, renderSecurityScreen, thisLaptop } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const NEW_PASSWORD = "a-much-longer-secret";

async function fill(current: string, next: string, confirm: string) {
  const form = screen.getByRole("button", { name: "Change password" }).closest("form") as HTMLElement;
  const inputs = within(form);
  if (current) await userEvent.type(inputs.getByLabelText("Current password"), current);
  if (next) await userEvent.type(inputs.getByLabelText("New password"), next);
  if (confirm) await userEvent.type(inputs.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(inputs.getByRole("button", { name: "Change password" }));
}

describe("change password card", () => {
  it("says what is missing, and that the two new passwords differ, without asking the API", async () => {
    const { calls } = renderSecurityScreen({ "GET /auth/sessions": () => ok({ items: [thisLaptop] }) });
    await screen.findByRole("heading", { name: "Change password" });

    await fill("", "", "");
    expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(screen.getByText("Enter the new password again.")).toBeInTheDocument();

    await fill("old-password", NEW_PASSWORD, "a-much-longer-secreT");
    expect(await screen.findByText("The two passwords are not the same.")).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Enter your current password.")).not.toBeInTheDocument();
    expect(calls("POST /auth/password")).toHaveLength(0);
  });

  it("puts the API's field error under the current password", async () => {
    renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: [thisLaptop] }),
      "POST /auth/password": () =>
        failure(400, "VALIDATION", "Your current password is not right.", [
          { path: "currentPassword", message: "Your current password is not right." },
        ]),
    });
    await screen.findByRole("heading", { name: "Change password" });
    await fill("wrong-password", NEW_PASSWORD, NEW_PASSWORD);

    const current = screen.getByLabelText("Current password");
    expect(current).toHaveAttribute("aria-invalid", "true");
    const describedBy = current.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)).toHaveTextContent("Your current password is not right.");
    expect(screen.getByLabelText("New password")).not.toHaveAttribute("aria-invalid");
  });

  it("changes the password, clears the form, says so and refreshes the devices", async () => {
    const { calls } = renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: [thisLaptop] }),
      "POST /auth/password": () => ok({ signedOut: 2 }),
    });
    await screen.findByText("Firefox 133 on Linux");
    expect(calls("GET /auth/sessions")).toHaveLength(1);

    await fill("old-password", NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText("Password changed. Other devices were signed out.")).toBeInTheDocument();
    const [[, init]] = calls("POST /auth/password") as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ currentPassword: "old-password", newPassword: NEW_PASSWORD });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(screen.getByLabelText("New password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm new password")).toHaveValue("");
    await waitFor(() => expect(calls("GET /auth/sessions")).toHaveLength(2));
  });

  it("tells an account with no password how to set one", async () => {
    const sentence = "Your account has no password yet. Set one with “Forgot password?” on the sign-in page.";
    renderSecurityScreen({
      "GET /auth/sessions": () => ok({ items: [thisLaptop] }),
      "POST /auth/password": () => failure(409, "CONFLICT", sentence),
    });
    await screen.findByRole("heading", { name: "Change password" });
    await fill("anything", NEW_PASSWORD, NEW_PASSWORD);

    const alert = (await screen.findAllByRole("alert")).find((element) => element.textContent?.includes(sentence));
    expect(alert).toBeDefined();
    await userEvent.click(within(alert as HTMLElement).getByRole("link", { name: "Set a password" }));
    expect(await screen.findByText("Forgot password screen")).toBeInTheDocument();
  });
});

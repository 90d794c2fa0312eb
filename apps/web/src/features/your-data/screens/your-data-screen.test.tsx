import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import AccountDeletedScreen from "./account-deleted-screen";
import YourDataScreen from "./your-data-screen";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse(200, { success: true, data });
const failure = (status: number, message: string, errors?: Array<{ path: string; message: string }>) =>
  jsonResponse(status, { success: false, code: status === 409 ? "CONFLICT" : "VALIDATION_ERROR", message, errors });

const READY = {
  id: "44444444-4444-4444-8444-444444444444",
  status: "READY",
  requestedAt: "2026-11-28T10:00:00.000Z",
  readyAt: "2026-11-28T10:01:00.000Z",
  expiresAt: "2026-12-05T10:01:00.000Z",
  size: 2048,
};

function render(routes: Record<string, (init: RequestInit) => Response>) {
  const mock = stubFetch((input, init) => {
    const key = `${init.method ?? "GET"} ${new URL(input).pathname.replace(/^\/api/, "")}`;
    return routes[key]?.(init) ?? failure(404, `No stub for ${key}.`);
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes(
    [
      { path: "/account/data", element: <YourDataScreen /> },
      { path: "/account-deleted", element: <AccountDeletedScreen /> },
    ],
    ["/account/data"],
  );
  return mock;
}

describe("your data screen", () => {
  it("shows a ready export with its last day to download", async () => {
    render({ "GET /account/export": () => ok({ export: READY }) });
    const card = await screen.findByRole("region", { name: "Get a copy of your data" });
    expect(await within(card).findByRole("status")).toHaveTextContent("Your data is ready. You can download it until");
    expect(within(card).getByRole("button", { name: "Download your data" })).toBeInTheDocument();
  });

  it("shows the API's reason to wait in the dialog, then signs out to the deleted page", async () => {
    let answer = failure(409, "Withdraw your ₹2,500.00 first: deleting the account would leave it behind.");
    render({ "GET /account/export": () => ok({ export: null }), "POST /account/deletion": () => answer });
    await userEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account" });
    await userEvent.type(within(dialog).getByLabelText("Password"), "my-password");
    await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Withdraw your ₹2,500.00 first");

    answer = ok({ deletedAt: "2026-11-29T10:00:00.000Z" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("heading", { name: "Your account was deleted" })).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});

import type { TAdminUser } from "@crewlance/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { AdminUsersPanel } from "./admin-users-panel";

afterEach(() => vi.unstubAllGlobals());

const NEHA: TAdminUser = {
  id: "12121212-1212-4121-8121-121212121212",
  fullName: "Neha Shah",
  email: "neha@example.com",
  role: "FREELANCER",
  status: "ACTIVE",
  emailVerified: true,
  onboardingCompleted: true,
  avatarUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  company: null,
};

function stub(makeAdmin: () => Response) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    if (url.pathname.endsWith("/admin/users") && (init.method ?? "GET") === "GET")
      return jsonResponse(200, {
        success: true,
        data: { items: [NEHA], pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 } },
      });
    if (url.pathname.endsWith(`/admin/users/${NEHA.id}/make-admin`)) return makeAdmin();
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "No stub." });
  });
}

function renderPanel() {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/dashboard", element: <AdminUsersPanel /> }], ["/dashboard"]);
}

describe("making another user an admin", () => {
  it("asks for their email typed exactly before it sends", async () => {
    const mock = stub(() =>
      jsonResponse(200, { success: true, data: { ...NEHA, role: "ADMIN" }, message: "Neha Shah is an admin now." }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Make admin: Neha Shah" }));
    const dialog = await screen.findByRole("dialog", { name: "Make Neha Shah an admin?" });
    const field = within(dialog).getByLabelText("Their email");
    await userEvent.type(field, "neha@example.org");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect(await within(dialog).findByText("Type neha@example.com exactly to confirm.")).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, "neha@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const call = mock.mock.calls.find(([input]) => String(input).includes("/make-admin"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ confirmEmail: "neha@example.com" });
    expect(await screen.findByText("Neha Shah is an admin now.")).toBeInTheDocument();
  });

  it("shows the server's field error when it refuses", async () => {
    stub(() =>
      jsonResponse(422, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Their email must be verified first.",
        errors: [{ path: "confirmEmail", message: "Their email must be verified first." }],
      }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Make admin: Neha Shah" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Their email"), "neha@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect(await within(dialog).findByText("Their email must be verified first.")).toBeInTheDocument();
  });
});

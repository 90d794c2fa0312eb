import type { TUser } from "@crewlance/contracts/users";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { renderAt } from "./test-utils";
import { UserMenu } from "./user-menu";

// Lower-case first letter on purpose: the avatar initial must be upper-cased.
const user = makeUser({ fullName: "asha Rao", emailVerified: true, onboardingCompleted: true });

function signIn(overrides: Partial<TUser> = {}) {
  useAuthStore.getState().setAuth({ user: { ...user, ...overrides }, accessToken: "access", refreshToken: "refresh" });
}

async function openMenu() {
  await userEvent.click(screen.getByRole("button", { name: "Open user menu" }));
  return screen.findByRole("menu");
}

describe("user menu", () => {
  beforeEach(() => useAuthStore.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the first letter of the full name, upper-cased", () => {
    signIn();
    renderAt("/dashboard", <UserMenu />);
    expect(screen.getByRole("button", { name: "Open user menu" })).toHaveTextContent(/^A$/);
  });

  it("shows 'U' without a name", () => {
    signIn({ fullName: "  " });
    renderAt("/dashboard", <UserMenu />);
    expect(screen.getByRole("button", { name: "Open user menu" })).toHaveTextContent(/^U$/);
  });

  it("lists name, email, View Profile and Logout with their descriptions", async () => {
    signIn();
    renderAt("/dashboard", <UserMenu />);
    const menu = await openMenu();
    expect(menu).toHaveTextContent("asha Rao");
    expect(menu).toHaveTextContent("asha@example.com");
    expect(screen.getByRole("menuitem", { name: /View Profile/ })).toHaveTextContent(
      "View and edit your profile details",
    );
    expect(screen.getByRole("menuitem", { name: /Logout/ })).toHaveTextContent("Sign out of your account");
  });

  it("gives the admin the console, the platform's money and the notifications, and no one else", async () => {
    signIn({ role: "ADMIN" });
    const { router } = renderAt("/freelancers", <UserMenu />);
    await openMenu();
    expect(screen.getByRole("menuitem", { name: /Admin console/ })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: /Notifications/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("menuitem", { name: /Platform money/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/wallet"));
  });

  it("gives a freelancer none of the admin's entries", async () => {
    signIn();
    renderAt("/dashboard", <UserMenu />);
    await openMenu();
    expect(screen.queryByRole("menuitem", { name: /Admin console|Platform money|Notifications/ })).toBeNull();
  });

  it("beside the name and email, is named by what it shows and then what it does", () => {
    signIn();
    renderAt("/dashboard", <UserMenu variant="full" />);
    expect(screen.getByRole("button", { name: "asha Rao asha@example.com Open user menu" })).toBeInTheDocument();
  });

  it("says 'Member' when there is no email", async () => {
    signIn({ email: "" });
    renderAt("/dashboard", <UserMenu variant="full" />);
    expect(screen.getByRole("button", { name: /Open user menu/ })).toHaveTextContent("Member");
  });

  it("logs out even when the call fails: storage cleared, auth reset, on to login", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn().mockRejectedValue(new TypeError("offline"));
    vi.stubGlobal("fetch", fetchMock);
    signIn();
    localStorage.setItem("educationData", "[]");
    const { router } = renderAt("/dashboard", <UserMenu />);
    await openMenu();
    await userEvent.click(screen.getByRole("menuitem", { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/logout$/);
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: "refresh" });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.length).toBe(0);
  });

  it("keeps the saved theme through a logout, and nothing else", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, data: null }))));
    signIn();
    localStorage.setItem("crewlance-theme", JSON.stringify("dark"));
    localStorage.setItem("showcaseData", "[]");
    const { router } = renderAt("/dashboard", <UserMenu />);
    await openMenu();
    await userEvent.click(screen.getByRole("menuitem", { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/login"));
    expect(Object.keys(localStorage)).toEqual(["crewlance-theme"]);
    expect(localStorage.getItem("crewlance-theme")).toBe(JSON.stringify("dark"));
  });
});

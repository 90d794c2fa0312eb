import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { makeStanding } from "@/test/safety-fixtures";
import { RestrictionBanner } from "./restriction-banner";

beforeEach(() =>
  useAuthStore.getState().setAuth({
    user: makeUser({ emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  }),
);
afterEach(() => vi.unstubAllGlobals());

function Frame() {
  return (
    <>
      <RestrictionBanner enabled />
      <Link to="/tasks">Tasks</Link>
      <Outlet />
    </>
  );
}

const render = () =>
  renderRoutes(
    [
      {
        element: <Frame />,
        children: [
          { path: "/dashboard", element: <p>Dashboard</p> },
          { path: "/tasks", element: <p>Task list</p> },
          { path: "/account/standing", element: <p>Standing</p> },
        ],
      },
    ],
    ["/dashboard"],
  );

describe("the restriction banner", () => {
  it("says until when the account is restricted and links to the standing, asking once across route changes", async () => {
    const mock = stubFetch(() => jsonResponse(200, { success: true, data: makeStanding() }));
    render();
    expect(await screen.findByText(/Your account is restricted until 5 Dec 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Tasks" }));
    expect(await screen.findByText("Task list")).toBeInTheDocument();
    // Fresh for a minute: a route change within it asks nothing more (no polling, decision 0092's banner).
    expect(mock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("link", { name: "Account standing" }));
    expect(await screen.findByText("Standing")).toBeInTheDocument();
  });

  it("shows nothing in good standing", async () => {
    const mock = stubFetch(() =>
      jsonResponse(200, { success: true, data: makeStanding({ state: "GOOD", actions: [] }) }),
    );
    render();
    await vi.waitFor(() => expect(mock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("status")).toBeNull();
  });
});

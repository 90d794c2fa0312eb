import type { TAdminDatabase } from "@crewlance/contracts/admin";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { AdminDatabasePanel } from "./admin-database-panel";

afterEach(() => vi.unstubAllGlobals());

function renderPanel(database: TAdminDatabase | null) {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  stubFetch((input) =>
    new URL(input).pathname === "/api/admin/database" && database
      ? jsonResponse(200, { success: true, data: database })
      : jsonResponse(500, { success: false, code: "INTERNAL", message: "Something went wrong." }),
  );
  renderRoutes([{ path: "/dashboard", element: <AdminDatabasePanel /> }], ["/dashboard"]);
}

describe("the admin's database panel", () => {
  it("shows each replica with its lag and whether it takes reads", async () => {
    renderPanel({
      kind: "postgres",
      maxLagMs: 2_000,
      replicas: [
        { name: "db-r1:5432/crewlance", up: true, lagMs: 180, usable: true },
        { name: "db-r2:5432/crewlance", up: true, lagMs: 9_500, usable: false },
        { name: "db-r3:5432/crewlance", up: false, lagMs: null, usable: false },
      ],
    });
    expect(
      await screen.findByText(
        "PostgreSQL takes the writes; 1 of 3 read replicas take list, search, profile and dashboard reads.",
      ),
    ).toBeInTheDocument();
    const panel = screen.getByRole("region", { name: "Database" });
    const rows = within(within(panel).getByRole("list", { name: "Read replicas" })).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("db-r1:5432/crewlanceCaught up 0.2 s ago (limit 2 s)Takes reads");
    expect(rows[1]).toHaveTextContent("Caught up 9.5 s ago (limit 2 s)Behind: skipped");
    expect(rows[2]).toHaveTextContent("Not caught up yetUnreachable: skipped");
  });

  it("says when no replica is set up", async () => {
    renderPanel({ kind: "postgres", maxLagMs: 2_000, replicas: [] });
    expect(
      await screen.findByText("PostgreSQL answers every read and write: no read replica is set up."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Read replicas" })).not.toBeInTheDocument();
  });

  it("says so when the state cannot be loaded", async () => {
    renderPanel(null);
    expect(await screen.findByText("The database's state could not be loaded.")).toBeInTheDocument();
  });
});

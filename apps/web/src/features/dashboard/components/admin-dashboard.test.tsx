import type { TAdminUser } from "@crewlance/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { adminDashboard } from "../dashboard-fixtures";
import DashboardScreen from "../screens/dashboard-screen";

function adminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    fullName: "Farah Ali",
    email: "farah@example.test",
    role: "FREELANCER",
    status: "ACTIVE",
    emailVerified: true,
    onboardingCompleted: true,
    avatarUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    company: null,
    ...overrides,
  };
}

const acme = adminUser({
  id: "33333333-3333-4333-8333-333333333333",
  fullName: "Chandra Rao",
  role: "COMPANY",
  emailVerified: false,
  company: {
    companyName: "Acme",
    registrationNumber: "REG-1",
    hasRegistrationCertificate: true,
    verified: false,
    verifiedAt: null,
  },
});

const admin = adminUser({ id: "22222222-2222-4222-8222-222222222222", fullName: "Ada Admin", role: "ADMIN" });

type Server = { users: TAdminUser[]; suspendAnswer?: Response; verifyAnswer?: Response };

function stubAdminApi(server: Server) {
  return stubFetch((url, init) => {
    const { pathname } = new URL(url);
    const method = init.method ?? "GET";
    if (pathname === "/api/dashboard") return jsonResponse(200, { success: true, data: adminDashboard() });
    if (pathname === "/api/admin/users") {
      const items = server.users;
      return jsonResponse(200, {
        success: true,
        data: { items, pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 20 } },
      });
    }
    if (pathname === "/api/admin/audit-log") {
      return jsonResponse(200, {
        success: true,
        data: { items: [], pagination: { totalCount: 0, currentPage: 1, totalPages: 0, limit: 20 } },
      });
    }
    const suspend = pathname.match(/^\/api\/admin\/users\/([^/]+)\/suspend$/);
    if (suspend && method === "POST") {
      if (server.suspendAnswer) return server.suspendAnswer;
      server.users = server.users.map((user) => (user.id === suspend[1] ? { ...user, status: "SUSPENDED" } : user));
      const data = server.users.find((user) => user.id === suspend[1]);
      return jsonResponse(200, { success: true, data, message: "The account has been suspended." });
    }
    const verify = pathname.match(/^\/api\/admin\/companies\/([^/]+)\/verify$/);
    if (verify && method === "POST") {
      if (server.verifyAnswer) return server.verifyAnswer;
      server.users = server.users.map((user) =>
        user.id === verify[1] && user.company ? { ...user, company: { ...user.company, verified: true } } : user,
      );
      return jsonResponse(200, { success: true, data: null, message: "The company is now verified." });
    }
    if (pathname.endsWith("/certificate")) {
      return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "The certificate file is missing." });
    }
    if (pathname === "/api/notifications") {
      return jsonResponse(200, {
        success: true,
        data: { items: [], pagination: { totalCount: 0, currentPage: 1, totalPages: 0, limit: 5 } },
        unreadCount: 0,
      });
    }
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `Unexpected ${method} ${pathname}` });
  });
}

const calls = (mock: ReturnType<typeof stubFetch>, path: string, method = "GET") =>
  mock.mock.calls.filter(
    ([input, init]) => new URL(String(input)).pathname === path && (init?.method ?? "GET") === method,
  ).length;

function renderDashboard() {
  renderRoutes([{ path: "/dashboard", element: <DashboardScreen /> }], ["/dashboard"]);
}

describe("admin dashboard", () => {
  beforeEach(() => {
    useAuthStore.getState().setAuth({
      user: makeUser({ id: admin.id, fullName: admin.fullName, role: "ADMIN" }),
      accessToken: "access",
      refreshToken: "refresh",
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  it("shows the platform numbers and the users with their state", async () => {
    stubAdminApi({ users: [adminUser(), acme, admin] });
    renderDashboard();

    const numbers = await screen.findByRole("region", { name: "Platform numbers" });
    await waitFor(() => expect(within(numbers).getByText("42")).toBeInTheDocument());
    expect(within(numbers).getByText("30 freelancers · 11 companies · 1 admin")).toBeInTheDocument();
    expect(within(numbers).getByText("Cannot sign in until an admin restores them")).toBeInTheDocument();
    expect(within(numbers).getByRole("link", { name: "Companies to verify" })).toHaveAttribute("href", "#users");
    expect(within(numbers).getByRole("link", { name: "Open disputes" })).toHaveAttribute("href", "#disputes");
    expect(within(numbers).getByRole("link", { name: "Pending withdrawals" })).toHaveAttribute("href", "/wallet");
    expect(within(numbers).getByText("₹1,500.00")).toBeInTheDocument();
    expect(within(numbers).getByRole("link", { name: "Open support tickets" })).toHaveAttribute(
      "href",
      "/help?tab=tickets",
    );
    expect(within(numbers).getByText("6")).toBeInTheDocument();

    const list = await screen.findByRole("list", { name: "Users" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText("Email unverified")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("button", { name: "Verify company Acme" })).toBeEnabled();
    expect(within(rows[1]!).getByRole("button", { name: "View certificate of Acme" })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole("button", { name: "Suspend Ada Admin" })).toBeDisabled();
    expect(screen.getByLabelText("Search users")).toBeInTheDocument();
    expect(screen.getByLabelText("Role")).toBeInTheDocument();
    expect(screen.getByLabelText("Status")).toBeInTheDocument();
  });

  it("suspends after the confirmation, then refetches the list and the dashboard's numbers", async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({ users: [adminUser()] });
    renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Suspend Farah Ali" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Farah Ali?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    const statsBefore = calls(fetchMock, "/api/dashboard");
    const usersBefore = calls(fetchMock, "/api/admin/users");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));

    expect(await screen.findByText("The account has been suspended.")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/admin/users/11111111-1111-4111-8111-111111111111/suspend", "POST")).toBe(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = within(screen.getByRole("list", { name: "Users" })).getByRole("listitem");
    await waitFor(() => expect(within(row).getByText("Suspended")).toBeInTheDocument());
    expect(within(row).getByRole("button", { name: "Restore Farah Ali" })).toBeInTheDocument();
    expect(calls(fetchMock, "/api/dashboard")).toBeGreaterThan(statsBefore);
    expect(calls(fetchMock, "/api/admin/users")).toBeGreaterThan(usersBefore);
  });

  it("shows the server's sentence when a suspension is refused", async () => {
    const user = userEvent.setup();
    stubAdminApi({
      users: [adminUser()],
      suspendAnswer: jsonResponse(422, {
        success: false,
        code: "BUSINESS_RULE",
        message: "Administrator accounts cannot be suspended.",
      }),
    });
    renderDashboard();

    await user.click(await screen.findByRole("button", { name: "Suspend Farah Ali" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    // In the dialog, which stays open, and not only in the toast that is gone after a second.
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Administrator accounts cannot be suspended.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      within(within(screen.getByRole("list", { name: "Users" })).getByRole("listitem")).getByText("Active"),
    ).toBeInTheDocument();
  });

  it("asks before verifying a company, like before a suspension, and verifies only on yes", async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({ users: [acme] });
    renderDashboard();
    const verifyPath = "/api/admin/companies/33333333-3333-4333-8333-333333333333/verify";

    await user.click(await screen.findByRole("button", { name: "Verify company Acme" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify Acme?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    expect(calls(fetchMock, verifyPath, "POST")).toBe(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(fetchMock, verifyPath, "POST")).toBe(0);

    await user.click(screen.getByRole("button", { name: "Verify company Acme" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Verify Acme?" })).getByRole("button", {
        name: "Verify company",
      }),
    );
    expect(await screen.findByText("The company is now verified.")).toBeInTheDocument();
    expect(calls(fetchMock, verifyPath, "POST")).toBe(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("greets the admin with the panel's name, not a first name", async () => {
    stubAdminApi({ users: [] });
    useAuthStore.getState().setUser(makeUser({ id: admin.id, fullName: "Crewlance Admin", role: "ADMIN" }));
    renderDashboard();
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeInTheDocument();
    expect(screen.queryByText(/Crewlance$/)).not.toBeInTheDocument();
  });

  it("says so honestly when no account matches the filters", async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({ users: [] });
    renderDashboard();
    await user.selectOptions(await screen.findByLabelText("Status"), "SUSPENDED");
    expect(await screen.findByText("No users match")).toBeInTheDocument();
    const lastList = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .filter((url) => url.pathname === "/api/admin/users")
      .at(-1);
    expect(lastList?.searchParams.get("status")).toBe("SUSPENDED");
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("No users yet")).toBeInTheDocument();
  });

  it("keeps its filters in the address: a shared link opens the same search, and a bad value is not sent", async () => {
    const user = userEvent.setup();
    const fetchMock = stubAdminApi({ users: [acme] });
    const { router } = renderRoutes(
      [{ path: "/dashboard", element: <DashboardScreen /> }],
      ["/dashboard?q=chandra&role=COMPANY&status=BANNED&page=2"],
    );
    expect(await screen.findByLabelText("Search users")).toHaveValue("chandra");
    expect(screen.getByLabelText("Role")).toHaveValue("COMPANY");
    expect(screen.getByLabelText("Status")).toHaveValue("");
    await screen.findByText("Chandra Rao");
    const firstList = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === "/api/admin/users");
    expect(Object.fromEntries(firstList?.searchParams ?? [])).toEqual({ q: "chandra", role: "COMPANY", page: "2" });

    // A changed filter goes back to page 1 and into the address.
    await user.selectOptions(screen.getByLabelText("Status"), "ACTIVE");
    await waitFor(() => expect(router.state.location.search).toBe("?q=chandra&role=COMPANY&status=ACTIVE"));
  });

  it("says in the panel when a certificate cannot be opened", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "open").mockReturnValue(null);
    stubAdminApi({ users: [acme] });
    renderDashboard();
    await user.click(await screen.findByRole("button", { name: "View certificate of Acme" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The certificate file is missing.");
  });
});

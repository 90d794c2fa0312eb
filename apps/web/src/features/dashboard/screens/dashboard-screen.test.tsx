import type { TRole } from "@crewlance/contracts/enums";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { companyDashboard, freelancerDashboard, notification, zeroMonths } from "../dashboard-fixtures";
import DashboardScreen from "./dashboard-screen";

function signIn(role: TRole) {
  useAuthStore.getState().setAuth({
    user: makeUser({ role, fullName: role === "COMPANY" ? "Asha Rao" : "Ravi Kumar" }),
    accessToken: "access",
    refreshToken: "refresh",
  });
}

function renderDashboard() {
  renderRoutes([{ path: "/dashboard", element: <DashboardScreen /> }], ["/dashboard"]);
}

const withSpend = (amount: number) => zeroMonths().map((month, index) => (index === 11 ? { ...month, amount } : month));

describe("the dashboard screen", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  it("shows a skeleton in every widget while the one request is under way", async () => {
    signIn("COMPANY");
    const fetchMock = stubFetch(() => new Promise<Response>(() => {}));
    renderDashboard();
    const numbers = await screen.findByRole("region", { name: "Your numbers" });
    expect(within(numbers).getAllByText("Loading")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "Open tasks" })).toBeInTheDocument();
    // As many rows of the final size as the dashboard sends at most, beside the "Loading" item.
    const openTasks = screen.getByRole("heading", { name: "Open tasks" }).closest("div.flex-col, .p-0")!;
    expect(openTasks.querySelectorAll("li[aria-hidden]")).toHaveLength(5);
    expect(screen.getByRole("heading", { name: "Recent activity" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe("/api/dashboard");
  });

  it("keeps a row of a task's size for each recommendation a freelancer may get while loading", async () => {
    signIn("FREELANCER");
    stubFetch(() => new Promise<Response>(() => {}));
    renderDashboard();
    const heading = await screen.findByRole("heading", { name: "Recommended for you" });
    expect(heading.closest(".p-0")!.querySelectorAll("li[aria-hidden]")).toHaveLength(4);
  });

  it("gives a company with nothing yet a next step in each widget", async () => {
    signIn("COMPANY");
    stubFetch(() => jsonResponse(200, { success: true, data: companyDashboard() }));
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "No open tasks" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a task" })).toHaveAttribute("href", "/post-task");
    expect(screen.getByText(/Your spending shows here month by month/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your projects" })).toHaveAttribute("href", "/project-management");
    expect(screen.getByRole("heading", { name: "Nothing has happened yet" })).toBeInTheDocument();
    expect(screen.getByText("Fund a milestone to start work")).toBeInTheDocument();
  });

  it("shows a company's figures, tasks to review, spend per month as a table and recent activity", async () => {
    signIn("COMPANY");
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: companyDashboard({
          openTasks: 2,
          applicationsToReview: 3,
          activeProjects: 1,
          escrowHeld: 4_725_000,
          spendByMonth: withSpend(150_000),
          newestOpenTasks: [
            { id: "t1", title: "Build a React dashboard", toReview: 3, publishedAt: "2026-11-20T10:00:00.000Z" },
          ],
          recentActivity: [notification()],
        }),
      }),
    );
    renderDashboard();
    const numbers = await screen.findByRole("region", { name: "Your numbers" });
    const tile = (name: string) => within(numbers).getByRole("link", { name }).closest("div")!;
    expect(await within(numbers).findByText("₹47,250.00")).toBeInTheDocument();
    expect(within(tile("Proposals to review")).getByText("3")).toBeInTheDocument();
    expect(within(numbers).getByRole("link", { name: "Escrow held" })).toHaveAttribute("href", "/wallet");
    expect(within(numbers).getByText("47.3K INR")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Build a React dashboard.*3 to review/ })).toHaveAttribute(
      "href",
      "/tasks/t1",
    );

    const table = screen.getByRole("table", { name: /Spending per month/ });
    const november = within(table).getByRole("row", { name: /November 2026/ });
    expect(within(november).getByText("₹1,500.00")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    await userEvent.click(screen.getByRole("button", { name: "Show table" }));
    expect(screen.getByRole("button", { name: "Show chart" })).toHaveAttribute("aria-pressed", "true");

    expect(screen.getByRole("button", { name: /New proposal on Build a React dashboard/ })).toBeInTheDocument();
  });

  it("shows a freelancer's applications by status, matching tasks and earnings", async () => {
    signIn("FREELANCER");
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: freelancerDashboard({
          applicationsByStatus: { PENDING: 3, SHORTLISTED: 1, ACCEPTED: 2, REJECTED: 4, WITHDRAWN: 1 },
          activeProjects: 2,
          earningsByMonth: withSpend(4_500_000),
          recommendedTasks: [
            {
              id: "t2",
              title: "Write a Go service",
              companyName: "Acme Logistics",
              budgetType: "FIXED",
              budgetMin: 1_000_000,
              budgetMax: 3_000_000,
              match: { matched: 1, total: 2 },
            },
          ],
        }),
      }),
    );
    renderDashboard();
    const shortlisted = await screen.findByRole("link", { name: /Shortlisted\s*1/ });
    expect(shortlisted).toHaveAttribute("href", "/my-applications?status=SHORTLISTED");
    const numbers = screen.getByRole("region", { name: "Your numbers" });
    expect(within(numbers).getByRole("link", { name: "Proposals waiting" }).closest("div")).toHaveTextContent("4");
    expect(within(numbers).getByRole("link", { name: "Earned this month" }).closest("div")).toHaveTextContent(
      "45.0K INR",
    );
    const task = screen.getByRole("link", { name: /Write a Go service/ });
    expect(task).toHaveAttribute("href", "/tasks/t2");
    expect(within(task).getByText("1 of 2 skills")).toBeInTheDocument();
    expect(within(task).getByText(/Acme Logistics/)).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /Earnings per month/ });
    expect(within(table).getByRole("row", { name: /November 2026/ })).toHaveTextContent("₹45,000.00");
  });

  it("asks a freelancer without skills to add some, and says how earnings will appear", async () => {
    signIn("FREELANCER");
    stubFetch(() => jsonResponse(200, { success: true, data: freelancerDashboard({ hasSkills: false }) }));
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "No matching tasks right now" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add skills" })).toHaveAttribute("href", "/profile");
    expect(screen.getByText(/You have not sent a proposal yet/)).toBeInTheDocument();
    expect(screen.getByText(/Your earnings show here month by month/)).toBeInTheDocument();
  });

  it("says when the dashboard cannot be loaded and tries again on request", async () => {
    signIn("FREELANCER");
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse(500, { success: false, code: "INTERNAL", message: "Something went wrong on our side." })
        : jsonResponse(200, { success: true, data: freelancerDashboard() }),
    );
    renderDashboard();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong on our side.");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "No matching tasks right now" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

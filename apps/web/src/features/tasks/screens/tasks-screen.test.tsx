import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { makeTaskCard } from "../testing";
import TasksScreen from "./tasks-screen";

const page = (items: unknown[]) => ({
  success: true,
  data: { items, pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 12 } },
});

const routes = [{ path: "/tasks", element: <TasksScreen /> }];

describe("/tasks", () => {
  beforeEach(() =>
    useAuthStore.getState().setAuth({
      user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    }),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  it("lists open tasks with the budget in the short format, the company's reputation, the match and 'Applied'", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, page([makeTaskCard({ applied: true })])));
    renderRoutes(routes, ["/tasks"]);
    expect(await screen.findByRole("link", { name: "Analytics dashboard in React" })).toHaveAttribute(
      "href",
      "/tasks/11111111-1111-4111-8111-111111111111",
    );
    expect(screen.getByText("40.0K INR – 50.0K INR")).toBeInTheDocument();
    expect(screen.getByText("2 of 3 skills")).toBeInTheDocument();
    expect(screen.getByText("Applied")).toBeInTheDocument();
    expect(screen.getByText("12 tasks posted")).toBeInTheDocument();
    expect(screen.getByText("75% hire rate")).toBeInTheDocument();
    expect(screen.getByText("3 applications")).toBeInTheDocument();
    expect(screen.getByText("1 open task")).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/api/tasks");
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: "relevance", page: "1", limit: "12" });
  });

  it("sends the address's filters (budget in paise) and, when nothing matches, names the filters to loosen", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, page([])));
    const { router } = renderRoutes(routes, ["/tasks?category=DESIGN&minBudget=60000&posted=7&sort=budget_desc"]);
    expect(await screen.findByRole("heading", { name: "No tasks match" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "No open task matches category Design and creative, budget from 60,000 INR and posted in the last 7 days. Try loosening one of those filters.",
      ),
    ).toBeInTheDocument();
    const params = new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams;
    expect(params.get("category")).toBe("DESIGN");
    expect(params.get("minBudget")).toBe("6000000");
    expect(params.get("postedWithinDays")).toBe("7");
    expect(params.get("sort")).toBe("budget_desc");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("writes a filter into the address and goes back to page 1", async () => {
    stubFetch(() => jsonResponse(200, page([makeTaskCard()])));
    const { router } = renderRoutes(routes, ["/tasks?page=2&budgetType=FIXED"]);
    await screen.findByRole("link", { name: "Analytics dashboard in React" });
    await userEvent.selectOptions(screen.getByLabelText("Experience level"), "EXPERT");
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        budgetType: "FIXED",
        experienceLevel: "EXPERT",
      }),
    );
  });

  it("does not ask for a minimum budget above the maximum, and says so on the field", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, page([])));
    renderRoutes(routes, ["/tasks?minBudget=5000&maxBudget=100"]);
    expect(await screen.findByRole("heading", { name: "Check the budget filter" })).toBeInTheDocument();
    expect(screen.getByText("The maximum budget must be at least the minimum budget.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a company its own tasks with their proposals to review", async () => {
    useAuthStore.getState().setAuth({
      user: makeUser({ role: "COMPANY", emailVerified: true, onboardingCompleted: true }),
      accessToken: "access",
      refreshToken: "refresh",
    });
    const fetchMock = stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: {
          items: [
            {
              id: "11111111-1111-4111-8111-111111111111",
              title: "Analytics dashboard in React",
              status: "OPEN",
              category: "WEB_DEVELOPMENT",
              skills: ["React"],
              budgetType: "FIXED",
              budgetMin: 4_000_000,
              budgetMax: 5_000_000,
              deadline: "2099-01-31",
              createdAt: "2026-11-20T09:00:00.000Z",
              publishedAt: "2026-11-20T10:00:00.000Z",
              applicationCounts: { PENDING: 4, SHORTLISTED: 1, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
              projectId: null,
            },
          ],
          pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 },
          statusCounts: { DRAFT: 2, OPEN: 1, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 },
        },
      }),
    );
    renderRoutes(routes, ["/tasks"]);
    expect(await screen.findByText("4 to review")).toBeInTheDocument();
    expect(screen.getByText("5 applications")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Draft\s*2$/ })).toHaveAttribute("aria-pressed", "false");
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).pathname).toBe("/api/tasks/mine");
  });
});

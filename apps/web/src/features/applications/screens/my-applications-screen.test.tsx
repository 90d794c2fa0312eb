import type { TMyApplicationItem } from "@crewlance/contracts/applications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import MyApplicationsScreen from "./my-applications-screen";

const item = (overrides: Partial<TMyApplicationItem>): TMyApplicationItem => ({
  id: "33333333-3333-4333-8333-333333333333",
  status: "PENDING",
  proposedAmount: 4_500_000,
  estimatedDays: 14,
  rejectionReason: null,
  match: { matched: 2, total: 3 },
  projectId: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  task: {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Analytics dashboard in React",
    status: "OPEN",
    category: "WEB_DEVELOPMENT",
    budgetType: "FIXED",
    budgetMin: 4_000_000,
    budgetMax: 5_000_000,
    deadline: "2099-01-31",
    company: { id: "22222222-2222-4222-8222-222222222222", name: "Mehta Labs", logoUrl: null },
  },
  ...overrides,
});

const answer = (items: TMyApplicationItem[]) =>
  jsonResponse(200, {
    success: true,
    data: {
      items,
      pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 20 },
      counts: { PENDING: 1, SHORTLISTED: 0, ACCEPTED: 1, REJECTED: 2, WITHDRAWN: 0 },
    },
  });

const routes = [{ path: "/my-applications", element: <MyApplicationsScreen /> }];

describe("/my-applications", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says which proposals went as a team, naming the team", async () => {
    const team = {
      id: "77777777-7777-4777-8777-777777777777",
      name: "Pixel Forge",
      avatarUrl: null,
      visibility: "PUBLIC",
    } as const;
    stubFetch(() =>
      answer([
        item({ team }),
        item({
          id: "44444444-4444-4444-8444-444444444444",
          team: null,
          task: { ...item({}).task, title: "Logo for a café" },
        }),
      ]),
    );
    renderRoutes(routes, ["/my-applications"]);
    const asTeam = await screen.findByRole("article", { name: "Proposal to Analytics dashboard in React" });
    expect(asTeam).toHaveTextContent("Sent as the team Pixel Forge");
    expect(within(asTeam).getByRole("link", { name: "Pixel Forge" })).toHaveAttribute("href", `/team/${team.id}`);
    const alone = screen.getByRole("article", { name: "Proposal to Logo for a café" });
    expect(alone).not.toHaveTextContent("Sent as the team");
  });

  it("shows tabs with counts, the offer, a link to the project once accepted, and keeps the tab in the address", async () => {
    const fetchMock = stubFetch(() =>
      answer([
        item({}),
        item({
          id: "44444444-4444-4444-8444-444444444444",
          status: "ACCEPTED",
          projectId: "55555555-5555-4555-8555-555555555555",
          task: {
            ...item({}).task,
            id: "66666666-6666-4666-8666-666666666666",
            title: "Logo for a café",
            status: "IN_PROGRESS",
          },
        }),
      ]),
    );
    const { router } = renderRoutes(routes, ["/my-applications"]);
    const accepted = await screen.findByRole("article", { name: "Proposal to Logo for a café" });
    expect(within(accepted).getByRole("link", { name: "Open the project" })).toHaveAttribute(
      "href",
      "/project-management/55555555-5555-4555-8555-555555555555",
    );
    expect(within(accepted).queryByRole("button", { name: "Withdraw" })).not.toBeInTheDocument();
    const pending = screen.getByRole("article", { name: "Proposal to Analytics dashboard in React" });
    expect(within(pending).getByText("45.0K INR in 14 days")).toBeInTheDocument();
    expect(within(pending).getByRole("link", { name: "Analytics dashboard in React" })).toHaveAttribute(
      "href",
      "/tasks/11111111-1111-4111-8111-111111111111",
    );
    expect(screen.getByRole("button", { name: /^All\s*4$/ })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: /^Rejected\s*2$/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=REJECTED"));
    await waitFor(() =>
      expect(new URL(String(fetchMock.mock.calls.at(-1)?.[0])).searchParams.get("status")).toBe("REJECTED"),
    );
  });

  it("withdraws a pending proposal after saying what happens", async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === "POST" ? jsonResponse(200, { success: true, data: {} }) : answer([item({})]),
    );
    renderRoutes(routes, ["/my-applications"]);
    const row = await screen.findByRole("article", { name: "Proposal to Analytics dashboard in React" });
    await userEvent.click(within(row).getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("The company no longer sees your proposal to “Analytics dashboard in React”.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw proposal" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith("/applications/33333333-3333-4333-8333-333333333333/withdraw"),
        ),
      ).toBe(true),
    );
  });

  it("says what a tab will hold when it is empty", async () => {
    stubFetch(() => answer([]));
    renderRoutes(routes, ["/my-applications?status=SHORTLISTED"]);
    expect(await screen.findByRole("heading", { name: "No shortlisted proposals" })).toBeInTheDocument();
    expect(screen.getByText("When a company shortlists your proposal, it shows here.")).toBeInTheDocument();
  });
});

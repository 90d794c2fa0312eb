import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, FREELANCER, makeListItem, ok, renderProjects, stubProjectsApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) =>
  ok({ items, pagination: { currentPage: 1, limit: 20, totalCount: items.length, totalPages: 1 } });

describe("projects list", () => {
  it("shows each card with the other party, the progress, the next milestone and what waits on the viewer", async () => {
    stubProjectsApi({
      "GET /projects": () =>
        page([
          makeListItem({
            paidAmount: 1_500_000,
            totalAmount: 4_500_000,
            nextMilestone: {
              id: "66666666-6666-4666-8666-666666666666",
              title: "Landing page",
              dueDate: "2026-12-05",
              status: "PENDING",
            },
            waitingOnViewer: "Fund milestone 2",
          }),
        ]),
    });
    renderProjects("COMPANY");
    const card = await screen.findByRole("article");
    expect(within(card).getByText(FREELANCER.name)).toBeInTheDocument();
    expect(within(card).getByText(/paid of 45.0K INR/)).toHaveTextContent("15.0K INR paid of 45.0K INR");
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
    expect(within(card).getByText("Landing page")).toBeInTheDocument();
    expect(within(card).getByText("Fund milestone 2")).toBeInTheDocument();
  });

  it("marks an hourly project and shows its hours this week and what waits on the viewer", async () => {
    const hourly = makeListItem({ kind: "HOURLY", waitingOnViewer: null });
    stubProjectsApi({
      "GET /projects": () => page([hourly]),
      "GET /hourly/summaries": () =>
        ok({
          items: [
            {
              projectId: hourly.id,
              status: "ACTIVE",
              rate: 80_000,
              minutesThisWeek: 390,
              weeklyLimitHours: 10,
              waitingOnViewer: "Review last week's hours by 4 Dec.",
            },
          ],
        }),
    });
    renderProjects("COMPANY");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Hourly")).toBeInTheDocument();
    expect(await within(card).findByText("6 h 30 min of 10 h this week")).toBeInTheDocument();
    expect(within(card).getByText("₹800/hour")).toBeInTheDocument();
    expect(within(card).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "65");
    expect(within(card).getByText("Review last week's hours by 4 Dec.")).toBeInTheDocument();
    expect(within(card).queryByText(/paid of/)).not.toBeInTheDocument();
  });

  it("keeps the status tab in the address and asks the API for that status", async () => {
    const mock = stubProjectsApi({ "GET /projects": () => page([]) });
    const { router } = renderProjects("FREELANCER", "?tab=disputed");
    expect(await screen.findByRole("tab", { name: "Disputed" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No disputes")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(mock, "GET /projects").length).toBeGreaterThan(0));
    expect(new URL(String(callsTo(mock, "GET /projects")[0]?.[0])).searchParams.get("status")).toBe("DISPUTED");

    await userEvent.click(screen.getByRole("tab", { name: "Completed" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=completed"));
    await waitFor(() =>
      expect(
        callsTo(mock, "GET /projects").some(
          ([input]) => new URL(String(input)).searchParams.get("status") === "COMPLETED",
        ),
      ).toBe(true),
    );
    await userEvent.click(screen.getByRole("tab", { name: "Active" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("moves between tabs with the arrow keys", async () => {
    stubProjectsApi({ "GET /projects": () => page([]) });
    const { router } = renderProjects("FREELANCER");
    const active = await screen.findByRole("tab", { name: "Active" });
    active.focus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(router.state.location.search).toBe("?tab=completed"));
    expect(screen.getByRole("tab", { name: "Completed" })).toHaveFocus();
  });
});

import type { TSavedSearch } from "@crewlance/contracts/saved-searches";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import SavedSearchesScreen from "./saved-searches-screen";

const react: TSavedSearch = {
  id: "00000000-0000-4000-8000-000000000001",
  kind: "tasks",
  name: "React work",
  query: { q: "react", minBudget: 100_000, sort: "relevance" },
  alerts: "instant",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const designers: TSavedSearch = {
  id: "00000000-0000-4000-8000-000000000002",
  kind: "freelancers",
  name: "Designers",
  query: { location: "Pune", sort: "relevance" },
  alerts: "off",
  createdAt: "2026-11-02T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
};

const json = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { "content-type": "application/json" },
    }),
  );

function renderScreen() {
  const router = createMemoryRouter([{ path: "/saved-searches", element: <SavedSearchesScreen /> }], {
    initialEntries: ["/saved-searches"],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("saved searches screen", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says what to do when nothing is saved", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => json({ items: [], max: 50 })),
    );
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No saved searches yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search tasks" })).toHaveAttribute("href", "/tasks?view=browse");
  });

  it("lists each search with Run and its alerts, and deletes one after asking", async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      init?.method === "DELETE" ? json({ id: react.id }) : json({ items: [react, designers], max: 50 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderScreen();
    expect(await screen.findByRole("link", { name: "Run “React work”" })).toHaveAttribute(
      "href",
      "/tasks?view=browse&q=react&minBudget=1000",
    );
    expect(screen.getByRole("link", { name: "Run “Designers”" })).toHaveAttribute("href", "/freelancers?location=Pune");
    expect(screen.getByRole("combobox", { name: "Alerts" })).toHaveValue("instant");
    expect(screen.getByText("No alerts for freelancer searches")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Delete “React work”" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this saved search?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => init?.method === "DELETE" && String(url).endsWith(`/api/saved-searches/${react.id}`),
        ),
      ).toBe(true),
    );
  });
});

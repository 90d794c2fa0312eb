import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SaveSearchButton } from "./save-search-button";

const query = {
  q: "kotlin",
  category: "MOBILE_DEVELOPMENT",
  minBudget: 100_000,
  sort: "relevance",
  page: 2,
  limit: 12,
};

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SaveSearchButton kind="tasks" query={query} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Save search", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a name, then sends the list's query with the alerts chosen", async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ success: true, data: { id: "x", name: "Kotlin gigs" } }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderButton();
    await userEvent.click(screen.getByRole("button", { name: "Save search" }));
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("kotlin");
    await userEvent.clear(name);
    await userEvent.click(screen.getAllByRole("button", { name: "Save search" }).at(-1)!);
    expect(await screen.findByText("Give the search a name.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(name, "Kotlin gigs");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Alerts" }), "daily");
    await userEvent.click(screen.getAllByRole("button", { name: "Save search" }).at(-1)!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/saved-searches$/);
    expect(JSON.parse(String(init?.body))).toEqual({ kind: "tasks", name: "Kotlin gigs", alerts: "daily", query });
  });
});

import type { TFreelancerListItem } from "@crewlance/contracts/freelancers";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchFirstPage } from "../api";
import FreelancersScreen from "./freelancers-screen";

const priya: TFreelancerListItem = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Priya Sharma",
  avatarUrl: null,
  headline: "Full-stack developer",
  skills: ["React", "Node.js"],
  hourlyRate: 150_000,
  experienceLevel: "EXPERT",
  availability: "AVAILABLE",
  location: "Bengaluru",
  rating: 4.9,
  reviewsCount: 27,
};

/** The directory's page; the cards' Save toggles ask for the saved ids, none here (decision 0103). */
function answer(url: string, items: TFreelancerListItem[]) {
  const body = url.includes("/api/favourites/ids")
    ? { success: true, data: { kind: "freelancer", ids: [] } }
    : {
        success: true,
        data: { items, pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 12 } },
      };
  return Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }),
  );
}

const directoryCalls = (mock: { mock: { calls: unknown[][] } }) =>
  mock.mock.calls.filter(([url]) => String(url).includes("/api/user/freelancers"));

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderAt(path: string, client = newClient()) {
  const router = createMemoryRouter([{ path: "/freelancers", element: <FreelancersScreen /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("freelancer directory", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists freelancers with their rate in the short format", async () => {
    const fetchMock = vi.fn((url: string) => answer(url, [priya]));
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/freelancers");
    expect(await screen.findByRole("link", { name: /Priya Sharma/ })).toHaveAttribute(
      "href",
      `/freelancers/${priya.id}`,
    );
    expect(screen.getByText("1.5K INR")).toBeInTheDocument();
    expect(screen.getByText("1 freelancer")).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/api/user/freelancers");
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: "relevance", page: "1", limit: "12" });
  });

  it("takes over the first page asked for as the app started, without asking again", async () => {
    const fetchMock = vi.fn((url: string) => answer(url, [priya]));
    vi.stubGlobal("fetch", fetchMock);
    const client = newClient();
    prefetchFirstPage(client, new URLSearchParams("sort=rating&skills=React"));
    renderAt("/freelancers?sort=rating&skills=React", client);
    expect(await screen.findByRole("link", { name: /Priya Sharma/ })).toBeInTheDocument();
    expect(directoryCalls(fetchMock)).toHaveLength(1);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get("sort")).toBe("rating");
  });

  it("asks for nothing as the app starts when the address holds a refused rate", () => {
    const fetchMock = vi.fn((url: string) => answer(url, [priya]));
    vi.stubGlobal("fetch", fetchMock);
    prefetchFirstPage(newClient(), new URLSearchParams("minRate=-5"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends filters from the address (rates in paise) and offers to clear them when nothing matches", async () => {
    const fetchMock = vi.fn((url: string) => answer(url, []));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderAt("/freelancers?q=rust&minRate=500&experienceLevel=EXPERT&sort=rate_asc");
    expect(await screen.findByText("No freelancers match")).toBeInTheDocument();
    const params = new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams;
    expect(params.get("q")).toBe("rust");
    expect(params.get("minRate")).toBe("50000");
    expect(params.get("experienceLevel")).toBe("EXPERT");
    expect(params.get("sort")).toBe("rate_asc");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("does not send a minimum rate above the maximum, and says so on the field", async () => {
    const fetchMock = vi.fn((url: string) => answer(url, [priya]));
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/freelancers?minRate=2000&maxRate=500");
    expect(await screen.findByText("The maximum rate must be at least the minimum rate.")).toBeInTheDocument();
    expect(screen.getByLabelText("Max rate (INR/hr)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("heading", { name: "Check the rate filter" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/maxRate|minRate/);

    await userEvent.click(screen.getByRole("button", { name: "Clear the rates" }));
    expect(await screen.findByRole("link", { name: /Priya Sharma/ })).toBeInTheDocument();
    expect(directoryCalls(fetchMock)).toHaveLength(1);
  });

  it("refuses a negative rate typed into the filter without asking the API", async () => {
    const fetchMock = vi.fn((url: string) => answer(url, [priya]));
    vi.stubGlobal("fetch", fetchMock);
    renderAt("/freelancers?minRate=-5");
    expect(await screen.findByText("Enter a rate of 0 or more.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's sentence for a refused search, never a field's internal name", async () => {
    const body = {
      success: false,
      code: "VALIDATION_ERROR",
      message: "Some search filters are not valid.",
      errors: [{ path: "location", message: "Use at most 120 characters." }],
    };
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 400, headers: { "content-type": "application/json" } }),
      ),
    );
    renderAt("/freelancers?location=x");
    expect(await screen.findByText("Some search filters are not valid.")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("location field");
  });
});

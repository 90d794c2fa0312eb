import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { formatListTotal, type Page, PagedList } from "./paged-list";

type Row = { id: string; name: string };

function List({
  load,
  onPageChange = () => {},
}: {
  load: () => Promise<Page<Row>>;
  onPageChange?: (page: number) => void;
}) {
  const query = useQuery({ queryKey: ["rows"], queryFn: load });
  return (
    <PagedList
      query={query}
      errorTitle="Could not load rows"
      onPageChange={onPageChange}
      skeleton={<p>Loading rows</p>}
      empty={<p>No rows yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function renderList(load: () => Promise<Page<Row>>, onPageChange?: (page: number) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <List load={load} onPageChange={onPageChange} />
    </QueryClientProvider>,
  );
}

const page = (items: Row[], pagination: Partial<Page<Row>["pagination"]> = {}): Page<Row> => ({
  items,
  pagination: { totalCount: items.length, currentPage: 1, totalPages: 1, limit: 20, ...pagination },
});

describe("PagedList", () => {
  it("shows the skeleton, then the rows and the pages, and asks for the next page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderList(
      () => Promise.resolve(page([{ id: "1", name: "Ada" }], { totalCount: 40, totalPages: 2 })),
      onPageChange,
    );
    expect(screen.getByText("Loading rows")).toBeInTheDocument();
    expect(await screen.findByText("Ada")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 2");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("shows the empty state when the page has no rows", async () => {
    renderList(() => Promise.resolve(page([])));
    expect(await screen.findByText("No rows yet")).toBeInTheDocument();
  });

  it("shows the API's sentence and loads again on retry", async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Page<Row>>>()
      .mockRejectedValueOnce(new ApiError(503, { success: false, code: "DOWN", message: "The list is resting." }))
      .mockResolvedValueOnce(page([{ id: "1", name: "Ada" }]));
    renderList(load);
    expect(await screen.findByText("Could not load rows")).toBeInTheDocument();
    expect(screen.getByText("The list is resting.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Ada")).toBeInTheDocument();
  });

  it("says a capped total and its pages with a plus", async () => {
    renderList(() =>
      Promise.resolve(page([{ id: "1", name: "Ada" }], { totalCount: 1000, totalPages: 50, capped: true })),
    );
    expect(await screen.findByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 50+");
    expect(formatListTotal({ totalCount: 1000, capped: true })).toBe("1,000+");
    expect(formatListTotal({ totalCount: 999, capped: false })).toBe("999");
    expect(formatListTotal({ totalCount: 12 })).toBe("12");
  });
});

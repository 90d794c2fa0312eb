import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { oneOfFilter, pageFilter, readUrlFilters, textFilter, useUrlFilters, writeUrlFilters } from "./use-url-filters";

const fields = {
  q: textFilter(),
  status: oneOfFilter(["ACTIVE", "SUSPENDED"] as const, ""),
  sort: oneOfFilter(["newest", "oldest"] as const, "newest"),
  page: pageFilter(),
};

type Filters = { q: string; status: "" | "ACTIVE" | "SUSPENDED"; sort: "newest" | "oldest"; page: number };

describe("filters in the address", () => {
  it("reads defaults from an empty address and writes nothing back", () => {
    const filters = readUrlFilters(fields, new URLSearchParams());
    expect(filters).toEqual({ q: "", status: "", sort: "newest", page: 1 });
    expect(writeUrlFilters(fields, filters)).toEqual({});
  });

  it("drops values a filter does not take instead of sending them", () => {
    const filters = readUrlFilters(fields, new URLSearchParams("status=BANNED&sort=random&page=0&q=ada"));
    expect(filters).toEqual({ q: "ada", status: "", sort: "newest", page: 1 });
    expect(readUrlFilters(fields, new URLSearchParams("page=2.5")).page).toBe(1);
    expect(readUrlFilters(fields, new URLSearchParams("page=abc")).page).toBe(1);
  });

  it("round-trips every non-default value", () => {
    const filters: ReturnType<typeof readUrlFilters<Filters>> = {
      q: "react dev",
      status: "SUSPENDED",
      sort: "oldest",
      page: 3,
    };
    const params = new URLSearchParams(writeUrlFilters(fields, filters));
    expect(params.toString()).toBe("q=react+dev&status=SUSPENDED&sort=oldest&page=3");
    expect(readUrlFilters(fields, params)).toEqual(filters);
  });

  it("keeps both of two changes made before the page renders again", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={["/tasks?page=2"]}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ ...useUrlFilters<Filters>(fields), location: useLocation() }), { wrapper });
    act(() => {
      // A search committed as the focus leaves the box, then a filter chosen in the same moment.
      result.current.setFilters({ q: "figma" });
      result.current.setFilters({ status: "ACTIVE" });
    });
    expect(result.current.location.search).toBe("?q=figma&status=ACTIVE");
    expect(result.current.filters).toMatchObject({ q: "figma", status: "ACTIVE", page: 1 });
  });
});

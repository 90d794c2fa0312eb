import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Fragment, StrictMode } from "react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppToaster } from "@/lib/toast";

/**
 * Renders routes in a memory router and a fresh query client, with the toaster on screen.
 * `strict` double-runs effects the way development does, to catch effects that are not idempotent.
 * `queryData` seeds the cache, for queries a screen makes that the test is not about.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: InitialEntry[],
  { strict = false, queryData = [] }: { strict?: boolean; queryData?: Array<[QueryKey, unknown]> } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const Wrapper = strict ? StrictMode : Fragment;
  render(
    <Wrapper>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster duration={60_000} />
      </QueryClientProvider>
    </Wrapper>,
  );
  return { router, queryClient };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Stubs fetch with a handler; returns the mock to read the calls from. */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The parsed JSON body of one stubbed fetch call. */
export const sentBody = (mock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call]?.[1]?.body ?? "null"));

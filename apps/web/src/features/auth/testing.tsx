import type { TUser } from "@crewlance/contracts/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { AppToaster } from "@/lib/toast";

/** Renders routes in a memory router and a fresh query client, with the toaster on screen. */
export function renderRoutes(routes: RouteObject[], initialEntries: InitialEntry[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster duration={60_000} />
    </QueryClientProvider>,
  );
  return { router };
}

export const stub = (path: string) => ({ path, element: <p>{`screen ${path}`}</p> });

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

export const sentBody = (mock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call]?.[1]?.body ?? "null"));

export function makeUser(overrides: Partial<TUser> = {}): TUser {
  return {
    id: "7c1b7f4e-3f59-4b8e-9d6f-0a4b8a1f2c3d",
    fullName: "Asha Rao",
    email: "asha@example.com",
    role: "FREELANCER",
    status: "ACTIVE",
    emailVerified: false,
    onboardingCompleted: false,
    phone: null,
    phoneVerified: false,
    avatarUrl: null,
    bannerUrl: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    freelancerProfile: null,
    companyProfile: null,
    ...overrides,
  };
}

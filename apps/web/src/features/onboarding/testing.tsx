import type { TUser } from "@crewlance/contracts/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { useAuthStore } from "@/features/auth/store";
import { AppToaster } from "@/lib/toast";
import OnboardingScreen from "./screens/onboarding-screen";

export function renderOnboarding(role: TUser["role"]) {
  useAuthStore.getState().setAuth({ user: makeUser(role), accessToken: "access", refreshToken: "refresh" });
  const router = createMemoryRouter(
    [
      { path: "/onboarding", element: <OnboardingScreen /> },
      { path: "/dashboard", element: <p>dashboard</p> },
      { path: "/auth/login", element: <p>login</p> },
    ],
    { initialEntries: ["/onboarding"] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster duration={60_000} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export function stubFetch(handler: (url: string, init: RequestInit) => Response) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  vi.stubGlobal("fetch", mock);
  return mock;
}

export function makeUser(role: TUser["role"], overrides: Partial<TUser> = {}): TUser {
  return {
    id: "7c1b7f4e-3f59-4b8e-9d6f-0a4b8a1f2c3d",
    fullName: "Asha Rao",
    email: "asha@example.com",
    role,
    status: "ACTIVE",
    emailVerified: true,
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

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

/** Renders a layout piece inside a memory router at `path`, with a login route to land on. */
export function renderAt(path: string, ui: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: "/auth/login", element: <p>Login screen</p> },
      { path: "*", element: ui },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

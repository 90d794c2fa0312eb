import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import TestEmailScreen from "./test-email-screen";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderScreen(handler: (url: string) => Response) {
  const fetch = vi.fn((input: RequestInfo | URL) => Promise.resolve(handler(String(input))));
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter([{ path: "/test-email-api", element: <TestEmailScreen /> }], {
    initialEntries: ["/test-email-api"],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

const messages = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    channel: "EMAIL",
    to: "asha@example.com",
    subject: "Your Crewlance verification code",
    text: "Your code is 482913. It expires in 10 minutes.",
    html: null,
    createdAt: "2025-05-01T10:00:00.000Z",
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    channel: "EMAIL",
    to: "ravi@example.com",
    subject: "Reset your Crewlance password",
    text: "Reset it here: http://localhost:3000/reset-password?token=abc123 (valid for 1 hour)",
    html: null,
    createdAt: "2025-05-01T11:00:00.000Z",
  },
];
const page = { items: messages, pagination: { totalCount: 2, currentPage: 1, totalPages: 1, limit: 20 } };

afterEach(() => vi.unstubAllGlobals());

describe("dev outbox screen", () => {
  it("lists messages newest first with codes to copy and links to follow", async () => {
    const fetch = renderScreen(() => json(200, { success: true, data: page }));
    const subjects = await screen.findAllByRole("heading", { level: 2 });
    expect(subjects.map((heading) => heading.textContent)).toEqual([
      "Reset your Crewlance password",
      "Your Crewlance verification code",
    ]);
    expect(screen.getByText("482913")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy code 482913" })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: "http://localhost:3000/reset-password?token=abc123" });
    expect(link).toHaveAttribute("href", "/reset-password?token=abc123");
    expect(link).not.toHaveAttribute("target");
    expect(String(fetch.mock.calls[0]?.[0])).toBe("http://localhost:3000/api/dev/outbox?page=1&limit=20");
  });

  it("filters by recipient: a fragment on this page, a full address on the server", async () => {
    const fetch = renderScreen(() => json(200, { success: true, data: page }));
    await screen.findByText("482913");
    await userEvent.type(screen.getByLabelText("Filter by recipient"), "ravi");
    expect(screen.queryByText("482913")).not.toBeInTheDocument();
    expect(screen.getByText("Reset your Crewlance password")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Filter by recipient"), "@example.com");
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain(
        "http://localhost:3000/api/dev/outbox?page=1&limit=20&to=ravi%40example.com",
      ),
    );
  });

  it("says the outbox is disabled when the API answers 404", async () => {
    renderScreen(() => json(404, { success: false, code: "NOT_FOUND", message: "Route not found." }));
    expect(await screen.findByText("The developer outbox is disabled in production.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear outbox" })).not.toBeInTheDocument();
  });

  it("keeps a refused clear's sentence on the page", async () => {
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    renderScreen((url) =>
      url.includes("/dev/outbox") && !url.includes("?")
        ? json(403, { success: false, code: "FORBIDDEN", message: "The outbox answers only this computer." })
        : json(200, { success: true, data: page }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Clear outbox" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The outbox answers only this computer.");
  });
});

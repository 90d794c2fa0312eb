import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import AccountSafetyScreen from "./account-safety-screen";

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });
const RAVI = "22222222-2222-4222-8222-222222222222";

const report = (n: number, status: "OPEN" | "ACTIONED" | "DISMISSED", itemLabel: string | null) => ({
  id: `77777777-7777-4777-8777-${String(n).padStart(12, "0")}`,
  itemKind: "MESSAGE",
  itemId: `88888888-8888-4888-8888-${String(n).padStart(12, "0")}`,
  itemLabel,
  reason: "OFF_PLATFORM",
  details: null,
  status,
  createdAt: "2026-11-20T09:30:00.000Z",
  closedAt: status === "OPEN" ? null : "2026-11-21T09:30:00.000Z",
});
const pagination = (currentPage: number, totalPages: number, totalCount: number) => ({
  currentPage,
  totalPages,
  totalCount,
  limit: 20,
  hasNext: currentPage < totalPages,
  hasPrev: currentPage > 1,
  capped: false,
});

type Routes = Record<string, (url: URL) => Response>;
function render(routes: Routes) {
  const mock = stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    return route
      ? route(url)
      : jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "FREELANCER", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/account/safety", element: <AccountSafetyScreen /> }], ["/account/safety"]);
  return mock;
}

describe("account safety screen", () => {
  it("lists the people I blocked and unblocks one after confirming", async () => {
    let blocks = [{ userId: RAVI, fullName: "Ravi Kumar", avatarUrl: null, blockedAt: "2026-11-20T09:30:00.000Z" }];
    const mock = render({
      "GET /safety/blocks": () => ok(blocks),
      [`DELETE /safety/blocks/${RAVI}`]: () => {
        blocks = [];
        return ok({ blocked: false });
      },
      "GET /safety/reports": () => ok({ items: [], pagination: pagination(1, 0, 0) }),
    });
    const list = await screen.findByRole("listitem");
    expect(within(list).getByText("Ravi Kumar")).toBeInTheDocument();
    expect(within(list).getByText("Blocked on 20 Nov 2026")).toBeInTheDocument();
    expect(await screen.findByText("No reports yet")).toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: "Unblock Ravi Kumar" }));
    const dialog = await screen.findByRole("dialog", { name: "Unblock Ravi Kumar?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unblock" }));
    expect(await screen.findByText("You haven't blocked anyone")).toBeInTheDocument();
    expect(mock.mock.calls.filter(([, init]) => init?.method === "DELETE")).toHaveLength(1);
    expect(await screen.findByText("You unblocked Ravi Kumar.")).toBeInTheDocument();
  });

  it("shows my reports with their status, a page at a time", async () => {
    const pages = [
      [report(1, "OPEN", "Message from Ravi Kumar"), report(2, "ACTIONED", "Logo design in 2 days")],
      [report(3, "DISMISSED", null)],
    ];
    const asked: string[] = [];
    render({
      "GET /safety/blocks": () => ok([]),
      "GET /safety/reports": (url) => {
        const page = Number(url.searchParams.get("page") ?? "1");
        asked.push(url.search);
        return ok({ items: pages[page - 1], pagination: pagination(page, 2, 3) });
      },
    });
    const first = await screen.findByText("Message from Ravi Kumar");
    expect(within(first.closest("li") as HTMLElement).getByText("Open")).toBeInTheDocument();
    const second = screen.getByText("Logo design in 2 days").closest("li") as HTMLElement;
    expect(within(second).getByText("Action taken")).toBeInTheDocument();
    expect(within(second).getByText(/Asks to pay or talk outside Crewlance/)).toBeInTheDocument();
    expect(screen.getByText("You haven't blocked anyone")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    const gone = await screen.findByText("Message no longer available");
    expect(within(gone.closest("li") as HTMLElement).getByText("Closed")).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain("?page=2&limit=20"));
  });

  it("shows the API's sentence when the list can't load", async () => {
    render({
      "GET /safety/blocks": () =>
        jsonResponse(403, { success: false, code: "FORBIDDEN", message: "Sign in again to see this page." }),
      "GET /safety/reports": () => ok({ items: [], pagination: pagination(1, 0, 0) }),
    });
    expect(await screen.findByText("Sign in again to see this page.")).toBeInTheDocument();
  });
});

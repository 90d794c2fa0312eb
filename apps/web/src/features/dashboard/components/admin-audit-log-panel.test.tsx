import type { TAdminAuditEntry } from "@crewlance/contracts/admin";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { AdminAuditLogPanel } from "./admin-audit-log-panel";

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = "33333333-3333-4333-8333-333333333333";

function entry(overrides: Partial<TAdminAuditEntry>): TAdminAuditEntry {
  return {
    id: crypto.randomUUID(),
    createdAt: "2026-11-22T10:05:00.000Z",
    admin: { id: "11111111-1111-4111-8111-111111111111", fullName: "Ada Admin" },
    action: "PROJECT_VIEWED",
    project: { id: PROJECT_ID, title: "Mobile app icons" },
    subjectId: null,
    ...overrides,
  };
}

const PAGES: Record<string, TAdminAuditEntry[]> = {
  "1": [
    entry({ action: "PROJECT_FILE_DOWNLOADED", subjectId: "44444444-4444-4444-8444-444444444444" }),
    entry({ createdAt: "2026-11-22T10:00:00.000Z" }),
  ],
  "2": [entry({ action: "TASK_VIEWED", admin: { id: "22222222-2222-4222-8222-222222222222", fullName: "Ben Admin" } })],
};

function renderPanel() {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  const mock = stubFetch((input) => {
    const url = new URL(input);
    if (url.pathname !== "/api/admin/audit-log") return jsonResponse(404, { success: false, code: "NOT_FOUND" });
    const page = url.searchParams.get("page") ?? "1";
    return jsonResponse(200, {
      success: true,
      data: {
        items: PAGES[page] ?? [],
        pagination: { totalCount: 3, currentPage: Number(page), totalPages: 2, limit: 2 },
      },
    });
  });
  renderRoutes(
    [
      { path: "/dashboard", element: <AdminAuditLogPanel /> },
      { path: "/project-management/:id", element: <p>Project screen</p> },
    ],
    ["/dashboard"],
  );
  return mock;
}

describe("the admin's audit log panel", () => {
  it("lists each read with its time, admin and action, linking the project", async () => {
    renderPanel();
    const list = await screen.findByRole("list", { name: "Audit log" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Ada Admin · Downloaded a file in Mobile app icons");
    expect(rows[0]).toHaveTextContent(formatDateTime(new Date("2026-11-22T10:05:00.000Z")));
    expect(rows[1]).toHaveTextContent("Viewed the project");
    expect(screen.getByText("3 reads")).toBeInTheDocument();
    const link = within(rows[0]!).getByRole("link", { name: "Mobile app icons" });
    expect(link).toHaveAttribute("href", `/project-management/${PROJECT_ID}`);
    await userEvent.click(link);
    expect(await screen.findByText("Project screen")).toBeInTheDocument();
  });

  it("pages through the log", async () => {
    const mock = renderPanel();
    await screen.findByRole("list", { name: "Audit log" });
    await userEvent.click(screen.getByRole("button", { name: /next/i }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Audit log" })).toHaveTextContent("Ben Admin"));
    expect(mock.mock.calls.some(([input]) => new URL(String(input)).searchParams.get("page") === "2")).toBe(true);
  });
});

import type { TDispute } from "@crewlance/contracts/projects";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { AdminDisputesQueue } from "./admin-disputes-queue";

afterEach(() => vi.unstubAllGlobals());

const company = { id: "11111111-1111-4111-8111-111111111111", name: "Acme Studio", avatarUrl: null };
const freelancer = { id: "22222222-2222-4222-8222-222222222222", name: "Asha Rao", avatarUrl: null };

const DISPUTE: TDispute = {
  id: "77777777-7777-4777-8777-777777777777",
  status: "OPEN",
  project: { id: "33333333-3333-4333-8333-333333333333", title: "Mobile app icons" },
  milestone: {
    id: "44444444-4444-4444-8444-444444444444",
    title: "Twelve icons",
    amount: 1_200_000,
    clientFee: 60_000,
    clientFeeGst: 10_800,
    frozenFrom: "SUBMITTED",
    submissions: [],
  },
  company,
  freelancer,
  openedBy: company,
  openedBySide: "COMPANY",
  reason: "Only eight of the twelve icons were delivered.",
  statements: [
    {
      author: company,
      side: "COMPANY",
      text: "Only eight of the twelve icons were delivered.",
      createdAt: "2026-11-22T10:00:00.000Z",
    },
    {
      author: freelancer,
      side: "FREELANCER",
      text: "The other four were dropped on a call.",
      createdAt: "2026-11-22T11:00:00.000Z",
    },
  ],
  history: [
    {
      id: "55555555-5555-4555-8555-555555555555",
      type: "MILESTONE_FUNDED",
      actor: company,
      text: "Acme Studio funded 'Twelve icons'",
      milestoneId: "44444444-4444-4444-8444-444444444444",
      boardItemId: null,
      amount: 1_260_000,
      createdAt: "2026-11-21T10:00:00.000Z",
    },
  ],
  resolution: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};

function stub(resolve: () => Response) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    if (key === "GET /admin/disputes")
      return jsonResponse(200, {
        success: true,
        data: { items: [DISPUTE], pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 } },
      });
    if (key === `POST /admin/disputes/${DISPUTE.id}/resolve`) return resolve();
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
}

function renderQueue() {
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  renderRoutes([{ path: "/dashboard", element: <AdminDisputesQueue /> }], ["/dashboard"]);
}

describe("the admin's disputes queue", () => {
  it("shows both sides' statements and the milestone's history", async () => {
    stub(() => jsonResponse(500, {}));
    renderQueue();
    const card = await screen.findByRole("article", { name: "Twelve icons" });
    expect(within(card).getByRole("region", { name: "Company's statement" })).toHaveTextContent(
      "Only eight of the twelve icons were delivered.",
    );
    expect(within(card).getByRole("region", { name: "Freelancer's statement" })).toHaveTextContent(
      "The other four were dropped on a call.",
    );
    expect(within(card).getByText("Acme Studio funded 'Twelve icons'")).toBeInTheDocument();
  });

  it("states what each outcome moves in exact amounts, then resolves a split with one Idempotency-Key", async () => {
    const mock = stub(() => jsonResponse(200, { success: true, data: { ...DISPUTE, status: "RESOLVED" } }));
    renderQueue();
    await userEvent.click(await screen.findByRole("button", { name: "Resolve" }));
    const dialog = await screen.findByRole("dialog", { name: "Resolve the dispute" });
    expect(within(dialog).getByText("Release ₹12,000.00 to Asha Rao")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Refund the company/ }));
    expect(
      within(dialog).getByText("Refund ₹12,708.00 (₹12,000.00 + ₹600.00 fee + ₹108.00 GST) to Acme Studio"),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: /Split/ }));
    await userEvent.type(within(dialog).getByLabelText("Freelancer's share (INR)"), "8000");
    expect(
      within(dialog).getByText(
        "Release ₹8,000.00 to Asha Rao and refund ₹4,000.00 with its share of the fee and its GST to Acme Studio",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Release ₹8,000.00, refund ₹4,000.00" }));
    expect(await within(dialog).findByText("Write a note to both sides.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Note to both sides"), "Eight of twelve delivered.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Release ₹8,000.00, refund ₹4,000.00" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const call = mock.mock.calls.find(([input]) => String(input).includes("/resolve"));
    const init = call?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      outcome: "SPLIT",
      freelancerAmount: 800_000,
      note: "Eight of twelve delivered.",
    });
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries a refused resolution under the same key, and sends a changed one under a new key", async () => {
    const mock = stub(() =>
      jsonResponse(503, { success: false, code: "UNAVAILABLE", message: "The ledger is busy. Try again." }),
    );
    const keys = () =>
      mock.mock.calls
        .filter(([input]) => String(input).includes("/resolve"))
        .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    renderQueue();
    await userEvent.click(await screen.findByRole("button", { name: "Resolve" }));
    const dialog = await screen.findByRole("dialog", { name: "Resolve the dispute" });
    await userEvent.type(within(dialog).getByLabelText("Note to both sides"), "All twelve were delivered.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Release ₹12,000.00" }));
    expect(await within(dialog).findByText("The ledger is busy. Try again.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again: release ₹12,000.00" }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);
    await userEvent.click(within(dialog).getByRole("radio", { name: /Split/ }));
    await userEvent.type(within(dialog).getByLabelText("Freelancer's share (INR)"), "6000");
    await userEvent.click(
      await within(dialog).findByRole("button", { name: "Try again: release ₹6,000.00, refund ₹6,000.00" }),
    );
    await waitFor(() => expect(keys()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
    expect(JSON.parse(String(mock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      outcome: "SPLIT",
      freelancerAmount: 600_000,
      note: "All twelve were delivered.",
    });
  });
});

import { OFF_PLATFORM_NOTICE, OFF_PLATFORM_WARNING } from "@crewlance/contracts/off-platform";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import { makeApplication, makeTask } from "../testing";
import TaskDetailScreen from "./task-detail-screen";

const TASK_ID = "11111111-1111-4111-8111-111111111111";
const routes = [{ path: "/tasks/:id", element: <TaskDetailScreen /> }];

function signInAs(role: "FREELANCER" | "COMPANY") {
  useAuthStore.getState().setAuth({
    user: makeUser({ role, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
}

describe("/tasks/{id}", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().reset();
  });

  describe("for the company that owns it", () => {
    beforeEach(() => signInAs("COMPANY"));

    it("ranks the proposals and confirms an accept with what will happen", async () => {
      const ravi = makeApplication();
      const meera = makeApplication({
        id: "55555555-5555-4555-8555-555555555555",
        applicant: { ...ravi.applicant, id: "66666666-6666-4666-8666-666666666666", fullName: "Meera Iyer" },
        match: { matched: 1, total: 3 },
      });
      const fetchMock = stubFetch((url, init) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}`)
          return jsonResponse(200, { success: true, data: makeTask({ isOwner: true }) });
        if (path === `/api/tasks/${TASK_ID}/applications`) {
          return jsonResponse(200, {
            success: true,
            data: {
              items: [ravi, meera],
              pagination: { totalCount: 2, currentPage: 1, totalPages: 1, limit: 20 },
              counts: { PENDING: 6, SHORTLISTED: 1, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
            },
          });
        }
        if (path === `/api/applications/${ravi.id}/accept` && init.method === "POST") {
          return jsonResponse(200, {
            success: true,
            data: { application: { ...ravi, status: "ACCEPTED" }, projectId: TASK_ID, rejectedCount: 6 },
          });
        }
        return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Not found." });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const card = await screen.findByRole("article", { name: "Proposal from Ravi Kumar" });
      expect(within(card).getByText("2 of 3 skills")).toBeInTheDocument();
      expect(within(card).getByText("45.0K INR")).toBeInTheDocument();
      expect(
        screen.getAllByRole("article", { name: /^Proposal from/ }).map((item) => item.getAttribute("aria-label")),
      ).toEqual(["Proposal from Ravi Kumar", "Proposal from Meera Iyer"]);
      await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog).toHaveTextContent(
        "Accepting creates a project with Ravi for 45.0K INR and declines 6 other applications.",
      );
      await userEvent.click(within(dialog).getByRole("button", { name: "Accept and hire Ravi" }));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/applications/${ravi.id}/accept`))).toBe(
          true,
        ),
      );
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    });

    it("hires by the hour on an hourly task: the rate, the terms and the weekly escrow before accepting", async () => {
      const ravi = makeApplication({ proposedAmount: 80_000 });
      const fetchMock = stubFetch((url, init) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}`)
          return jsonResponse(200, { success: true, data: makeTask({ isOwner: true, budgetType: "HOURLY" }) });
        if (path === "/api/wallet/fees")
          return jsonResponse(200, {
            success: true,
            data: { clientFeeBps: 500, freelancerFeeBps: 0, gstRateBps: 1800 },
          });
        if (path.endsWith("/applications")) {
          return jsonResponse(200, {
            success: true,
            data: {
              items: [ravi],
              pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 },
              counts: { PENDING: 1, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
            },
          });
        }
        if (path === `/api/applications/${ravi.id}/accept` && init.method === "POST") {
          return jsonResponse(200, {
            success: true,
            data: { application: { ...ravi, status: "ACCEPTED" }, projectId: TASK_ID, rejectedCount: 0 },
          });
        }
        return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Not found." });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const card = await screen.findByRole("article", { name: "Proposal from Ravi Kumar" });
      await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
      const dialog = await screen.findByRole("dialog", { name: "Hire Ravi by the hour?" });
      expect(dialog).toHaveTextContent("Ravi's rate: ₹800/hour");
      expect(within(dialog).getByLabelText("Hours a week (1–80)")).toHaveValue("40");
      const limit = within(dialog).getByLabelText("Hours a week (1–80)");
      await userEvent.clear(limit);
      await userEvent.type(limit, "10");
      await within(dialog).findByText("₹8,472.00");
      expect(dialog).toHaveTextContent(
        "Each Monday, the week's maximum of ₹8,000.00 (10 h × ₹800/hour) plus the client fee of ₹400.00 and GST of ₹72.00 — ₹8,472.00 — moves from your wallet into escrow.",
      );
      await userEvent.click(within(dialog).getByLabelText("Up to a number of hours"));
      await userEvent.click(within(dialog).getByRole("button", { name: "Accept and hire Ravi" }));
      expect(await within(dialog).findByText("Give the hours of manual time allowed a week.")).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText("Manual hours a week"), "3");
      await userEvent.click(within(dialog).getByRole("button", { name: "Accept and hire Ravi" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const accept = fetchMock.mock.calls.find(([url]) => String(url).endsWith(`/applications/${ravi.id}/accept`));
      expect(JSON.parse(String(accept?.[1]?.body))).toEqual({
        hourly: { weeklyLimitHours: 10, manualPolicy: "LIMITED", manualLimitHours: 3 },
      });
    });

    it("declines a proposal with the optional reason", async () => {
      const ravi = makeApplication();
      const fetchMock = stubFetch((url) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}`)
          return jsonResponse(200, { success: true, data: makeTask({ isOwner: true }) });
        if (path.endsWith("/applications")) {
          return jsonResponse(200, {
            success: true,
            data: {
              items: [ravi],
              pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 },
              counts: { PENDING: 1, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
            },
          });
        }
        return jsonResponse(200, { success: true, data: { ...ravi, status: "REJECTED" } });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const card = await screen.findByRole("article", { name: "Proposal from Ravi Kumar" });
      await userEvent.click(within(card).getByRole("button", { name: "Decline" }));
      const dialog = await screen.findByRole("dialog");
      await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "We chose someone nearer our office.");
      await userEvent.click(within(dialog).getByRole("button", { name: "Decline proposal" }));
      await waitFor(() => {
        const index = fetchMock.mock.calls.findIndex(([url]) =>
          String(url).endsWith(`/applications/${ravi.id}/reject`),
        );
        expect(index).toBeGreaterThanOrEqual(0);
        expect(sentBody(fetchMock, index)).toEqual({ reason: "We chose someone nearer our office." });
      });
    });
  });

  describe("trust and safety", () => {
    it("shows the company the notice on a flagged proposal, and reports it from its menu", async () => {
      signInAs("COMPANY");
      const flagged = { ...makeApplication(), offPlatform: true };
      const fetchMock = stubFetch((url, init) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}`)
          return jsonResponse(200, { success: true, data: makeTask({ isOwner: true }) });
        if (path === `/api/tasks/${TASK_ID}/applications`) {
          return jsonResponse(200, {
            success: true,
            data: {
              items: [flagged],
              pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 20 },
              counts: { PENDING: 1, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 0, WITHDRAWN: 0 },
            },
          });
        }
        if (path === "/api/safety/reports" && init.method === "POST") {
          return jsonResponse(201, { success: true, data: {}, message: "Thanks — we'll review your report." });
        }
        return jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Not found." });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const card = await screen.findByRole("article", { name: "Proposal from Ravi Kumar" });
      expect(within(card).getByRole("note")).toHaveTextContent(OFF_PLATFORM_NOTICE);
      // The company's own task has no Report.
      expect(screen.queryByRole("button", { name: "More actions for this task" })).not.toBeInTheDocument();
      const user = userEvent.setup();
      await user.click(within(card).getByRole("button", { name: "More actions for the proposal from Ravi Kumar" }));
      await user.click(await screen.findByRole("menuitem", { name: "Report" }));
      const dialog = await screen.findByRole("dialog", { name: "Report the proposal from Ravi Kumar" });
      await user.click(within(dialog).getByRole("radio", { name: "Scam or fraud" }));
      await user.click(within(dialog).getByRole("button", { name: "Send report" }));
      expect(await within(dialog).findByText("Thanks — we'll review your report.")).toBeInTheDocument();
      const index = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith("/safety/reports"));
      expect(sentBody(fetchMock, index)).toEqual({ itemKind: "PROPOSAL", itemId: flagged.id, reason: "SCAM_FRAUD" });
    });

    it("shows a freelancer the notice on a flagged task, warns before an off-platform proposal and keeps it on a refusal", async () => {
      signInAs("FREELANCER");
      const fetchMock = stubFetch((url, init) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}/applications` && init.method === "POST") {
          return jsonResponse(429, {
            success: false,
            code: "DAILY_LIMIT_REACHED",
            message: "New accounts can send 10 proposals a day. You can send more after 00:00 IST.",
          });
        }
        return jsonResponse(200, { success: true, data: { ...makeTask(), offPlatform: true } });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      expect(await screen.findByRole("note")).toHaveTextContent(OFF_PLATFORM_NOTICE);
      expect(screen.getByRole("button", { name: "More actions for this task" })).toBeInTheDocument();
      const form = screen.getByRole("form", { name: "Send a proposal" });
      const user = userEvent.setup();
      const letter = "I can do this well. Pay me directly on UPI ravi@okaxis and we skip the fee.";
      await user.type(within(form).getByLabelText("Cover letter"), letter);
      await user.type(within(form).getByLabelText("Your amount (INR)"), "42500");
      await user.type(within(form).getByLabelText("Days to deliver"), "12");
      await user.click(within(form).getByRole("button", { name: "Send proposal" }));
      const warning = await within(form).findByRole("alert");
      expect(warning).toHaveTextContent(OFF_PLATFORM_WARNING);
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
      await user.click(within(warning).getByRole("button", { name: "Send anyway" }));
      expect(
        await within(form).findByText("New accounts can send 10 proposals a day. You can send more after 00:00 IST."),
      ).toBeInTheDocument();
      expect(within(form).getByLabelText("Cover letter")).toHaveValue(letter);
    });
  });

  describe("for a freelancer", () => {
    beforeEach(() => signInAs("FREELANCER"));

    it("sends a proposal with the amount typed in rupees as paise, counting the letter as it is typed", async () => {
      const fetchMock = stubFetch((url, init) => {
        const path = new URL(url).pathname;
        if (path === `/api/tasks/${TASK_ID}/applications` && init.method === "POST") {
          return jsonResponse(201, { success: true, data: makeApplication() });
        }
        return jsonResponse(200, { success: true, data: makeTask() });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const form = await screen.findByRole("form", { name: "Send a proposal" });
      const user = userEvent.setup();
      await user.type(within(form).getByLabelText("Cover letter"), "Short letter");
      expect(within(form).getByText("12 / 50 minimum")).toBeInTheDocument();
      await user.click(within(form).getByRole("button", { name: "Send proposal" }));
      expect(await within(form).findByText("Cover letter must be at least 50 characters.")).toBeInTheDocument();
      expect(within(form).getByText("Enter your amount in rupees.")).toBeInTheDocument();
      const letter = "Short letter, now long enough to say why I fit this task well.";
      await user.clear(within(form).getByLabelText("Cover letter"));
      await user.type(within(form).getByLabelText("Cover letter"), letter);
      expect(within(form).getByText(`${letter.length} / 5,000`)).toBeInTheDocument();
      await user.type(within(form).getByLabelText("Your amount (INR)"), "42500.75");
      await user.type(within(form).getByLabelText("Days to deliver"), "12");
      await user.click(within(form).getByRole("button", { name: "Send proposal" }));
      await waitFor(() => {
        const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "POST");
        expect(index).toBeGreaterThanOrEqual(0);
        expect(sentBody(fetchMock, index)).toEqual({
          coverLetter: letter,
          proposedAmount: 4_250_075,
          estimatedDays: 12,
        });
      });
    });

    it("shows a draft it may not see as not found", async () => {
      stubFetch(() => jsonResponse(404, { success: false, code: "NOT_FOUND", message: "Task not found." }));
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      expect(await screen.findByRole("heading", { name: "Task not found" })).toBeInTheDocument();
    });

    it("shows the proposal already sent, and withdraws it after a confirmation", async () => {
      const fetchMock = stubFetch((_url, init) => {
        if (init.method === "POST")
          return jsonResponse(200, { success: true, data: makeApplication({ status: "WITHDRAWN" }) });
        return jsonResponse(200, {
          success: true,
          data: makeTask({
            applied: true,
            myApplication: {
              id: "33333333-3333-4333-8333-333333333333",
              status: "SHORTLISTED",
              proposedAmount: 4_500_000,
              estimatedDays: 14,
              rejectionReason: null,
              createdAt: "2026-11-21T10:00:00.000Z",
            },
          }),
        });
      });
      renderRoutes(routes, [`/tasks/${TASK_ID}`]);
      const panel = await screen.findByRole("region", { name: "Your proposal" });
      expect(within(panel).getByText("Shortlisted")).toBeInTheDocument();
      expect(within(panel).getByText("45.0K INR in 14 days")).toBeInTheDocument();
      expect(within(panel).getByText("45.0K INR in 14 days")).toBeInTheDocument();
      expect(screen.queryByRole("form", { name: "Send a proposal" })).not.toBeInTheDocument();
      await userEvent.click(within(panel).getByRole("button", { name: "Withdraw" }));
      const dialog = await screen.findByRole("dialog");
      expect(dialog).toHaveTextContent("The company no longer sees your proposal to “Analytics dashboard in React”.");
      await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw proposal" }));
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(([url]) =>
            String(url).endsWith("/applications/33333333-3333-4333-8333-333333333333/withdraw"),
          ),
        ).toBe(true),
      );
    });
  });
});

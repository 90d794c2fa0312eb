import type { TCollaboration } from "@crewlance/contracts/collaborations";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfferDialog } from "@/components/collaborations/offer-dialog";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, sentBody, stubFetch } from "@/test/render";
import CollaborationScreen from "./collaboration-screen";

afterEach(() => vi.unstubAllGlobals());

const COMPANY = { id: "11111111-1111-4111-8111-111111111111", name: "Acme Travel", avatarUrl: null };
const FREELANCER = { id: "22222222-2222-4222-8222-222222222222", name: "Ravi Kumar", avatarUrl: null };
const PROJECT_ID = "33333333-3333-4333-8333-333333333333";

function offer(overrides: Partial<TCollaboration> = {}): TCollaboration {
  return {
    id: "44444444-4444-4444-8444-444444444444",
    kind: "OFFER",
    status: "PENDING",
    sender: COMPANY,
    recipient: FREELANCER,
    recipientTeam: null,
    title: "Redesign the booking flow",
    description: "Research, design and build.",
    message: "We loved your portfolio.",
    milestones: [
      { title: "Research", amount: 1_000_000, dueDate: "2026-12-01" },
      { title: "Design", amount: 1_500_000, dueDate: "2026-12-08" },
      { title: "Build", amount: 2_000_000, dueDate: "2026-12-22" },
    ],
    totalAmount: 4_500_000,
    project: null,
    task: null,
    declineReason: null,
    respondedBy: null,
    respondedAt: null,
    expiresAt: "2026-12-07T10:00:00.000Z",
    createdAt: "2026-11-23T10:00:00.000Z",
    actions: ["ACCEPT", "DECLINE"],
    ...overrides,
  };
}

const page = (items: TCollaboration[]) =>
  jsonResponse(200, {
    success: true,
    data: { items, pagination: { currentPage: 1, limit: 20, totalCount: items.length, totalPages: 1 } },
  });

function signIn(role: "COMPANY" | "FREELANCER") {
  const person = role === "COMPANY" ? COMPANY : FREELANCER;
  useAuthStore.getState().setAuth({
    user: makeUser({ id: person.id, fullName: person.name, role, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
}

function renderScreen(role: "COMPANY" | "FREELANCER", search = "") {
  signIn(role);
  return renderRoutes(
    [
      { path: "/collaboration", element: <CollaborationScreen /> },
      { path: "/project-management/:id", element: <p>Project page</p> },
    ],
    [`/collaboration${search}`],
  );
}

describe("/collaboration", () => {
  it("shows a received offer with its milestones and accepts it after saying what happens", async () => {
    let accepted = false;
    const mock = stubFetch((url, init) => {
      if (init.method === "POST" && url.endsWith("/accept")) {
        accepted = true;
        return jsonResponse(200, {
          success: true,
          data: offer({
            status: "ACCEPTED",
            actions: [],
            project: { id: PROJECT_ID, title: "Redesign the booking flow" },
          }),
          message: "Offer accepted: the project has started.",
        });
      }
      return page(accepted ? [] : [offer()]);
    });
    const { router } = renderScreen("FREELANCER");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Acme Travel")).toBeInTheDocument();
    expect(within(card).getByText("3 milestones worth ₹45,000")).toBeInTheDocument();
    expect(within(card).getByText("We loved your portfolio.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: /Cancel/ })).toBeNull();

    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Accepting creates a project with 3 milestones worth ₹45,000.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept and start the project" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/project-management/${PROJECT_ID}`));
    expect(mock.mock.calls.some(([input]) => String(input).endsWith(`/collaborations/${offer().id}/accept`))).toBe(
      true,
    );
  });

  it("declines with an optional reason", async () => {
    const mock = stubFetch((_url, init) =>
      init.method === "POST"
        ? jsonResponse(200, { success: true, data: offer({ status: "DECLINED", actions: [] }), message: "Declined." })
        : page([offer()]),
    );
    renderScreen("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "Fully booked until March.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const call = mock.mock.calls.findIndex(([input]) => String(input).endsWith("/decline"));
    expect(sentBody(mock, call)).toEqual({ reason: "Fully booked until March." });
  });

  it("keeps the box and the status in the address and asks the API for them; an empty box says what to do", async () => {
    const mock = stubFetch(() => page([]));
    const { router } = renderScreen("COMPANY", "?box=sent");
    expect(await screen.findByRole("tab", { name: "Sent" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("Nothing sent yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a freelancer" })).toHaveAttribute("href", "/freelancers");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "PENDING");
    await waitFor(() => expect(router.state.location.search).toBe("?box=sent&status=PENDING"));
    await waitFor(() =>
      expect(
        mock.mock.calls.some(([input]) => {
          const params = new URL(String(input)).searchParams;
          return params.get("box") === "sent" && params.get("status") === "PENDING";
        }),
      ).toBe(true),
    );
    expect(await screen.findByText("No pending requests")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Received" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=PENDING"));
  });

  it("lets the sender cancel a pending offer", async () => {
    const sent = offer({ actions: ["CANCEL"] });
    const mock = stubFetch((_url, init) =>
      init.method === "POST"
        ? jsonResponse(200, {
            success: true,
            data: { ...sent, status: "CANCELLED", actions: [] },
            message: "Cancelled.",
          })
        : page([sent]),
    );
    renderScreen("COMPANY", "?box=sent");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Ravi Kumar")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Cancel offer" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel offer" }));
    await waitFor(() => expect(mock.mock.calls.some(([input]) => String(input).endsWith("/cancel"))).toBe(true));
  });
});

describe("the offer form", () => {
  function renderOffer() {
    signIn("COMPANY");
    return renderRoutes(
      [
        {
          path: "/",
          element: (
            <OfferDialog
              recipient={{ freelancerId: FREELANCER.id, name: FREELANCER.name }}
              open
              onOpenChange={() => {}}
            />
          ),
        },
      ],
      ["/"],
    );
  }

  it("shows the contract's field errors, then sends the milestones in paise with the total", async () => {
    const mock = stubFetch(() => jsonResponse(201, { success: true, data: offer({ actions: ["CANCEL"] }) }));
    renderOffer();
    await userEvent.click(await screen.findByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Title must be at least 3 characters.")).toBeInTheDocument();
    expect(screen.getByText("Amount must be more than 0.")).toBeInTheDocument();
    expect(mock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText("Project title"), "Redesign the booking flow");
    await userEvent.type(screen.getByLabelText("Description"), "Research, design and a React build.");
    await userEvent.type(screen.getByLabelText("Milestone 1 title"), "Research");
    await userEvent.type(screen.getByLabelText("Amount (INR)"), "10000");
    await userEvent.type(screen.getByLabelText("Due date"), "2026-12-01");
    await userEvent.click(screen.getByRole("button", { name: "Add milestone" }));
    await userEvent.type(screen.getByLabelText("Milestone 2 title"), "Build");
    await userEvent.type(screen.getAllByLabelText("Amount (INR)")[1]!, "35000");
    await userEvent.type(screen.getAllByLabelText("Due date")[1]!, "2026-12-20");
    expect(screen.getByText("₹45,000")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(mock).toHaveBeenCalled());
    expect(sentBody(mock)).toEqual({
      kind: "OFFER",
      freelancerId: FREELANCER.id,
      title: "Redesign the booking flow",
      description: "Research, design and a React build.",
      milestones: [
        { title: "Research", amount: 1_000_000, dueDate: "2026-12-01" },
        { title: "Build", amount: 3_500_000, dueDate: "2026-12-20" },
      ],
    });
  });

  it("puts the server's field errors on their fields", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Pick a due date from today on.",
        errors: [{ path: "milestones.0.dueDate", message: "Pick a due date from today on." }],
      }),
    );
    renderOffer();
    await userEvent.type(await screen.findByLabelText("Project title"), "Redesign");
    await userEvent.type(screen.getByLabelText("Description"), "Research, design and a React build.");
    await userEvent.type(screen.getByLabelText("Milestone 1 title"), "Research");
    await userEvent.type(screen.getByLabelText("Amount (INR)"), "10000");
    await userEvent.type(screen.getByLabelText("Due date"), "2026-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Send offer" }));
    const field = screen.getByLabelText("Due date");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Pick a due date from today on.").length).toBeGreaterThan(0);
  });

  it("sends an hourly offer: the rate in paise and the terms, with the terms' field errors from the API", async () => {
    const mock = stubFetch(() =>
      jsonResponse(400, {
        success: false,
        code: "VALIDATION_ERROR",
        message: "Check the terms.",
        errors: [{ path: "terms.startDate", message: "Start today or later." }],
      }),
    );
    renderOffer();
    await userEvent.click(await screen.findByLabelText("Hourly"));
    await userEvent.type(screen.getByLabelText("Project title"), "Ongoing app work");
    await userEvent.type(screen.getByLabelText("Description"), "Fixes and small features each week.");
    await userEvent.type(screen.getByLabelText("Rate (₹ an hour)"), "800");
    const limit = screen.getByLabelText("Hours a week (1–80)");
    await userEvent.clear(limit);
    await userEvent.type(limit, "10");
    expect(screen.getByText(/At most ₹8,000 a week/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Start date"), "2026-01-05");
    await userEvent.click(screen.getByRole("button", { name: "Send hourly offer" }));
    await waitFor(() => expect(mock).toHaveBeenCalled());
    expect(sentBody(mock)).toEqual({
      kind: "HOURLY_OFFER",
      freelancerId: FREELANCER.id,
      title: "Ongoing app work",
      description: "Fixes and small features each week.",
      rate: 80_000,
      terms: { weeklyLimitHours: 10, manualPolicy: "ALLOWED", manualLimitHours: null, startDate: "2026-01-05" },
    });
    await waitFor(() => expect(screen.getByLabelText("Start date")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText("Start today or later.").length).toBeGreaterThan(0);
  });
});

describe("an hourly offer in the inbox", () => {
  it("shows the rate and the weekly limit, and says what accepting starts", async () => {
    signIn("FREELANCER");
    const hourly = offer({
      kind: "HOURLY_OFFER",
      milestones: [],
      totalAmount: 0,
      hourly: {
        rate: 80_000,
        weeklyLimitHours: 10,
        manualPolicy: "LIMITED",
        manualLimitHours: 2,
        startDate: "2026-11-30",
      },
    });
    stubFetch(() => page([hourly]));
    renderRoutes([{ path: "/collaboration", element: <CollaborationScreen /> }], ["/collaboration"]);
    const card = await screen.findByRole("article", { name: "Redesign the booking flow" });
    expect(within(card).getByText("₹800/hour · up to 10 h a week")).toBeInTheDocument();
    expect(within(card).getByText("Manual time up to 2 h a week · starts 30 Nov 2026")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept this offer?" });
    expect(dialog).toHaveTextContent("Accepting starts an hourly contract at ₹800/hour · up to 10 h a week.");
  });
});

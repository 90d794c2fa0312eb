import type { THourlyContract, THourlyWeek } from "@crewlance/contracts/hourly";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { BALANCE, callsTo, makeProject, ok, PROJECT_ID, renderProject, stubProjectsApi } from "../testing";

afterEach(() => vi.unstubAllGlobals());

const FEES = { clientFeeBps: 500, freelancerFeeBps: 1000, gstRateBps: 1800 };

function makeWeek(overrides: Partial<THourlyWeek> = {}): THourlyWeek {
  return {
    id: "55555555-5555-4555-8555-555555555555",
    weekStart: "2026-11-23",
    weekEnd: "2026-11-29",
    status: "OPEN",
    rate: 80_000,
    weeklyLimitHours: 10,
    manualPolicy: "ALLOWED",
    manualLimitHours: null,
    loggedMinutes: 390,
    manualMinutes: 0,
    minutesLeft: 210,
    amountSoFar: 520_000,
    fundedAmount: 800_000,
    clientFee: 40_000,
    fundingNote: null,
    billedAmount: 0,
    disputedAmount: 0,
    releasedAmount: 0,
    refundedAmount: 0,
    reviewEndsAt: null,
    paidAt: null,
    disputeId: null,
    ...overrides,
  };
}

function makeContract(overrides: Partial<THourlyContract> = {}): THourlyContract {
  return {
    projectId: PROJECT_ID,
    status: "ACTIVE",
    terms: { rate: 80_000, weeklyLimitHours: 10, manualPolicy: "ALLOWED", manualLimitHours: null },
    startDate: "2026-11-23",
    pausedAt: null,
    endedAt: null,
    pendingChange: null,
    viewerSide: "COMPANY",
    thisWeek: makeWeek(),
    waitingOnViewer: null,
    ...overrides,
  };
}

const bodyOf = (call: [unknown, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body ?? "null"));
const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

function stubHourly(side: "COMPANY" | "FREELANCER", contract: THourlyContract, extra = {}) {
  return stubProjectsApi({
    [`GET /projects/${PROJECT_ID}`]: () => ok(makeProject(side, [], { kind: "HOURLY", canAddMilestone: true })),
    [`GET /projects/${PROJECT_ID}/hourly`]: () => ok(contract),
    "GET /wallet": () => ok(BALANCE),
    "GET /wallet/fees": () => ok(FEES),
    ...extra,
  });
}

describe("an hourly project's page", () => {
  it("shows the contract in place of the milestones, and the company funds an unfunded week once per attempt", async () => {
    const unfunded = makeContract({
      thisWeek: makeWeek({ status: "UNFUNDED", fundingNote: "Your wallet was ₹2,000.00 short of this week's escrow." }),
    });
    const fetch = stubHourly("COMPANY", unfunded, {
      [`POST /projects/${PROJECT_ID}/hourly/weeks/2026-11-23/fund`]: () =>
        jsonResponse(402, { success: false, code: "INSUFFICIENT_FUNDS", message: "Your balance is too low." }),
    });
    renderProject("COMPANY");
    const panel = await screen.findByRole("region", { name: "Hourly contract" });
    expect(within(panel).getByText("₹800/hour")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Milestones" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add milestone" })).not.toBeInTheDocument();
    const banner = screen.getByRole("region", { name: "This week is not funded" });
    expect(within(banner).getByText("Your wallet was ₹2,000.00 short of this week's escrow.")).toBeInTheDocument();
    expect(within(banner).getByRole("link", { name: "Add funds" })).toHaveAttribute("href", "/wallet");
    const user = userEvent.setup();
    await user.click(within(banner).getByRole("button", { name: "Fund this week" }));
    expect(await within(banner).findByText("Your balance is too low.")).toBeInTheDocument();
    await user.click(within(banner).getByRole("button", { name: "Fund this week" }));
    await waitFor(() =>
      expect(callsTo(fetch, `POST /projects/${PROJECT_ID}/hourly/weeks/2026-11-23/fund`)).toHaveLength(2),
    );
    const [first, second] = callsTo(fetch, `POST /projects/${PROJECT_ID}/hourly/weeks/2026-11-23/fund`);
    expect(headerOf(first?.[1], "Idempotency-Key")).toBeTruthy();
    expect(headerOf(second?.[1], "Idempotency-Key")).toBe(headerOf(first?.[1], "Idempotency-Key"));
  });

  it("lets the freelancer accept a rate change, and tells them without a fund button when the week waits for money", async () => {
    const contract = makeContract({
      viewerSide: "FREELANCER",
      thisWeek: makeWeek({ status: "UNFUNDED", fundingNote: null }),
      waitingOnViewer: "Accept or decline the new rate.",
      pendingChange: {
        id: "66666666-6666-4666-8666-666666666666",
        rate: 100_000,
        weeklyLimitHours: 10,
        manualPolicy: "ALLOWED",
        manualLimitHours: null,
        effectiveWeek: "2026-11-30",
        status: "PENDING",
        createdAt: "2026-11-24T09:00:00.000Z",
      },
    });
    const fetch = stubHourly("FREELANCER", contract, {
      [`POST /projects/${PROJECT_ID}/hourly/terms/accept`]: () => ok(contract),
    });
    renderProject("FREELANCER");
    expect(await screen.findByText("Your turn: Accept or decline the new rate.")).toBeInTheDocument();
    const unfunded = screen.getByRole("region", { name: "This week is not funded" });
    expect(within(unfunded).queryByRole("button")).not.toBeInTheDocument();
    const change = screen.getByRole("region", { name: "Coming change of terms" });
    expect(change).toHaveTextContent("From Monday 30 Nov 2026: ₹1,000/hour (now ₹800/hour)");
    await userEvent.setup().click(within(change).getByRole("button", { name: "Accept new rate" }));
    await waitFor(() => expect(callsTo(fetch, `POST /projects/${PROJECT_ID}/hourly/terms/accept`)).toHaveLength(1));
  });

  it("shows the terms; the company changes only what it changed and reads the API's field errors", async () => {
    const fetch = stubHourly("COMPANY", makeContract(), {
      [`PATCH /projects/${PROJECT_ID}/hourly/terms`]: () =>
        jsonResponse(400, {
          success: false,
          code: "VALIDATION",
          message: "Check the terms.",
          errors: [{ path: "weeklyLimitHours", message: "The weekly limit must be at most 80 hours." }],
        }),
    });
    renderProject("COMPANY", "?hours=terms");
    const terms = await screen.findByRole("region", { name: "Terms" });
    expect(within(terms).getByText("Up to 10 h a week")).toBeInTheDocument();
    expect(within(terms).getByText("Manual time allowed")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(terms).getByRole("button", { name: "Change terms" }));
    const dialog = await screen.findByRole("dialog", { name: "Change terms" });
    expect(dialog).toHaveTextContent("from Monday 30 Nov 2026");
    expect(dialog).toHaveTextContent("A new rate needs the freelancer's consent");
    const limit = within(dialog).getByLabelText("Hours a week (1–80)");
    await user.clear(limit);
    await user.type(limit, "12");
    await user.click(within(dialog).getByRole("button", { name: "Send new terms" }));
    expect(await within(dialog).findByText("The weekly limit must be at most 80 hours.")).toBeInTheDocument();
    const [patch] = callsTo(fetch, `PATCH /projects/${PROJECT_ID}/hourly/terms`);
    expect(bodyOf(patch)).toEqual({ weeklyLimitHours: 12 });
  });

  it("says what ending does before it ends the contract", async () => {
    const fetch = stubHourly("COMPANY", makeContract(), {
      [`POST /projects/${PROJECT_ID}/hourly/end`]: () => ok(makeContract({ status: "ENDED" })),
    });
    renderProject("COMPANY", "?hours=terms");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "End contract" }));
    const dialog = await screen.findByRole("dialog", { name: "End this contract?" });
    expect(dialog).toHaveTextContent("this week closes now: its hours go to the company's review");
    await user.click(within(dialog).getByRole("button", { name: "End contract" }));
    await waitFor(() => expect(callsTo(fetch, `POST /projects/${PROJECT_ID}/hourly/end`)).toHaveLength(1));
    const [end] = callsTo(fetch, `POST /projects/${PROJECT_ID}/hourly/end`);
    expect(headerOf(end?.[1], "Idempotency-Key")).toBeTruthy();
  });

  it("shows a bonus's client fee and GST before paying it, under one key per attempt", async () => {
    const fetch = stubHourly("COMPANY", makeContract(), {
      [`POST /projects/${PROJECT_ID}/bonuses`]: () =>
        ok({
          milestoneId: "77777777-7777-4777-8777-777777777777",
          amount: 500_000,
          clientFee: 25_000,
          clientFeeGst: 4_500,
          total: 529_500,
        }),
    });
    renderProject("COMPANY");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Send bonus" }));
    const dialog = await screen.findByRole("dialog", { name: "Send Asha Rao a bonus" });
    await user.type(within(dialog).getByLabelText("Bonus (₹)"), "5000");
    await user.type(within(dialog).getByLabelText("Note"), "Thanks for the launch weekend.");
    expect(within(dialog).getByText("₹250.00")).toBeInTheDocument();
    expect(within(dialog).getByText("₹45.00")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Pay ₹5,295.00" }));
    await waitFor(() => expect(callsTo(fetch, `POST /projects/${PROJECT_ID}/bonuses`)).toHaveLength(1));
    const [call] = callsTo(fetch, `POST /projects/${PROJECT_ID}/bonuses`);
    expect(bodyOf(call)).toEqual({ amount: 500_000, note: "Thanks for the launch weekend." });
    expect(headerOf(call?.[1], "Idempotency-Key")).toBeTruthy();
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@/test/render";
import { makeContract, makeEntry, makeTimesheet, makeWeek, ok, PROJECT_ID, stubApi } from "./testing";
import { TimesheetsPanel } from "./timesheets-panel";

afterEach(() => vi.unstubAllGlobals());

const current = makeWeek({
  id: "44444444-4444-4444-8444-000000000002",
  weekStart: "2026-11-30",
  weekEnd: "2026-12-06",
});
const reviewed = makeWeek({
  status: "IN_REVIEW",
  loggedMinutes: 390,
  billedAmount: 325_000,
  refundedAmount: 175_000,
  reviewEndsAt: "2026-12-04T18:30:00.000Z",
});
const first = makeEntry("2026-11-24", "09:00", "13:30", { editable: false });
const second = makeEntry("2026-11-25", "10:00", "12:00", { editable: false, memo: "Sync with the designer" });
const weeksRoute = {
  [`GET /projects/${PROJECT_ID}/hourly/weeks`]: () =>
    ok({ items: [current, reviewed], pagination: { totalCount: 2, currentPage: 1, totalPages: 1, limit: 12 } }),
};

function renderPanel(side: "FREELANCER" | "COMPANY") {
  renderRoutes([{ path: "/p", element: <TimesheetsPanel contract={makeContract(side, current)} /> }], ["/p"]);
}

describe("the timesheets of an hourly contract", () => {
  it("lists the weeks newest first with their status, and lets the company dispute a ticked entry with a reason", async () => {
    let disputed = false;
    const mock = stubApi({
      ...weeksRoute,
      [`GET /projects/${PROJECT_ID}/hourly/weeks/2026-11-23`]: () =>
        ok(
          makeTimesheet(reviewed, [
            disputed ? { ...first, disputeReason: "I was not told of this meeting." } : first,
            second,
          ]),
        ),
      [`POST /projects/${PROJECT_ID}/hourly/weeks/2026-11-23/disputes`]: () => {
        disputed = true;
        return ok({}, 201);
      },
    });
    renderPanel("COMPANY");
    const weeks = within(await screen.findByRole("list", { name: "Weeks" })).getAllByRole("listitem");
    expect(weeks[0]).toHaveTextContent("30 Nov 2026 – 6 Dec 2026");
    expect(weeks[0]).toHaveTextContent("Open");
    expect(weeks[1]).toHaveTextContent("In review until 5 Dec 2026");
    await userEvent.click(within(weeks[1]!).getByRole("button", { name: "23 Nov 2026 – 29 Nov 2026" }));
    expect(
      await screen.findByText(/The undisputed hours are released to the freelancer on 5 Dec 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sun, 29 Nov 2026" })).toBeInTheDocument();
    const dispute = screen.getByRole("button", { name: "Dispute ticked entries" });
    expect(dispute).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Dispute Tue, 24 Nov 2026, 09:00–13:30" }));
    await userEvent.click(dispute);
    const dialog = await screen.findByRole("dialog", { name: "Dispute an entry" });
    await userEvent.type(within(dialog).getByLabelText("Why do you dispute it?"), "Too short");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dispute entry" }));
    expect(await within(dialog).findByText("Say why in at least 10 characters.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Why do you dispute it?"), ": I was not told of this meeting.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Dispute entry" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const call = mock.mock.calls.find(([input]) => String(input).endsWith("/disputes"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      entries: [{ entryId: first.id, reason: "Too short: I was not told of this meeting." }],
    });
    expect(await screen.findByText("I was not told of this meeting.")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Withdraw the dispute of Tue, 24 Nov 2026, 09:00–13:30" }),
    ).toBeInTheDocument();
  });

  it("shows the freelancer the company's reasons, without ticks, and the dispute once the week is disputed", async () => {
    const disputedWeek = makeWeek({
      status: "DISPUTED",
      billedAmount: 325_000,
      releasedAmount: 100_000,
      disputedAmount: 225_000,
      disputeId: "66666666-6666-4666-8666-666666666666",
    });
    stubApi({
      [`GET /projects/${PROJECT_ID}/hourly/weeks`]: () =>
        ok({ items: [disputedWeek], pagination: { totalCount: 1, currentPage: 1, totalPages: 1, limit: 12 } }),
      [`GET /projects/${PROJECT_ID}/hourly/weeks/2026-11-23`]: () =>
        ok(makeTimesheet(disputedWeek, [{ ...first, disputeReason: "I was not told of this meeting." }, second])),
    });
    renderPanel("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "23 Nov 2026 – 29 Nov 2026" }));
    expect(await screen.findByText("I was not told of this meeting.")).toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByText("₹2,250.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "See the dispute" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "All weeks" }));
    expect(await screen.findByRole("list", { name: "Weeks" })).toHaveTextContent("Disputed");
  });
});

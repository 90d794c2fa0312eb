import type { TTimer } from "@crewlance/contracts/hourly";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoutes } from "@/test/render";
import { makeContract, makeEntry, makeTimesheet, makeWeek, ok, PROJECT_ID, stubApi, WEEK_START } from "./testing";
import { ThisWeekPanel } from "./this-week-panel";

afterEach(() => vi.unstubAllGlobals());

const week = makeWeek();
const entries = [
  makeEntry("2026-11-24", "09:00", "13:30", { source: "TIMER" }),
  makeEntry("2026-11-25", "10:00", "12:00"),
];
const sheet = makeTimesheet(week, entries);
const sheetRoute = { [`GET /projects/${PROJECT_ID}/hourly/weeks/${WEEK_START}`]: () => ok(sheet) };

function renderPanel(side: "FREELANCER" | "COMPANY") {
  renderRoutes([{ path: "/p", element: <ThisWeekPanel contract={makeContract(side, week)} /> }], ["/p"]);
}

describe("this week on an hourly contract", () => {
  it("shows the hours of the limit, the hours left, the amount so far and the entries by day", async () => {
    stubApi({ ...sheetRoute, "GET /hourly/timer": () => ok({ timer: null }) });
    renderPanel("FREELANCER");
    expect(screen.getByRole("progressbar", { name: "6 h 30 min of 10 h used" })).toHaveAttribute("aria-valuenow", "65");
    expect(screen.getByText("3 h 30 min")).toBeInTheDocument();
    expect(screen.getByText("₹3,250.00")).toBeInTheDocument();
    expect(screen.getByText("Funded")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Tue, 24 Nov 2026" })).toBeInTheDocument();
    expect(screen.getByText("09:00–13:30")).toBeInTheDocument();
    expect(screen.getByText("4 h 30 min", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Tue, 24 Nov 2026, 09:00–13:30" })).toBeInTheDocument();
  });

  it("starts the timer with a memo, ticks from the server's start, and stops it asking the memo", async () => {
    let timer: TTimer | null = null;
    const mock = stubApi({
      ...sheetRoute,
      "GET /hourly/timer": () => ok({ timer }),
      [`POST /projects/${PROJECT_ID}/hourly/timer/start`]: () => {
        timer = {
          projectId: PROJECT_ID,
          projectTitle: "Storefront",
          startedAt: new Date(Date.now() - 65 * 60_000).toISOString(),
          memo: "Cart drawer",
        };
        return ok({ timer }, 201);
      },
      "POST /hourly/timer/stop": () => {
        timer = null;
        return ok({ entries: [makeEntry("2026-11-26", "09:00", "10:05")] });
      },
    });
    renderPanel("FREELANCER");
    await userEvent.type(await screen.findByLabelText("What are you working on? (optional)"), "Cart drawer");
    await userEvent.click(screen.getByRole("button", { name: "Start timer" }));
    expect(await screen.findByRole("timer", { name: "Time on the timer" })).toHaveTextContent(/^1:05:\d\d$/);
    const start = mock.mock.calls.find(([input]) => String(input).endsWith("/timer/start"));
    expect(JSON.parse(String(start?.[1]?.body))).toEqual({ memo: "Cart drawer" });
    await userEvent.click(screen.getByRole("button", { name: "Stop timer" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop the timer" });
    const memo = within(dialog).getByLabelText("What did you work on?");
    expect(memo).toHaveValue("Cart drawer");
    await userEvent.clear(memo);
    await userEvent.type(memo, "Cart drawer and its tests");
    await userEvent.click(within(dialog).getByRole("button", { name: "Stop and log time" }));
    expect(await screen.findByText("Logged 1 h 5 min")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Start timer" })).toBeInTheDocument());
  });

  it("shows the API's refusal of time over the limit under the field it names", async () => {
    stubApi({
      ...sheetRoute,
      "GET /hourly/timer": () => ok({ timer: null }),
      [`POST /projects/${PROJECT_ID}/hourly/entries`]: () =>
        jsonResponse(409, {
          success: false,
          code: "WEEKLY_LIMIT",
          message: "That is more than the week has left: 3 h 30 min.",
          errors: [{ path: "endTime", message: "Only 3 h 30 min are left this week." }],
        }),
    });
    renderPanel("FREELANCER");
    await userEvent.click(await screen.findByRole("button", { name: "Add time" }));
    const dialog = await screen.findByRole("dialog", { name: "Add time" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add time" }));
    expect(await within(dialog).findByText("Say what you worked on in at least 3 characters.")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Start (India time)"), "09:00");
    await userEvent.type(within(dialog).getByLabelText("End (India time)"), "14:00");
    await userEvent.type(within(dialog).getByLabelText("What did you work on?"), "Payment form");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add time" }));
    expect(await within(dialog).findByText("Only 3 h 30 min are left this week.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("End (India time)")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the company the same week without the timer or the controls", async () => {
    const mock = stubApi(sheetRoute);
    renderPanel("COMPANY");
    expect(await screen.findByText("09:00–13:30")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start timer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add time" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(mock.mock.calls.some(([input]) => String(input).includes("/hourly/timer"))).toBe(false);
  });

  it("says why time waits while the week is not funded", async () => {
    stubApi({ ...sheetRoute, "GET /hourly/timer": () => ok({ timer: null }) });
    const unfunded = makeWeek({ status: "UNFUNDED", fundedAmount: 0 });
    renderRoutes([{ path: "/p", element: <ThisWeekPanel contract={makeContract("FREELANCER", unfunded)} /> }], ["/p"]);
    expect(await screen.findByText(/This week is not funded yet/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start timer" })).toBeDisabled();
  });
});

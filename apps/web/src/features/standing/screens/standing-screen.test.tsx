import { APPEAL_TEXT_MAX } from "@crewlance/contracts/safety";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { makeStanding, makeStandingAction } from "@/test/safety-fixtures";
import StandingScreen from "./standing-screen";

beforeEach(() =>
  useAuthStore.getState().setAuth({
    user: makeUser({ emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  }),
);
afterEach(() => vi.unstubAllGlobals());

function stub(standing: ReturnType<typeof makeStanding>, appeal: () => Response = () => jsonResponse(500, {})) {
  return stubFetch((url, init) => {
    const key = `${init.method ?? "GET"} ${new URL(url).pathname.replace(/^\/api/, "")}`;
    if (key === "GET /safety/standing") return jsonResponse(200, { success: true, data: standing });
    if (key === "POST /safety/appeals") return appeal();
    return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
  });
}

const render = () => renderRoutes([{ path: "/account/standing", element: <StandingScreen /> }], ["/account/standing"]);

describe("the account standing page", () => {
  it("says a restriction's rule with its link, its dates and what it affects", async () => {
    stub(makeStanding());
    render();
    expect(await screen.findByRole("heading", { name: "Your account is restricted" })).toBeInTheDocument();
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: "Your account was restricted" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Keep work and payments on Crewlance" })).toHaveAttribute(
      "href",
      "/help?article=community-rules#off-platform",
    );
    expect(within(card).getByText("Since")).toBeInTheDocument();
    expect(within(card).getByText(/5 Dec 2026/)).toBeInTheDocument();
    expect(within(card).getByText("You can't send new applications or offers.")).toBeInTheDocument();
    expect(within(card).getByText("Your projects, payments and escrow go on as before.")).toBeInTheDocument();
  });

  it("checks the appeal, counts its characters and sends it once", async () => {
    const mock = stub(makeStanding(), () =>
      jsonResponse(201, {
        success: true,
        data: makeStandingAction({ canAppeal: false }),
        message: "Your appeal was sent.",
      }),
    );
    render();
    const field = await screen.findByLabelText("Your appeal");
    expect(field).toHaveAttribute("maxLength", String(APPEAL_TEXT_MAX));
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(await screen.findByText("Say why the decision should change.")).toBeInTheDocument();
    await userEvent.type(field, "It was my own UPI for a refund.");
    expect(screen.getByText("31 / 2,000 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    await waitFor(() => expect(mock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(1));
    const [, init] = mock.mock.calls.find(([, call]) => call?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      actionId: "a1111111-1111-4111-8111-111111111111",
      text: "It was my own UPI for a refund.",
    });
    expect(await screen.findByText("Your appeal was sent.")).toBeInTheDocument();
  });

  it("shows a refused appeal's sentence on the form", async () => {
    stub(makeStanding(), () =>
      jsonResponse(409, { success: false, code: "CONFLICT", message: "You already appealed this action." }),
    );
    render();
    await userEvent.type(await screen.findByLabelText("Your appeal"), "Please look again.");
    await userEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already appealed this action.");
  });

  it("shows a decided appeal with the admin's note instead of a form, and the new-account limits", async () => {
    stub(
      makeStanding({
        state: "GOOD",
        actions: [
          makeStandingAction({
            active: false,
            canAppeal: false,
            appeal: {
              status: "OVERTURNED",
              text: "It was my own UPI.",
              createdAt: "2026-11-28T11:00:00.000Z",
              decidedAt: "2026-11-28T12:00:00.000Z",
              decisionNote: "You're right; we lifted it.",
            },
          }),
        ],
        newAccountLimits: {
          until: "2026-12-01T00:00:00.000Z",
          proposalsPerDay: 10,
          offersPerDay: 10,
          conversationsPerDay: 5,
        },
      }),
    );
    render();
    expect(await screen.findByRole("heading", { name: "Your account is in good standing" })).toBeInTheDocument();
    expect(screen.getByText("Appeal overturned")).toBeInTheDocument();
    expect(screen.getByText("You're right; we lifted it.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your appeal")).toBeNull();
    expect(screen.getByText(/up to 10 proposals, 10 offers and 5 new conversations a day/)).toBeInTheDocument();
  });
});

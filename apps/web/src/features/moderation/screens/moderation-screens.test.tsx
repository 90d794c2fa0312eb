import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import { DETAIL, makeAppeal, page, QUEUE_ITEM } from "../moderation-fixtures";
import AppealsScreen from "./appeals-screen";
import ModerationItemScreen from "./moderation-item-screen";
import ModerationQueueScreen from "./moderation-queue-screen";

beforeEach(() =>
  useAuthStore.getState().setAuth({
    user: makeUser({ role: "ADMIN", emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  }),
);
afterEach(() => vi.unstubAllGlobals());

type Handler = (url: URL, init: RequestInit) => Response | undefined;

function stubApi(handler: Handler) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    return (
      handler(url, init) ??
      jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${url.pathname}.` })
    );
  });
}

function renderModeration(entry: string) {
  return renderRoutes(
    [
      { path: "/admin/moderation", element: <ModerationQueueScreen /> },
      { path: "/admin/moderation/appeals", element: <AppealsScreen /> },
      { path: "/admin/moderation/items/:kind/:id", element: <ModerationItemScreen /> },
    ],
    [entry],
  );
}

const callsTo = (mock: ReturnType<typeof stubFetch>, path: string, method = "GET") =>
  mock.mock.calls.filter(([input, init]) => String(input).includes(path) && (init?.method ?? "GET") === method);

describe("the moderation queue", () => {
  it("lists reported items with their kind, reports, reasons and flag, and filters by status and kind", async () => {
    const mock = stubApi((url) =>
      url.pathname.endsWith("/admin/moderation/reports") ? jsonResponse(200, page([QUEUE_ITEM])) : undefined,
    );
    const { router } = renderModeration("/admin/moderation");
    const list = await screen.findByRole("list", { name: "Open reports" });
    const row = within(list).getByRole("link", { name: /Message from Ravi Kumar/ });
    expect(row).toHaveAttribute("href", `/admin/moderation/items/MESSAGE/${QUEUE_ITEM.itemId}`);
    expect(within(row).getByText("Message")).toBeInTheDocument();
    expect(within(row).getByText("Flagged")).toBeInTheDocument();
    expect(within(row).getByText("2 reports")).toBeInTheDocument();
    expect(within(row).getByText("Asks to pay or talk outside Crewlance (2)")).toBeInTheDocument();
    expect(within(row).getByText("Ravi Kumar")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Closed" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=CLOSED"));
    await userEvent.selectOptions(screen.getByLabelText("What was reported"), "TASK");
    await waitFor(() =>
      expect(
        callsTo(mock, "/admin/moderation/reports").some(([input]) => {
          const params = new URL(String(input)).searchParams;
          return params.get("status") === "CLOSED" && params.get("itemKind") === "TASK";
        }),
      ).toBe(true),
    );
  });
});

describe("a reported item", () => {
  it("shows the context with the reported line marked, the reports and the earlier actions", async () => {
    stubApi((url) =>
      url.pathname.includes("/admin/moderation/items/")
        ? jsonResponse(200, { success: true, data: DETAIL })
        : undefined,
    );
    renderModeration(`/admin/moderation/items/MESSAGE/${QUEUE_ITEM.itemId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Message from Ravi Kumar" })).toBeInTheDocument();
    const reported = screen.getAllByRole("listitem").find((item) => item.getAttribute("aria-current") === "true");
    expect(reported).toHaveTextContent("Pay me on UPI ravi@okbank directly");
    expect(reported).toHaveTextContent("Reported");
    expect(screen.getByText("He wants the money outside escrow.")).toBeInTheDocument();
    expect(screen.getByText("Flagged by Crewlance")).toBeInTheDocument();
    expect(screen.getByText("Restricted for 7 days")).toBeInTheDocument();
    expect(screen.getByText("3 reports on anything of theirs, this one included.")).toBeInTheDocument();
  });

  it("asks for a rule and days, confirms, then restricts the owner", async () => {
    const mock = stubApi((url, init) => {
      if (url.pathname.includes("/admin/moderation/items/")) return jsonResponse(200, { success: true, data: DETAIL });
      if (url.pathname.endsWith("/admin/moderation/actions") && init.method === "POST")
        return jsonResponse(201, { success: true, data: {}, message: "Ravi Kumar is restricted for 7 days." });
      if (url.pathname.endsWith("/admin/moderation/reports")) return jsonResponse(200, page([]));
      return undefined;
    });
    const { router } = renderModeration(`/admin/moderation/items/MESSAGE/${QUEUE_ITEM.itemId}`);
    await userEvent.click(await screen.findByRole("radio", { name: /Restrict/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Choose the rule that was broken.")).toBeInTheDocument();
    expect(screen.getByText("Say for how many days.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Rule broken"), "OFF_PLATFORM");
    await userEvent.type(screen.getByLabelText("For how many days"), "7");
    await userEvent.type(screen.getByLabelText("Note (optional)"), "Asked for UPI outside Crewlance.");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog", { name: "Restrict Ravi Kumar for 7 days?" });
    expect(callsTo(mock, "/admin/moderation/actions", "POST")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Restrict" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/moderation"));
    expect(JSON.parse(String(callsTo(mock, "/admin/moderation/actions", "POST")[0]?.[1]?.body))).toEqual({
      itemKind: "MESSAGE",
      itemId: QUEUE_ITEM.itemId,
      kind: "RESTRICT",
      rule: "OFF_PLATFORM",
      days: 7,
      note: "Asked for UPI outside Crewlance.",
    });
    expect(await screen.findByText("Ravi Kumar is restricted for 7 days.")).toBeInTheDocument();
  });
});

describe("the appeals queue", () => {
  it("tells the admin who acted that another admin must decide, with the buttons disabled", async () => {
    stubApi((url) =>
      url.pathname.endsWith("/admin/moderation/appeals")
        ? jsonResponse(200, page([makeAppeal({ canDecide: false })]))
        : undefined,
    );
    renderModeration("/admin/moderation/appeals");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("It was my own UPI id for a refund.")).toBeInTheDocument();
    expect(within(card).getByText("Another admin must decide this appeal.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Uphold" })).toBeDisabled();
    expect(within(card).getByRole("button", { name: "Overturn" })).toBeDisabled();
  });

  it("overturns with a note to the person", async () => {
    const mock = stubApi((url, init) => {
      if (url.pathname.endsWith("/admin/moderation/appeals")) return jsonResponse(200, page([makeAppeal()]));
      if (url.pathname.endsWith("/decision") && init.method === "POST")
        return jsonResponse(200, { success: true, data: makeAppeal({ status: "OVERTURNED" }), message: "Overturned." });
      return undefined;
    });
    renderModeration("/admin/moderation/appeals");
    const card = await screen.findByRole("article");
    await userEvent.click(within(card).getByRole("button", { name: "Overturn" }));
    expect(await within(card).findByText("Tell the person why.")).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText("Note to the person"), "A refund to your own UPI is allowed.");
    await userEvent.click(within(card).getByRole("button", { name: "Overturn" }));
    await waitFor(() => expect(callsTo(mock, "/decision", "POST")).toHaveLength(1));
    expect(JSON.parse(String(callsTo(mock, "/decision", "POST")[0]?.[1]?.body))).toEqual({
      decision: "OVERTURN",
      note: "A refund to your own UPI is allowed.",
    });
    expect(await screen.findByText("Overturned.")).toBeInTheDocument();
  });
});

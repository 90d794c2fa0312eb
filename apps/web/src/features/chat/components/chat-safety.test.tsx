import type { TChatMessage } from "@crewlance/contracts/chat";
import { OFF_PLATFORM_NOTICE, OFF_PLATFORM_WARNING } from "@crewlance/contracts/off-platform";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOutboxStore } from "@/lib/chat/outbox";
import { jsonResponse } from "@/test/render";
import { CONVERSATION_ID, callsTo, ME, makeDetail, makeMessage, ok, RAVI, renderAt, stubChatApi } from "../testing";
import { ChatThread } from "./chat-thread";

const base = `/chat/conversations/${CONVERSATION_ID}`;
const now = () => new Date().toISOString();
const UPI_ASK = "Pay me directly on UPI ravi@okaxis and we skip the Crewlance fee";

function stubThread(messages: TChatMessage[], extra: Parameters<typeof stubChatApi>[0] = {}) {
  return stubChatApi({
    [`GET ${base}`]: () => ok(makeDetail()),
    [`GET ${base}/messages`]: () => ok({ items: messages, hasMore: false }),
    [`POST ${base}/read`]: () => ok({ conversationId: CONVERSATION_ID, lastReadSeq: 9, unreadCount: 0 }),
    ...extra,
  });
}

describe("chat: trust and safety", () => {
  beforeEach(() => useOutboxStore.getState().reset());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows placeholders for hidden messages and the notice under a flagged one, never their bodies", async () => {
    const moderated = { ...makeMessage(1, RAVI, "", now()), hidden: "MODERATED" as const };
    const blocked = { ...makeMessage(2, RAVI, "", now()), hidden: "BLOCKED" as const };
    const flagged = { ...makeMessage(3, RAVI, UPI_ASK, now()), offPlatform: true };
    stubThread([moderated, blocked, flagged]);
    renderAt("/chat", <ChatThread conversationId={CONVERSATION_ID} />);

    const log = await screen.findByRole("log", { name: "Messages" });
    expect(await within(log).findByText("This message was hidden by moderation.")).toBeInTheDocument();
    expect(within(log).getByText("Message hidden: you blocked this person.")).toBeInTheDocument();
    expect(within(log).getByText(UPI_ASK)).toBeInTheDocument();
    expect(within(log).getAllByRole("note")).toHaveLength(1);
    expect(within(log).getByRole("note")).toHaveTextContent(OFF_PLATFORM_NOTICE);
    // A placeholder has no menu: only the flagged message can be reported.
    expect(within(log).getAllByRole("button", { name: /^Message actions for/ })).toHaveLength(1);
  });

  it("reports another person's message from its menu, and shows the API's sentence for a second report", async () => {
    const message = makeMessage(1, RAVI, UPI_ASK, now());
    let reports = 0;
    const mock = stubThread([message], {
      "POST /safety/reports": () => {
        reports++;
        return reports === 1
          ? jsonResponse(201, {
              success: true,
              message: "Thanks — we'll review your report.",
              data: {
                id: "77777777-7777-4777-8777-777777777777",
                itemKind: "MESSAGE",
                itemId: message.id,
                itemLabel: "Message from Ravi Kumar",
                reason: "OFF_PLATFORM",
                details: null,
                status: "OPEN",
                createdAt: now(),
                closedAt: null,
              },
            })
          : jsonResponse(409, {
              success: false,
              code: "CONFLICT",
              message: "You already reported this. We'll let you know when it's reviewed.",
            });
      },
    });
    renderAt("/chat", <ChatThread conversationId={CONVERSATION_ID} />);
    await screen.findByText(UPI_ASK);

    const report = async () => {
      await userEvent.click(screen.getByRole("button", { name: "Message actions for the message from Ravi Kumar" }));
      await userEvent.click(await screen.findByRole("menuitem", { name: "Report" }));
      return screen.findByRole("dialog", { name: "Report this message from Ravi Kumar" });
    };
    let dialog = await report();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Choose a reason from the list.")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Asks to pay or talk outside Crewlance" }));
    await userEvent.type(within(dialog).getByLabelText("Details (optional)"), "Asked for UPI");
    expect(within(dialog).getByText("13 / 1,000")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Thanks — we'll review your report.")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(mock, "POST /safety/reports")[0]?.[1]?.body))).toEqual({
      itemKind: "MESSAGE",
      itemId: message.id,
      reason: "OFF_PLATFORM",
      details: "Asked for UPI",
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await report();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spam" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await within(dialog).findByText("You already reported this. We'll let you know when it's reviewed."),
    ).toBeInTheDocument();
  });

  it("warns before sending a text that asks to pay outside, and sends it only on 'Send anyway'", async () => {
    const mock = stubThread([], {
      [`POST ${base}/messages`]: (_url, init) => {
        const body = JSON.parse(String(init.body));
        return ok({ ...makeMessage(1, ME, body.body, now()), clientId: body.clientId }, 201);
      },
    });
    renderAt("/chat", <ChatThread conversationId={CONVERSATION_ID} />);
    await screen.findByText("No messages yet");
    const composer = screen.getByRole("textbox", { name: "Message" });

    await userEvent.type(composer, `${UPI_ASK}{Enter}`);
    const warning = await screen.findByRole("alert");
    expect(warning).toHaveTextContent(OFF_PLATFORM_WARNING);
    expect(callsTo(mock, `POST ${base}/messages`)).toHaveLength(0);

    await userEvent.click(within(warning).getByRole("button", { name: "Edit message" }));
    expect(screen.queryByText(OFF_PLATFORM_WARNING)).not.toBeInTheDocument();
    expect(composer).toHaveValue(UPI_ASK);
    expect(composer).toHaveFocus();

    await userEvent.type(composer, "{Enter}");
    await userEvent.click(within(await screen.findByRole("alert")).getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(callsTo(mock, `POST ${base}/messages`)).toHaveLength(1));
    expect(composer).toHaveValue("");
    expect(screen.queryByText(OFF_PLATFORM_WARNING)).not.toBeInTheDocument();

    // A clean text goes at once.
    await userEvent.type(composer, "The first draft is ready for review{Enter}");
    await waitFor(() => expect(callsTo(mock, `POST ${base}/messages`)).toHaveLength(2));
    expect(screen.queryByText(OFF_PLATFORM_WARNING)).not.toBeInTheDocument();
  });

  it("shows a refusal's sentence under the message that was not sent, keeping its text", async () => {
    stubThread([], {
      [`POST ${base}/messages`]: () =>
        jsonResponse(429, {
          success: false,
          code: "DAILY_LIMIT_REACHED",
          message: "New accounts can start 10 conversations a day. You can start more after 00:00 IST.",
        }),
    });
    renderAt("/chat", <ChatThread conversationId={CONVERSATION_ID} />);
    await screen.findByText("No messages yet");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello Ravi{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not sent — Retry");
    expect(alert).toHaveTextContent("New accounts can start 10 conversations a day.");
    expect(screen.getByText("Hello Ravi")).toBeInTheDocument();
  });

  it("offers Report and Block for the other person in a direct chat's header", async () => {
    const mock = stubThread([], {
      [`GET /safety/blocks/${RAVI.id}`]: () => ok({ blocked: false }),
      [`PUT /safety/blocks/${RAVI.id}`]: () =>
        jsonResponse(200, { success: true, data: { blocked: true }, message: "You blocked Ravi Kumar." }),
    });
    renderAt("/chat", <ChatThread conversationId={CONVERSATION_ID} />);
    await userEvent.click(await screen.findByRole("button", { name: "More actions for Ravi Kumar" }));
    expect(await screen.findByRole("menuitem", { name: "Report" })).toBeInTheDocument();
    const block = await screen.findByRole("menuitem", { name: "Block" });
    await waitFor(() => expect(block).not.toHaveAttribute("data-disabled"));
    await userEvent.click(block);
    const dialog = await screen.findByRole("dialog", { name: "Block Ravi Kumar?" });
    expect(dialog).toHaveTextContent("won't be able to message you, send you offers or invitations");
    await userEvent.click(within(dialog).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(callsTo(mock, `PUT /safety/blocks/${RAVI.id}`)).toHaveLength(1));
    expect(await screen.findByText("You blocked Ravi Kumar.")).toBeInTheDocument();
  });
});

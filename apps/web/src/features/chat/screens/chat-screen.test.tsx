import type { TConversationSummary } from "@crewlance/contracts/chat";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONVERSATION_ID, makeDetail, makeMessage, ok, RAVI, renderAt, stubChatApi } from "../testing";
import ChatScreen from "./chat-screen";

const summary: TConversationSummary = {
  ...makeDetail(),
  lastMessage: makeMessage(1, RAVI, "Hello from Ravi", new Date().toISOString()),
};

describe("/chat", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("keeps the open conversation in the address, and goes back to the list", async () => {
    const base = `/chat/conversations/${CONVERSATION_ID}`;
    stubChatApi({
      "GET /chat/conversations": () => ok({ items: [summary], nextCursor: null }),
      [`GET ${base}`]: () => ok(makeDetail()),
      [`GET ${base}/messages`]: () => ok({ items: [summary.lastMessage], hasMore: false }),
      [`POST ${base}/read`]: () => ok({ conversationId: CONVERSATION_ID, lastReadSeq: 1, unreadCount: 0 }),
    });
    const { router } = renderAt("/chat", <ChatScreen />);
    expect(await screen.findByText("Choose a conversation")).toBeInTheDocument();

    await userEvent.click(await screen.findByRole("button", { name: /Ravi Kumar/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?c=${CONVERSATION_ID}`));
    expect(await screen.findByRole("region", { name: "Conversation: Ravi Kumar" })).toBeInTheDocument();
    expect(await screen.findByRole("log", { name: "Messages" })).toHaveTextContent("Hello from Ravi");

    await userEvent.click(screen.getByRole("button", { name: "Back to conversations" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("Choose a conversation")).toBeInTheDocument();
  });
});

import type { TConversationSummary } from "@crewlance/contracts/chat";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useChatLive } from "@/lib/chat/live";
import { dispatchRealtime } from "@/lib/realtime/connection";
import { ME, makeMessage, ok, RAVI, renderAt, stubChatApi, uuid } from "../testing";
import { ConversationList } from "./conversation-list";

function summary(title: string, overrides: Partial<TConversationSummary> = {}): TConversationSummary {
  const id = uuid();
  return {
    id,
    kind: "DIRECT",
    title,
    avatarUrl: null,
    otherUser: RAVI,
    teamId: null,
    projectId: null,
    lastMessage: null,
    lastActivityAt: new Date().toISOString(),
    unreadCount: 0,
    lastReadSeq: 0,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

function LiveList({ onSelect = () => {} }: { onSelect?: (id: string) => void }) {
  useChatLive();
  return <ConversationList q="" onSearch={() => {}} selectedId={null} onSelect={onSelect} />;
}

describe("conversation list", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows each conversation with its last message, time and unread count, capped at 99+", async () => {
    const ravi = summary("Ravi Kumar", { unreadCount: 3 });
    ravi.lastMessage = {
      ...makeMessage(4, RAVI, "See you tomorrow", new Date().toISOString()),
      conversationId: ravi.id,
    };
    const team = summary("Pixel Forge", { kind: "TEAM", unreadCount: 150, otherUser: null });
    team.lastMessage = { ...makeMessage(9, ME, "Pushed the fix", new Date().toISOString()), conversationId: team.id };
    stubChatApi({ "GET /chat/conversations": () => ok({ items: [ravi, team], nextCursor: null }) });
    renderAt("/chat", <LiveList />);

    const rows = await screen.findAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Ravi Kumar");
    expect(rows[0]).toHaveTextContent("See you tomorrow");
    expect(within(rows[0]!).getByText("3 unread")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("Team");
    expect(rows[1]).toHaveTextContent("You: Pushed the fix");
    expect(within(rows[1]!).getByText("99+ unread")).toBeInTheDocument();
  });

  it("moves a conversation to the top with one more unread when a message arrives", async () => {
    const first = summary("Meera Iyer");
    const second = summary("Ravi Kumar");
    stubChatApi({ "GET /chat/conversations": () => ok({ items: [first, second], nextCursor: null }) });
    renderAt("/chat", <LiveList />);
    await screen.findByText("Meera Iyer");

    const message = { ...makeMessage(1, RAVI, "Are you there?", new Date().toISOString()), conversationId: second.id };
    act(() => dispatchRealtime("message:new", { message }));
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Ravi Kumar"));
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Are you there?");
    expect(screen.getByText("1 unread")).toBeInTheDocument();
  });

  it("says what to do when there is no conversation, and asks the server with the search", async () => {
    const mock = stubChatApi({ "GET /chat/conversations": () => ok({ items: [], nextCursor: null }) });
    const onSearch = vi.fn();
    renderAt("/chat", <ConversationList q="" onSearch={onSearch} selectedId={null} onSelect={() => {}} />);
    expect(await screen.findByText("No conversations yet")).toBeInTheDocument();
    expect(screen.getByText(/Press 'Message' on a freelancer's profile/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search conversations" }), "ravi");
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith("ravi"));
    expect(mock).toHaveBeenCalled();
  });
});

import type { TChatMessage } from "@crewlance/contracts/chat";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChatLive } from "@/lib/chat/live";
import { useOutboxStore } from "@/lib/chat/outbox";
import { useTypingStore } from "@/lib/chat/typing";
import { dispatchRealtime } from "@/lib/realtime/connection";
import { CONVERSATION_ID, callsTo, ME, makeDetail, makeMessage, ok, RAVI, renderAt, stubChatApi } from "../testing";
import { ChatThread } from "./chat-thread";

function LiveThread() {
  useChatLive();
  return <ChatThread conversationId={CONVERSATION_ID} />;
}

const today = new Date();
const at = (daysAgo: number, hour: number) => {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo, hour, 5);
  return date.toISOString();
};

const base = `/chat/conversations/${CONVERSATION_ID}`;

function stubThread(messages: TChatMessage[], extra: Parameters<typeof stubChatApi>[0] = {}) {
  return stubChatApi({
    [`GET ${base}`]: () => ok(makeDetail({ readStates: [{ userId: RAVI.id, lastReadSeq: 1 }] })),
    [`GET ${base}/messages`]: () => ok({ items: messages, hasMore: false }),
    [`POST ${base}/read`]: (_url, init) =>
      ok({ conversationId: CONVERSATION_ID, lastReadSeq: JSON.parse(String(init.body)).seq, unreadCount: 0 }),
    ...extra,
  });
}

describe("chat thread", () => {
  beforeEach(() => {
    useOutboxStore.getState().reset();
    useTypingStore.getState().reset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("separates days, tells own bubbles from the other's, and shows ✓ sent then ✓✓ read", async () => {
    const older = makeMessage(1, RAVI, "Hi Asha, is the design ready?", at(1, 9));
    const mine = makeMessage(2, ME, "Almost, sending it today.", at(0, 10));
    const mock = stubThread([older, mine]);
    renderAt("/chat", <LiveThread />);

    const log = await screen.findByRole("log", { name: "Messages" });
    await within(log).findByText("Almost, sending it today.");
    expect(within(log).getByText("Yesterday")).toBeInTheDocument();
    expect(within(log).getByText("Today")).toBeInTheDocument();
    expect(within(log).getByText("Sent")).toBeInTheDocument();
    // The other's latest message on screen is read at once.
    await waitFor(() => expect(callsTo(mock, `POST ${base}/read`)).toHaveLength(1));

    act(() => dispatchRealtime("receipt", { conversationId: CONVERSATION_ID, userId: RAVI.id, lastReadSeq: 2 }));
    expect(await within(log).findByText("Read")).toBeInTheDocument();
  });

  it("shows a live message and who is typing", async () => {
    stubThread([makeMessage(1, RAVI, "First", at(0, 9))]);
    renderAt("/chat", <LiveThread />);
    await screen.findByText("First");

    act(() => dispatchRealtime("typing", { conversationId: CONVERSATION_ID, user: RAVI, isTyping: true }));
    expect(await screen.findByText("Ravi is typing…")).toBeInTheDocument();

    act(() => dispatchRealtime("message:new", { message: makeMessage(2, RAVI, "Second, live", at(0, 11)) }));
    expect(await screen.findByText("Second, live")).toBeInTheDocument();
    // A message from the typist ends their typing.
    await waitFor(() => expect(screen.queryByText("Ravi is typing…")).not.toBeInTheDocument());
  });

  it("shows 'Not sent — Retry' when sending fails, and retries with the same client id", async () => {
    let attempt = 0;
    const mock = stubThread([], {
      [`POST ${base}/messages`]: (_url, init) => {
        attempt++;
        if (attempt === 1) throw new TypeError("Failed to fetch");
        const body = JSON.parse(String(init.body));
        return ok({ ...makeMessage(1, ME, body.body, new Date().toISOString()), clientId: body.clientId }, 201);
      },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAt("/chat", <LiveThread />);
    await screen.findByText("No messages yet");

    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "Hello there{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not sent — Retry");

    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(screen.getByText("Hello there")).toBeInTheDocument();
    const sends = callsTo(mock, `POST ${base}/messages`);
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map(([, init]) => JSON.parse(String(init?.body)));
    expect(second.clientId).toBe(first.clientId);
    expect(first).toMatchObject({ body: "Hello there" });
  });

  it("edits and deletes my own message", async () => {
    const mine = makeMessage(1, ME, "Typo hre", at(0, 9));
    const mock = stubThread([mine], {
      [`PATCH ${base}/messages/${mine.id}`]: (_url, init) =>
        ok({ ...mine, body: JSON.parse(String(init.body)).body, editedAt: new Date().toISOString() }),
      [`DELETE ${base}/messages/${mine.id}`]: () => ok({ ...mine, body: "", deletedAt: new Date().toISOString() }),
    });
    renderAt("/chat", <LiveThread />);
    await screen.findByText("Typo hre");

    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    const editor = screen.getByRole("textbox", { name: "Edit message" });
    await userEvent.clear(editor);
    await userEvent.type(editor, "Typo here");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Typo here")).toBeInTheDocument();
    expect(screen.getByText("edited")).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(mock, `PATCH ${base}/messages/${mine.id}`)[0]?.[1]?.body))).toEqual({
      body: "Typo here",
    });

    await userEvent.click(screen.getByRole("button", { name: "Message actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This message was deleted")).toBeInTheDocument();
    expect(screen.queryByText("Typo here")).not.toBeInTheDocument();
    expect(callsTo(mock, `DELETE ${base}/messages/${mine.id}`)).toHaveLength(1);
  });

  it("offers no edit or delete on someone else's message", async () => {
    stubThread([makeMessage(1, RAVI, "Not yours", at(0, 9))]);
    renderAt("/chat", <LiveThread />);
    await screen.findByText("Not yours");
    expect(screen.queryByRole("button", { name: "Message actions" })).not.toBeInTheDocument();
  });
});

import type { TMessageEvent, TReceiptEvent, TTypingEvent, TUnreadChangedEvent } from "@crewlance/contracts/chat";
import { CHAT_MESSAGES_MAX_PAGE, CHAT_SERVER_EVENTS } from "@crewlance/contracts/chat-values";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onConnected, onRealtime } from "@/lib/realtime/connection";
import { useAuthStore } from "@/lib/session/auth-store";
import { fetchMessages } from "./api";
import { bumpConversation, lastSeqOf, type MessagePages, putMessages, setMyReadState, setReadState } from "./cache";
import { useOutboxStore } from "./outbox";
import { chatKeys } from "./query-keys";
import { useTypingStore } from "./typing";

/** Conversations whose thread is on screen now: their new messages are read, not unread. */
const openThreads = new Map<string, number>();

export function markThreadOpen(conversationId: string): () => void {
  openThreads.set(conversationId, (openThreads.get(conversationId) ?? 0) + 1);
  return () => {
    const count = (openThreads.get(conversationId) ?? 1) - 1;
    if (count <= 0) openThreads.delete(conversationId);
    else openThreads.set(conversationId, count);
  };
}

const isThreadOpen = (conversationId: string) => openThreads.has(conversationId);

/**
 * On every connection, every thread in the cache asks for what came after its last message (REST,
 * page after page: a long disconnect loses nothing), and the lists are refetched. The first
 * connection too: a thread fetched before it may have missed what was sent in between.
 */
async function catchUp(queryClient: QueryClient): Promise<void> {
  const threads = queryClient.getQueriesData<MessagePages>({ queryKey: [...chatKeys.all, "messages"] });
  await Promise.all(
    threads.map(async ([key, data]) => {
      const conversationId = key[2] as string;
      let after = lastSeqOf(data);
      for (;;) {
        const page = await fetchMessages(conversationId, { after }, CHAT_MESSAGES_MAX_PAGE);
        putMessages(queryClient, conversationId, page.items);
        const last = page.items[page.items.length - 1];
        if (!page.hasMore || !last) break;
        after = last.seq;
      }
    }),
  ).catch((error) => console.error("Chat catch-up failed; the next reconnection tries again", error));
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, "detail"] });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
}

/** Keeps the chat caches in step with the socket while a chat view is mounted. */
export function useChatLive(): void {
  const queryClient = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  useEffect(() => {
    const onMessage = ({ message }: TMessageEvent) => {
      const fromMe = message.sender.id === myId;
      if (fromMe) useOutboxStore.getState().remove(message.conversationId, message.clientId);
      putMessages(queryClient, message.conversationId, [message]);
      const open = isThreadOpen(message.conversationId);
      const known = bumpConversation(queryClient, message, { fromMe, open });
      if (!known) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      // A thread on screen reads it at once, and its unread:changed asks again.
      if (!fromMe && !open) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      useTypingStore.getState().set(message.conversationId, message.sender, false);
    };
    const offs = [
      onRealtime<TMessageEvent>(CHAT_SERVER_EVENTS.messageNew, onMessage),
      onRealtime<TMessageEvent>(CHAT_SERVER_EVENTS.messageUpdated, ({ message }) =>
        putMessages(queryClient, message.conversationId, [message]),
      ),
      onRealtime<TReceiptEvent>(CHAT_SERVER_EVENTS.receipt, (receipt) => setReadState(queryClient, receipt)),
      onRealtime<TUnreadChangedEvent>(CHAT_SERVER_EVENTS.unreadChanged, (read) => {
        setMyReadState(queryClient, read);
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      }),
      onRealtime<TTypingEvent>(CHAT_SERVER_EVENTS.typing, (event) => {
        if (event.user.id !== myId) useTypingStore.getState().set(event.conversationId, event.user, event.isTyping);
      }),
      // Even a recovered session catches up: merging is idempotent, and recovery has a time limit.
      onConnected(() => void catchUp(queryClient)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, myId]);
}

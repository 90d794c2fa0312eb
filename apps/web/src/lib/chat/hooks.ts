import type { TChatAttachment, TConversationDetail } from "@crewlance/contracts/chat";
import { CHAT_CLIENT_EVENTS } from "@crewlance/contracts/chat-values";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { emitWithAck } from "@/lib/realtime/connection";
import { useRealtimeStore } from "@/lib/realtime/store";
import { useAuthStore } from "@/lib/session/auth-store";
import { toast } from "@/lib/toast";
import { chatErrorMessage, isRetryable, markRead, sendMessage } from "./actions";
import * as api from "./api";
import { bumpConversation, flattenMessages, lastSeqOf, putMessages, setMyReadState } from "./cache";
import { markThreadOpen } from "./live";
import { newClientId, type PendingMessage, useOutboxStore } from "./outbox";
import { chatKeys } from "./query-keys";

const conversationQuery = (id: string) =>
  queryOptions({ queryKey: chatKeys.detail(id), queryFn: () => api.fetchConversation(id) });

const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam }) => api.fetchMessages(id, pageParam === null ? {} : { before: pageParam }),
    initialPageParam: null as number | null,
    // Pages go backwards in time: the next page is the one before the oldest message loaded.
    getNextPageParam: (page) => (page.hasMore && page.items[0] ? page.items[0].seq : undefined),
    // The socket keeps it fresh; a refetch would throw away the pages loaded by scrolling up.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const conversationsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ pageParam }) => api.fetchConversations({ q, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

const EMPTY: PendingMessage[] = [];

/** Whether the tab is visible: a thread in a hidden tab does not mark messages read. */
function useTabVisible(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      document.addEventListener("visibilitychange", onChange);
      return () => document.removeEventListener("visibilitychange", onChange);
    },
    () => document.visibilityState !== "hidden",
    () => true,
  );
}

/** A thread's data and its writes: history, pending sends, receipts and read marking. */
export function useThread(conversationId: string) {
  const queryClient = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  const connectionCount = useRealtimeStore((state) => state.connectionCount);
  const detail = useQuery(conversationQuery(conversationId));
  const history = useInfiniteQuery(messagesQuery(conversationId));
  const pending = useOutboxStore((state) => state.pending[conversationId] ?? EMPTY);
  const messages = useMemo(() => flattenMessages(history.data), [history.data]);

  useEffect(() => markThreadOpen(conversationId), [conversationId]);

  // A conversation made after the socket connected (a first 'Message') is not in its rooms yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: joins again on every new connection.
  useEffect(() => {
    emitWithAck(CHAT_CLIENT_EVENTS.join, { conversationId }).catch(() => {
      // Not connected: the server joins every room of mine when the socket connects.
    });
  }, [conversationId, connectionCount]);

  // Everything on screen is read: tell the server once per new last message from someone else.
  const lastSeq = lastSeqOf(history.data);
  const reported = useRef(0);
  const myReadSeq = detail.data?.readStates.find((state) => state.userId === myId)?.lastReadSeq ?? 0;
  const visible = useTabVisible();
  useEffect(() => {
    if (!visible || !lastSeq || lastSeq <= Math.max(myReadSeq, reported.current)) return;
    reported.current = lastSeq;
    markRead(conversationId, lastSeq).then(
      (read) => setMyReadState(queryClient, read),
      () => {
        reported.current = 0; // try again with the next message
      },
    );
  }, [conversationId, lastSeq, myReadSeq, queryClient, visible]);

  const deliver = useCallback(
    async (item: PendingMessage) => {
      const outbox = useOutboxStore.getState();
      outbox.update(conversationId, item.clientId, { status: "sending", error: null });
      try {
        const message = await sendMessage(conversationId, {
          clientId: item.clientId,
          body: item.body,
          ...(item.attachment ? { attachmentId: item.attachment.id } : {}),
        });
        putMessages(queryClient, conversationId, [message]);
        bumpConversation(queryClient, message, { fromMe: true, open: true });
        outbox.remove(conversationId, item.clientId);
      } catch (error) {
        outbox.update(conversationId, item.clientId, { status: "failed", error: chatErrorMessage(error) });
        if (!isRetryable(error)) toast.error(chatErrorMessage(error));
      }
    },
    [conversationId, queryClient],
  );

  const send = useCallback(
    (body: string, attachment: TChatAttachment | null) => {
      const item: PendingMessage = {
        conversationId,
        clientId: newClientId(),
        body,
        attachment,
        status: "sending",
        error: null,
        createdAt: new Date().toISOString(),
      };
      useOutboxStore.getState().add(item);
      void deliver(item);
    },
    [conversationId, deliver],
  );

  /** Sends a failed message again, with the client id it was first sent with. */
  const retry = useCallback(
    (clientId: string) => {
      const item = useOutboxStore.getState().pending[conversationId]?.find((entry) => entry.clientId === clientId);
      if (item) void deliver(item);
    },
    [conversationId, deliver],
  );

  const discard = useCallback(
    (clientId: string) => useOutboxStore.getState().remove(conversationId, clientId),
    [conversationId],
  );

  // Messages the server already has (an echo beat the ack) leave the outbox.
  useEffect(() => {
    if (pending.length === 0) return;
    const stored = new Set(messages.filter((message) => message.sender.id === myId).map((m) => m.clientId));
    for (const item of pending) if (stored.has(item.clientId)) discard(item.clientId);
  }, [messages, pending, myId, discard]);

  return { detail, history, messages, pending, send, retry, discard, myId };
}

/** The 'Message' buttons: the direct conversation with this user, opened (or made) on demand. */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useCallback(
    async (userId: string): Promise<TConversationDetail> => {
      const detail = await api.openDirectConversation(userId);
      queryClient.setQueryData(chatKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      return detail;
    },
    [queryClient],
  );
}

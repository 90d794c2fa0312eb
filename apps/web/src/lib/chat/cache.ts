import type {
  TChatMessage,
  TConversationDetail,
  TConversationListResponse,
  TConversationSummary,
  TMessagePage,
} from "@crewlance/contracts/chat";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { chatKeys } from "./query-keys";

/*
 * Writes into the query cache what the socket says, so a live message shows at once without a
 * refetch. Message pages are newest first (page 0 holds the latest messages, each page oldest
 * first inside); a message already there (by id) is replaced, which makes every merge idempotent
 * — the ack, the room's echo and a catch-up may all bring the same message.
 */

export type MessagePages = InfiniteData<TMessagePage, unknown>;
type ConversationPages = InfiniteData<TConversationListResponse, unknown>;

const bySeq = (a: TChatMessage, b: TChatMessage) => a.seq - b.seq;

function mergeMessages(data: MessagePages | undefined, messages: TChatMessage[]): MessagePages | undefined {
  if (!data || messages.length === 0) return data;
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const message of messages) {
    let replaced = false;
    for (const page of pages) {
      const index = page.items.findIndex((item) => item.id === message.id);
      if (index >= 0) {
        page.items[index] = message;
        replaced = true;
        break;
      }
    }
    if (!replaced) {
      const newest = pages[0];
      if (newest) newest.items.push(message);
      else pages.push({ items: [message], hasMore: false });
    }
  }
  pages[0]?.items.sort(bySeq);
  return { ...data, pages };
}

/** The thread's messages in order, oldest first. */
export function flattenMessages(data: MessagePages | undefined): TChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

export function lastSeqOf(data: MessagePages | undefined): number {
  const newest = data?.pages[0]?.items;
  return newest && newest.length > 0 ? newest[newest.length - 1]!.seq : 0;
}

/** Adds messages to a thread's cache, if that thread was ever opened. */
export function putMessages(queryClient: QueryClient, conversationId: string, messages: TChatMessage[]): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => mergeMessages(data, messages));
}

function mapSummaries(
  queryClient: QueryClient,
  update: (items: TConversationSummary[]) => TConversationSummary[] | null,
): boolean {
  let found = false;
  queryClient.setQueriesData<ConversationPages>({ queryKey: chatKeys.lists() }, (data) => {
    if (!data) return data;
    const all = data.pages.flatMap((page) => page.items);
    const next = update(all);
    if (!next) return data;
    found = true;
    // The update keeps the number of conversations, so each page keeps its size; the order is new.
    let offset = 0;
    const pages = data.pages.map((page) => {
      const items = next.slice(offset, offset + page.items.length);
      offset += page.items.length;
      return { ...page, items };
    });
    return { ...data, pages };
  });
  return found;
}

/**
 * A new message moves its conversation to the top with it as the last message; from someone
 * else, in a thread not on screen, it adds one unread. Returns false when no loaded list has the
 * conversation (the caller refetches the lists then).
 */
export function bumpConversation(
  queryClient: QueryClient,
  message: TChatMessage,
  options: { fromMe: boolean; open: boolean },
): boolean {
  const found = mapSummaries(queryClient, (items) => {
    const index = items.findIndex((item) => item.id === message.conversationId);
    if (index < 0) return null;
    const current = items[index]!;
    const isNewer = !current.lastMessage || current.lastMessage.seq <= message.seq;
    const unread = !options.fromMe && !options.open && isNewer && current.lastMessage?.id !== message.id;
    const updated: TConversationSummary = {
      ...current,
      lastMessage: isNewer ? message : current.lastMessage,
      lastActivityAt: isNewer ? message.createdAt : current.lastActivityAt,
      unreadCount: unread ? current.unreadCount + 1 : current.unreadCount,
    };
    const rest = items.filter((_, i) => i !== index);
    return isNewer ? [updated, ...rest] : items.map((item, i) => (i === index ? updated : item));
  });
  queryClient.setQueryData<TConversationDetail>(chatKeys.detail(message.conversationId), (detail) =>
    detail && (!detail.lastMessage || detail.lastMessage.seq <= message.seq)
      ? { ...detail, lastMessage: message, lastActivityAt: message.createdAt }
      : detail,
  );
  return found;
}

/** My read state of a conversation changed (here or in another tab). */
export function setMyReadState(
  queryClient: QueryClient,
  read: { conversationId: string; lastReadSeq: number; unreadCount: number },
): void {
  mapSummaries(queryClient, (items) =>
    items.some((item) => item.id === read.conversationId)
      ? items.map((item) =>
          item.id === read.conversationId
            ? { ...item, unreadCount: read.unreadCount, lastReadSeq: Math.max(item.lastReadSeq, read.lastReadSeq) }
            : item,
        )
      : null,
  );
}

/** Someone read up to a seq: the receipts of my messages read from the detail's read states. */
export function setReadState(
  queryClient: QueryClient,
  receipt: { conversationId: string; userId: string; lastReadSeq: number },
): void {
  queryClient.setQueryData<TConversationDetail>(chatKeys.detail(receipt.conversationId), (detail) => {
    if (!detail) return detail;
    const others = detail.readStates.filter((state) => state.userId !== receipt.userId);
    const previous = detail.readStates.find((state) => state.userId === receipt.userId)?.lastReadSeq ?? 0;
    return {
      ...detail,
      readStates: [...others, { userId: receipt.userId, lastReadSeq: Math.max(previous, receipt.lastReadSeq) }],
    };
  });
}

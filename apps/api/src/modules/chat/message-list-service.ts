import type { TChatMessage } from "@crewlance/contracts/chat";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { messages } from "../../db/schema/chat";
import type { Reader } from "../projects/index";
import { loadConversationFor, loadConversationToRead } from "./access";
import { seenBy } from "./viewer";
import { toMessageViews } from "./views";

/*
 * Paging and searching a conversation's history (decision 0045), as the reader sees it: hidden
 * messages keep their place without a body and are not found by search; a blocked sender's are
 * left out or kept as placeholders (viewer.ts, decision 0092).
 */

/**
 * A page of history in ascending seq order: the newest page, the page before `before` (scrolling
 * up) or the page after `after` (catching up after a disconnect). `hasMore` says whether another
 * page lies in the same direction.
 */
export async function listMessages(
  ctx: AppContext,
  input: {
    conversationId: string;
    reader: Reader;
    before?: number | undefined;
    after?: number | undefined;
    limit: number;
  },
): Promise<{ items: TChatMessage[]; hasMore: boolean }> {
  const { row: conversation, audit } = await loadConversationToRead(ctx, input);
  const inConversation = eq(messages.conversationId, input.conversationId);
  const forward = input.after !== undefined;
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      forward
        ? and(inConversation, gt(messages.seq, input.after!))
        : input.before !== undefined
          ? and(inConversation, lt(messages.seq, input.before))
          : inConversation,
    )
    .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
    .limit(input.limit + 1);
  const hasMore = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (!forward) page.reverse();
  const items = await seenBy(ctx, conversation, input.reader.id, await toMessageViews(ctx, page));
  await audit("MESSAGES_READ", input.conversationId);
  return { items, hasMore };
}

/**
 * Every word typed matches the start of a word of the message ("inv" finds "invoice"). Words are
 * letters and digits only, so nothing typed can change the query's syntax.
 */
export function prefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `${word}:*`)
    .join(" & ");
}

/** Messages of the conversation matching the words, newest first (messages_search_idx). */
export async function searchMessages(
  ctx: AppContext,
  input: { conversationId: string; userId: string; q: string; before?: number | undefined; limit: number },
): Promise<{ items: TChatMessage[]; nextCursor: number | null }> {
  const conversation = await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const query = prefixQuery(input.q);
  if (!query) return { items: [], nextCursor: null };
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        isNull(messages.deletedAt),
        isNull(messages.hiddenAt),
        sql`${messages.search} @@ to_tsquery('simple', ${query})`,
        input.before !== undefined ? lt(messages.seq, input.before) : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const nextCursor = rows.length > input.limit ? page[page.length - 1]!.seq : null;
  return { items: await seenBy(ctx, conversation, input.userId, await toMessageViews(ctx, page)), nextCursor };
}

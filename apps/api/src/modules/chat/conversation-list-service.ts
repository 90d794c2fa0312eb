import type { TConversationListResponse } from "@crewlance/contracts/chat";
import type { AppContext } from "../../context";
import { conversations } from "../../db/schema/chat";
import { AppError } from "../../lib/errors";
import type { ConversationRow } from "./access";
import { byActivity, conversationPageQuery, mineCondition, unreadConversationsQuery } from "./conversation-queries";
import { type Titled, toSummaries, withTitles } from "./conversation-views";
import { rowsOf } from "./rows-of";

/** Search of the list looks at this many most recent conversations (titles live in other modules). */
export const CONVERSATION_SEARCH_SCOPE = 500;

/** On connecting, a socket joins the rooms of this many most recent conversations. */
export const SOCKET_ROOMS_LIMIT = 200;

type Cursor = { at: Date; id: string };

function encodeCursor(row: ConversationRow): string {
  return Buffer.from(`${row.lastActivityAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(cursor: string): Cursor {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const date = new Date(at ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(date.getTime())) {
    throw new AppError("VALIDATION_ERROR", "Must be a nextCursor from a previous page.", [
      { path: "cursor", message: "Must be a nextCursor from a previous page." },
    ]);
  }
  return { at: date, id };
}

function isAfterCursor(row: ConversationRow, cursor: Cursor): boolean {
  const at = row.lastActivityAt.getTime();
  return at < cursor.at.getTime() || (at === cursor.at.getTime() && row.id < cursor.id);
}

function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The user's conversations, newest activity first, by keyset. `q` keeps those whose title (the
 * other person, the team, the project) contains it, among the most recent CONVERSATION_SEARCH_SCOPE.
 */
export async function listConversations(
  ctx: AppContext,
  input: { userId: string; q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<TConversationListResponse> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  const mine = await mineCondition(ctx, input.userId);
  let page: Titled[];
  let hasMore: boolean;
  if (!input.q) {
    const rows = await conversationPageQuery(ctx, { mine, cursor, limit: input.limit + 1 });
    hasMore = rows.length > input.limit;
    page = await withTitles(ctx, rows.slice(0, input.limit), input.userId);
  } else {
    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(mine)
      .orderBy(...byActivity)
      .limit(CONVERSATION_SEARCH_SCOPE);
    const needle = normalize(input.q);
    const matching = (await withTitles(ctx, rows, input.userId)).filter(
      (item) => normalize(item.title).includes(needle) && (!cursor || isAfterCursor(item.row, cursor)),
    );
    hasMore = matching.length > input.limit;
    page = matching.slice(0, input.limit);
  }
  const items = await toSummaries(ctx, page, input.userId);
  const last = page[page.length - 1];
  return { items, nextCursor: hasMore && last ? encodeCursor(last.row) : null };
}

export async function countUnreadConversations(ctx: AppContext, input: { userId: string }): Promise<number> {
  const mine = await mineCondition(ctx, input.userId);
  const result = await ctx.db.execute<{ count: number }>(unreadConversationsQuery({ mine, userId: input.userId }));
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** The ids of the user's most recent conversations: the rooms a new socket joins. */
export async function listRecentConversationIds(ctx: AppContext, input: { userId: string }): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(await mineCondition(ctx, input.userId))
    .orderBy(...byActivity)
    .limit(SOCKET_ROOMS_LIMIT);
  return rows.map((row) => row.id);
}

import {
  CHAT_UNREAD_CAP,
  type TChatPerson,
  type TConversationDetail,
  type TConversationListResponse,
  type TConversationSummary,
} from "@crewlance/contracts/chat";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversationMembers, conversations, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { afterCommit } from "../../lib/transaction";
import { conversationRoom, realtimeOf } from "../../realtime/publisher";
import { adminMayRead, auditAdminRead, type Reader } from "../projects/admin-read-service";
import { isProjectParticipant, listProjectIdsOfParticipant, loadProjectTitles } from "../projects/participants-service";
import { isTeamMember, listTeamIdsOfUser, loadTeamRefs } from "../teams/service";
import { loadUserSummaries } from "../users/summary-view";
import { type ConversationRow, conversationNotFound, listParticipantIds, loadConversationFor } from "./access";
import { rowsOf } from "./message-service";
import { loadPeople, type MessageRow, toMessageViews } from "./views";

/*
 * Conversations (decision 0045): DIRECT for a pair, made by the first "Message"; TEAM made when
 * first opened by someone who takes part; PROJECT made with its project, so /chat lists it from
 * the start (decision 0082). The list covers the person's direct conversations and those of their
 * teams and projects, newest activity first.
 */

/** Search of the list looks at this many most recent conversations (titles live in other modules). */
export const CONVERSATION_SEARCH_SCOPE = 500;
/** On connecting, a socket joins the rooms of this many most recent conversations. */
export const SOCKET_ROOMS_LIMIT = 200;

function otherOf(row: ConversationRow, userId: string): string | null {
  if (row.kind !== "DIRECT") return null;
  return row.directLowId === userId ? row.directHighId : row.directLowId;
}

/** The conversations the user takes part in, as a condition on `conversations`. */
export async function mineCondition(ctx: AppContext, userId: string): Promise<SQL> {
  const [teamIds, projectIds] = await Promise.all([
    listTeamIdsOfUser(ctx, { userId }),
    listProjectIdsOfParticipant(ctx, { userId }),
  ]);
  return or(
    eq(conversations.directLowId, userId),
    eq(conversations.directHighId, userId),
    teamIds.length > 0 ? inArray(conversations.teamId, teamIds) : undefined,
    projectIds.length > 0 ? inArray(conversations.projectId, projectIds) : undefined,
  )!;
}

type Titled = { row: ConversationRow; title: string; avatarUrl: string | null; otherUser: TChatPerson | null };

async function withTitles(ctx: AppContext, rows: readonly ConversationRow[], userId: string): Promise<Titled[]> {
  const otherIds = rows.flatMap((row) => otherOf(row, userId) ?? []);
  const [people, teams, projects] = await Promise.all([
    loadPeople(ctx, otherIds),
    loadTeamRefs(
      ctx,
      rows.map((row) => row.teamId),
    ),
    loadProjectTitles(
      ctx,
      rows.flatMap((row) => row.projectId ?? []),
    ),
  ]);
  return rows.map((row) => {
    if (row.kind === "DIRECT") {
      const other = people.get(otherOf(row, userId)!)!;
      return { row, title: other.name, avatarUrl: other.avatarUrl, otherUser: other };
    }
    if (row.kind === "TEAM") {
      const team = teams.get(row.teamId!);
      return { row, title: team?.name ?? "Former team", avatarUrl: team?.avatarUrl ?? null, otherUser: null };
    }
    return { row, title: projects.get(row.projectId!) ?? "Former project", avatarUrl: null, otherUser: null };
  });
}

/** Summaries of a page: the last messages, the reader's read states and unread counts in three statements. */
async function toSummaries(
  ctx: AppContext,
  titled: readonly Titled[],
  userId: string,
): Promise<TConversationSummary[]> {
  if (titled.length === 0) return [];
  const ids = titled.map((item) => item.row.id);
  const lastIds = titled.flatMap((item) => item.row.lastMessageId ?? []);
  const [lastRows, unreadRows] = await Promise.all([
    lastIds.length > 0
      ? ctx.db.select().from(messages).where(inArray(messages.id, lastIds))
      : Promise.resolve([] as MessageRow[]),
    ctx.db.execute<{ id: string; last_read_seq: number; unread: number }>(unreadQuery({ ids, userId })),
  ]);
  const lastViews = new Map((await toMessageViews(ctx, lastRows)).map((view) => [view.id, view]));
  const unread = new Map(
    rowsOf<{ id: string; last_read_seq: number; unread: number }>(unreadRows).map((r) => [r.id, r]),
  );
  return titled.map(({ row, title, avatarUrl, otherUser }) => ({
    id: row.id,
    kind: row.kind,
    title,
    avatarUrl,
    otherUser,
    teamId: row.teamId,
    projectId: row.projectId,
    lastMessage: row.lastMessageId ? (lastViews.get(row.lastMessageId) ?? null) : null,
    lastActivityAt: row.lastActivityAt.toISOString(),
    unreadCount: Number(unread.get(row.id)?.unread ?? 0),
    lastReadSeq: Number(unread.get(row.id)?.last_read_seq ?? 0),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function toDetail(ctx: AppContext, row: ConversationRow, userId: string): Promise<TConversationDetail> {
  const [summary] = await toSummaries(ctx, await withTitles(ctx, [row], userId), userId);
  const participantIds = await listParticipantIds(ctx, row);
  const [people, states] = await Promise.all([
    loadPeople(ctx, participantIds),
    participantIds.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ userId: conversationMembers.userId, lastReadSeq: conversationMembers.lastReadSeq })
          .from(conversationMembers)
          .where(
            and(eq(conversationMembers.conversationId, row.id), inArray(conversationMembers.userId, participantIds)),
          ),
  ]);
  const read = new Map(states.map((state) => [state.userId, state.lastReadSeq]));
  return {
    ...summary!,
    participants: participantIds.map((id) => people.get(id)!),
    readStates: participantIds.map((id) => ({ userId: id, lastReadSeq: read.get(id) ?? 0 })),
  };
}

export async function getConversation(
  ctx: AppContext,
  input: { conversationId: string; userId: string },
): Promise<TConversationDetail> {
  return toDetail(ctx, await loadConversationFor(ctx, input), input.userId);
}

/** Inserts the conversation unless it exists (a parallel first open makes one), then reads it. */
async function ensureConversation(
  ctx: AppContext,
  values: typeof conversations.$inferInsert,
  existing: SQL,
): Promise<{ row: ConversationRow; created: boolean }> {
  const at = now();
  const [inserted] = await ctx.db
    .insert(conversations)
    .values({ ...values, createdAt: at, lastActivityAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await ctx.db.select().from(conversations).where(existing);
  if (!row) throw new AppError("CONFLICT", "The conversation could not be opened. Please try again.");
  return { row, created: false };
}

/** A new conversation's participants' open sockets join its room (typing reaches them at once). */
function joinRoom(ctx: AppContext, row: ConversationRow, userIds: readonly string[]): void {
  realtimeOf(ctx).joinUsersTo(userIds, conversationRoom(row.id));
}

/** The conversation of the two people, made on the first "Message" (spec B8). */
export async function openDirectConversation(
  ctx: AppContext,
  input: { userId: string; otherUserId: string },
): Promise<TConversationDetail> {
  if (input.otherUserId === input.userId) {
    throw new AppError("BUSINESS_RULE", "You cannot message yourself.", [
      { path: "userId", message: "Choose someone else to message." },
    ]);
  }
  const other = (await loadUserSummaries(ctx, [input.otherUserId])).get(input.otherUserId);
  if (other?.status !== "ACTIVE") throw notFound("User");
  const [low, high] = [input.userId, input.otherUserId].sort() as [string, string];
  const { row, created } = await ensureConversation(
    ctx,
    { kind: "DIRECT", directLowId: low, directHighId: high },
    and(eq(conversations.directLowId, low), eq(conversations.directHighId, high), eq(conversations.kind, "DIRECT"))!,
  );
  if (created) joinRoom(ctx, row, [low, high]);
  return toDetail(ctx, row, input.userId);
}

/** The team's conversation, for its members only. */
export async function openTeamConversation(
  ctx: AppContext,
  input: { userId: string; teamId: string },
): Promise<TConversationDetail> {
  if (!(await isTeamMember(ctx, { teamId: input.teamId, userId: input.userId }))) throw conversationNotFound();
  const { row, created } = await ensureConversation(
    ctx,
    { kind: "TEAM", teamId: input.teamId },
    eq(conversations.teamId, input.teamId),
  );
  if (created) joinRoom(ctx, row, await listParticipantIds(ctx, row));
  return toDetail(ctx, row, input.userId);
}

/**
 * Makes a new project's conversation in the transaction that makes the project (accepting an
 * application or an offer), so it is listed on /chat as soon as the project exists, before
 * anyone writes; the parties' open sockets join its room after the commit.
 */
export async function createProjectConversation(ctx: AppContext, input: { projectId: string }): Promise<void> {
  const at = now();
  const [row] = await ctx.db
    .insert(conversations)
    .values({ kind: "PROJECT", projectId: input.projectId, createdAt: at, lastActivityAt: at })
    .onConflictDoNothing()
    .returning();
  if (!row) return;
  const participantIds = await listParticipantIds(ctx, row);
  afterCommit(ctx, () => joinRoom(ctx, row, participantIds));
}

/**
 * The project's conversation, for its people (made on first open); for an admin while the project
 * has a dispute, the existing one only, read-only and audited (decision 0080).
 */
export async function openProjectConversation(
  ctx: AppContext,
  input: { reader: Reader; projectId: string },
): Promise<TConversationDetail> {
  const userId = input.reader.id;
  if (!(await isProjectParticipant(ctx, { projectId: input.projectId, userId }))) {
    if (!(await adminMayRead(ctx, input.reader, input.projectId))) throw conversationNotFound();
    const [row] = await ctx.db.select().from(conversations).where(eq(conversations.projectId, input.projectId));
    if (!row) throw conversationNotFound();
    const detail = await toDetail(ctx, row, userId);
    await auditAdminRead(ctx, {
      adminId: userId,
      action: "CONVERSATION_OPENED",
      projectId: input.projectId,
      subjectId: row.id,
    });
    return detail;
  }
  const { row, created } = await ensureConversation(
    ctx,
    { kind: "PROJECT", projectId: input.projectId },
    eq(conversations.projectId, input.projectId),
  );
  if (created) joinRoom(ctx, row, await listParticipantIds(ctx, row));
  return toDetail(ctx, row, userId);
}

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

const byActivity = [desc(conversations.lastActivityAt), desc(conversations.id)];

function normalize(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** A page of the list: the user's conversations newest activity first, after the cursor (query-plan test). */
export function conversationPageQuery(
  ctx: AppContext,
  input: { mine: SQL; cursor: { at: Date; id: string } | null; limit: number },
) {
  const { cursor } = input;
  return ctx.db
    .select()
    .from(conversations)
    .where(
      and(
        input.mine,
        cursor
          ? sql`(${conversations.lastActivityAt}, ${conversations.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...byActivity)
    .limit(input.limit);
}

/** Each conversation's read state and unread count (up to the cap) for the reader (query-plan test). */
export function unreadQuery(input: { ids: readonly string[]; userId: string }) {
  return sql`
      select c.id, coalesce(cm.last_read_seq, 0)::int as last_read_seq,
        (select count(*)::int from (
          select 1 from ${messages} m
          where m.conversation_id = c.id and m.seq > coalesce(cm.last_read_seq, 0)
            and m.sender_id <> ${input.userId} and m.deleted_at is null
          limit ${CHAT_UNREAD_CAP}) u) as unread
      from ${conversations} c
      left join ${conversationMembers} cm on cm.conversation_id = c.id and cm.user_id = ${input.userId}
      where c.id in (${sql.join(
        input.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
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

/**
 * How many of the user's conversations have unread messages, up to the cap: the Messages badge
 * (decision 0082). Unread as the list counts it: from someone else and not deleted, looked for
 * only where the conversation's last seq is past the reader's, one probe of the conversation's
 * seq index each (a scalar subquery, never turned into a join over messages; query-plan test).
 */
export function unreadConversationsQuery(input: { mine: SQL; userId: string }) {
  return sql`
    select count(*)::int as count from (
      select 1 from ${conversations}
      left join ${conversationMembers} on ${conversationMembers.conversationId} = ${conversations.id}
        and ${conversationMembers.userId} = ${input.userId}
      where ${input.mine} and ${conversations.lastSeq} > coalesce(${conversationMembers.lastReadSeq}, 0)
        and (
          select m.seq from ${messages} m
          where m.conversation_id = ${conversations.id} and m.seq > coalesce(${conversationMembers.lastReadSeq}, 0)
            and m.sender_id <> ${input.userId} and m.deleted_at is null
          limit 1) is not null
      limit ${CHAT_UNREAD_CAP}
    ) unread`;
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

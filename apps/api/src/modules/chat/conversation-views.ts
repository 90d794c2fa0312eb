import type { TChatMessage, TChatPerson, TConversationDetail, TConversationSummary } from "@crewlance/contracts/chat";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversationMembers, messages } from "../../db/schema/chat";
import { loadProjectTitles } from "../projects/index";
import { blockedIdsOf } from "../safety/index";
import { loadTeamRefs } from "../teams/index";
import { type ConversationRow, listParticipantIds } from "./access";
import { unreadQuery } from "./conversation-queries";
import { rowsOf } from "./rows-of";
import { forViewer } from "./viewer";
import { loadPeople, type MessageRow, toMessageViews } from "./views";

/* How a conversation shows to one of its people: its title, picture, unread count and read states. */

function otherOf(row: ConversationRow, userId: string): string | null {
  if (row.kind !== "DIRECT") return null;
  return row.directLowId === userId ? row.directHighId : row.directLowId;
}

export type Titled = { row: ConversationRow; title: string; avatarUrl: string | null; otherUser: TChatPerson | null };

export async function withTitles(ctx: AppContext, rows: readonly ConversationRow[], userId: string): Promise<Titled[]> {
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

/** A conversation's preview follows its messages' rule for the reader's blocks (viewer.ts, decision 0092). */
function lastMessageSeen(
  row: ConversationRow,
  lastViews: ReadonlyMap<string, TChatMessage>,
  blocked: ReadonlySet<string>,
): TChatMessage | null {
  const last = row.lastMessageId ? lastViews.get(row.lastMessageId) : undefined;
  if (!last) return null;
  if (row.kind === "DIRECT") return last;
  return forViewer(row.kind, [last], blocked)[0] ?? null;
}

/** Summaries of a page: the last messages, the reader's read states and unread counts in three statements. */
export async function toSummaries(
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
  const blocked = titled.some((item) => item.row.kind !== "DIRECT" && item.row.lastMessageId)
    ? await blockedIdsOf(ctx, userId)
    : new Set<string>();
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
    lastMessage: lastMessageSeen(row, lastViews, blocked),
    lastActivityAt: row.lastActivityAt.toISOString(),
    unreadCount: Number(unread.get(row.id)?.unread ?? 0),
    lastReadSeq: Number(unread.get(row.id)?.last_read_seq ?? 0),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function toDetail(ctx: AppContext, row: ConversationRow, userId: string): Promise<TConversationDetail> {
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

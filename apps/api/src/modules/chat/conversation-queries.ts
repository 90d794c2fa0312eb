import { CHAT_UNREAD_CAP } from "@crewlance/contracts/chat";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversationMembers, conversations, messages } from "../../db/schema/chat";
import { listProjectIdsOfParticipant } from "../projects/index";
import { listTeamIdsOfUser } from "../teams/index";

/* The queries behind the conversation list and the Messages badge (their plans: list-plan.test.ts). */

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

export const byActivity = [desc(conversations.lastActivityAt), desc(conversations.id)];

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

import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversations } from "../../db/schema/chat";
import { notFound } from "../../lib/errors";
import { isProjectParticipant, listProjectParticipantIds } from "../projects/participants-service";
import { isTeamMember, listTeamMemberIds } from "../teams/service";

/*
 * Who may read and post in a conversation, decided at every REST call and socket event from the
 * pair (DIRECT), the team's current members (TEAM) or the project's parties (PROJECT). Someone
 * outside gets "not found", the same as for a conversation that does not exist (decision 0025).
 */

export type ConversationRow = typeof conversations.$inferSelect;

export const conversationNotFound = () => notFound("Conversation");

export async function isParticipant(ctx: AppContext, conversation: ConversationRow, userId: string): Promise<boolean> {
  switch (conversation.kind) {
    case "DIRECT":
      return conversation.directLowId === userId || conversation.directHighId === userId;
    case "TEAM":
      return isTeamMember(ctx, { teamId: conversation.teamId!, userId });
    case "PROJECT":
      return isProjectParticipant(ctx, { projectId: conversation.projectId!, userId });
  }
}

/** Everyone who takes part now: whom a message is delivered to. */
export async function listParticipantIds(ctx: AppContext, conversation: ConversationRow): Promise<string[]> {
  switch (conversation.kind) {
    case "DIRECT":
      return [conversation.directLowId!, conversation.directHighId!];
    case "TEAM":
      return listTeamMemberIds(ctx, { teamId: conversation.teamId! });
    case "PROJECT":
      return listProjectParticipantIds(ctx, { projectId: conversation.projectId! });
  }
}

/**
 * The conversation when the user takes part in it, else "not found". `lock` takes the row for
 * update (the next seq is allocated under it).
 */
export async function loadConversationFor(
  ctx: AppContext,
  input: { conversationId: string; userId: string; lock?: boolean },
): Promise<ConversationRow> {
  const query = ctx.db.select().from(conversations).where(eq(conversations.id, input.conversationId));
  const [row] = input.lock ? await query.for("update") : await query;
  if (!row || !(await isParticipant(ctx, row, input.userId))) throw conversationNotFound();
  return row;
}

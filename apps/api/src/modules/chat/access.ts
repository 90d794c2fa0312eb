import type { TAdminReadAction } from "@crewlance/contracts/admin";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversations } from "../../db/schema/chat";
import { notFound } from "../../lib/errors";
import {
  adminMayRead,
  auditAdminRead,
  isProjectParticipant,
  listParticipantIdsOfProjects,
  listProjectParticipantIds,
  type Reader,
} from "../projects/index";
import { isTeamMember, listMemberIdsOfTeams, listTeamMemberIds } from "../teams/index";

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
 * Everyone taking part in each of the conversations, by conversation id: a pair from its row,
 * every team in one statement, every project in three (a batch of sends, decision 0057).
 */
export async function listParticipantIdsOfMany(
  ctx: AppContext,
  rows: readonly ConversationRow[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const teamIds = rows.flatMap((row) => (row.kind === "TEAM" ? [row.teamId!] : []));
  const projectIds = rows.flatMap((row) => (row.kind === "PROJECT" ? [row.projectId!] : []));
  const [teams, projects] = await Promise.all([
    listMemberIdsOfTeams(ctx, { teamIds }),
    listParticipantIdsOfProjects(ctx, projectIds),
  ]);
  for (const row of rows) {
    if (row.kind === "DIRECT") result.set(row.id, [row.directLowId!, row.directHighId!]);
    else if (row.kind === "TEAM") result.set(row.id, teams.get(row.teamId!)!);
    else result.set(row.id, projects.get(row.projectId!) ?? []);
  }
  return result;
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

/**
 * The conversation for reading its history: a participant's; or, read-only, a disputed project's
 * for an admin (decision 0080), whose read `audit` records once it is done. Anyone else, and an
 * admin on any other conversation, gets "not found". Writes keep to `loadConversationFor`.
 */
export async function loadConversationToRead(
  ctx: AppContext,
  input: { conversationId: string; reader: Reader },
): Promise<{ row: ConversationRow; audit: (action: TAdminReadAction, subjectId: string) => Promise<void> }> {
  const [row] = await ctx.db.select().from(conversations).where(eq(conversations.id, input.conversationId));
  if (!row) throw conversationNotFound();
  if (await isParticipant(ctx, row, input.reader.id)) return { row, audit: async () => {} };
  if (row.kind !== "PROJECT" || !(await adminMayRead(ctx, input.reader, row.projectId!))) throw conversationNotFound();
  return {
    row,
    audit: (action, subjectId) =>
      auditAdminRead(ctx, { adminId: input.reader.id, action, projectId: row.projectId!, subjectId }),
  };
}

import type { TConversationDetail } from "@crewlance/contracts/chat";
import { and, eq, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context";
import { conversations } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { AppError, notFound } from "../../lib/errors";
import { afterCommit, withTransaction } from "../../lib/transaction";
import { conversationRoom, realtimeOf } from "../../realtime/publisher";
import { adminMayRead, auditAdminRead, isProjectParticipant, type Reader } from "../projects/index";
import { takeDailyAllowance } from "../safety/index";
import { isTeamMember } from "../teams/index";
import { loadUserSummaries } from "../users/index";
import { type ConversationRow, conversationNotFound, listParticipantIds, loadConversationFor } from "./access";
import { toDetail } from "./conversation-views";
import { assertMayMessage } from "./reach";

/*
 * Conversations (decision 0045): DIRECT for a pair, made by the first "Message"; TEAM made when
 * first opened by someone who takes part; PROJECT made with its project, so /chat lists it from
 * the start (decision 0082). The list covers the person's direct conversations and those of their
 * teams and projects, newest activity first.
 */

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

/** The conversation of the two people, made on the first "Message". */
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
  await assertMayMessage(ctx, { senderId: input.userId, otherUserId: input.otherUserId });
  const [low, high] = [input.userId, input.otherUserId].sort() as [string, string];
  // A new conversation counts against a new account's daily allowance; reopening one does not
  // (decision 0092). Counted in the transaction that makes it, so a refusal makes none.
  const { row, created } = await withTransaction(ctx, async (txCtx) => {
    const opened = await ensureConversation(
      txCtx,
      { kind: "DIRECT", directLowId: low, directHighId: high },
      and(eq(conversations.directLowId, low), eq(conversations.directHighId, high), eq(conversations.kind, "DIRECT"))!,
    );
    if (opened.created) await takeDailyAllowance(txCtx, input.userId, "CONVERSATION");
    return opened;
  });
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

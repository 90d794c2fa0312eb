import { CHAT_EDIT_WINDOW_HOURS, type TChatMessage } from "@crewlance/contracts/chat";
import { offPlatformSignals } from "@crewlance/contracts/off-platform";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { AppError, forbidden, notFound } from "../../lib/errors";
import { removeFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import { flagOffPlatform } from "../safety/index";
import { type ConversationRow, loadConversationFor } from "./access";
import { deliverSafely } from "./deliver-safely";
import { deliverMessageUpdate } from "./delivery";
import { assertMayPost } from "./reach";
import { type MessageRow, toMessageViews } from "./views";

/* Editing and deleting one's own message (decision 0045); sending is send-service.ts (batched, decision 0057). */

const EDIT_WINDOW_MS = CHAT_EDIT_WINDOW_HOURS * 60 * 60_000;

async function oneView(ctx: AppContext, row: MessageRow): Promise<TChatMessage> {
  const [view] = await toMessageViews(ctx, [row]);
  return view!;
}

/** The sender's own message in the conversation, locked; others' messages are not theirs to change. */
async function lockOwnMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string },
  action: "edit" | "delete",
): Promise<{ conversation: ConversationRow; row: MessageRow }> {
  const conversation = await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const [row] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.id, input.messageId), eq(messages.conversationId, input.conversationId)))
    .for("update");
  if (!row) throw notFound("Message");
  if (row.senderId !== input.userId) throw forbidden(`Only the sender can ${action} a message.`);
  return { conversation, row };
}

export async function editMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string; body: string },
): Promise<TChatMessage> {
  const { conversation, row } = await withTransaction(ctx, async (txCtx) => {
    const own = await lockOwnMessage(txCtx, input, "edit");
    if (own.row.deletedAt) throw new AppError("CONFLICT", "A deleted message cannot be edited.");
    if (own.row.hiddenAt) throw new AppError("CONFLICT", "A message hidden by moderation cannot be edited.");
    // Inside the transaction: PGlite has one connection, so a read beside an open transaction waits forever.
    await assertMayPost(txCtx, own.conversation, input.userId);
    if (now().getTime() - own.row.createdAt.getTime() > EDIT_WINDOW_MS) {
      throw new AppError(
        "BUSINESS_RULE",
        `A message can be edited for ${CHAT_EDIT_WINDOW_HOURS} hours after it was sent. Send a new one instead.`,
      );
    }
    if (own.row.body === input.body) return own;
    // An edit that starts asking to move off the platform is flagged as a send is (decision 0092).
    const flag = !own.row.offPlatform && offPlatformSignals(input.body).length > 0;
    const [updated] = await txCtx.db
      .update(messages)
      .set({ body: input.body, editedAt: now(), ...(flag ? { offPlatform: true } : {}) })
      .where(eq(messages.id, own.row.id))
      .returning();
    if (flag) await flagOffPlatform(txCtx, { itemKind: "MESSAGE", itemId: own.row.id, subjectUserId: input.userId });
    return { conversation: own.conversation, row: updated! };
  });
  const message = await oneView(ctx, row);
  if (row.editedAt) await deliverSafely(() => deliverMessageUpdate(ctx, conversation, message));
  return message;
}

/** Deletes for everyone: the row stays (shown as deleted), its text and file go. Repeating is harmless. */
export async function deleteMessage(
  ctx: AppContext,
  input: { conversationId: string; messageId: string; userId: string },
): Promise<TChatMessage> {
  const result = await withTransaction(ctx, async (txCtx) => {
    const own = await lockOwnMessage(txCtx, input, "delete");
    if (own.row.deletedAt) return { ...own, changed: false, filePath: null };
    const [updated] = await txCtx.db
      .update(messages)
      .set({ body: "", attachmentId: null, deletedAt: now() })
      .where(eq(messages.id, own.row.id))
      .returning();
    let filePath: string | null = null;
    if (own.row.attachmentId) {
      const [removed] = await txCtx.db
        .delete(chatAttachments)
        .where(eq(chatAttachments.id, own.row.attachmentId))
        .returning({ path: chatAttachments.storagePath });
      filePath = removed?.path ?? null;
    }
    return { conversation: own.conversation, row: updated!, changed: true, filePath };
  });
  if (result.filePath) await removeFile(ctx.config.dataDir, "private", result.filePath);
  const message = await oneView(ctx, result.row);
  if (result.changed) await deliverSafely(() => deliverMessageUpdate(ctx, result.conversation, message));
  return message;
}

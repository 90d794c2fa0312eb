import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, conversationMembers, conversations, messages } from "../../db/schema/chat";
import { type AccountDataPart, exportFile } from "../../lib/account-data";
import { DELETED_USER_NAME, loadUserSummaries } from "../users/index";

/*
 * The chat module's side of "your data" (decision 0099): the conversations a person is in with
 * every message in them, others' too, each with its sender's name only — a conversation is not
 * readable from one side, and the person received those words; no other person's email or
 * phone is part of a conversation. Files: the attachments the person sent.
 */
export async function chatDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const memberships = await ctx.db
    .select({ id: conversations.id, kind: conversations.kind, createdAt: conversations.createdAt })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId));
  const ids = memberships.map((row) => row.id);
  const rows = ids.length
    ? await ctx.db
        .select({
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          body: messages.body,
          attachmentId: messages.attachmentId,
          editedAt: messages.editedAt,
          deletedAt: messages.deletedAt,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(asc(messages.conversationId), asc(messages.seq))
    : [];
  const names = await loadUserSummaries(
    ctx,
    rows.map((row) => row.senderId),
  );
  const sent = await ctx.db.select().from(chatAttachments).where(eq(chatAttachments.uploaderId, userId));
  const files = sent.map((file) => exportFile("private", file.storagePath, "chat-attachments"));
  const attachmentNames = new Map(sent.map((file, index) => [file.id, files[index]?.name]));
  return {
    data: {
      conversations: memberships.map((conversation) => ({
        ...conversation,
        messages: rows
          .filter((row) => row.conversationId === conversation.id)
          .map(({ conversationId: _id, senderId, attachmentId, deletedAt, body, ...message }) => ({
            from: senderId === userId ? "you" : (names.get(senderId)?.fullName ?? DELETED_USER_NAME),
            body: deletedAt ? "" : body,
            deletedAt,
            attachment: attachmentId ? (attachmentNames.get(attachmentId) ?? "sent by the other party") : null,
            ...message,
          })),
      })),
    },
    files,
  };
}

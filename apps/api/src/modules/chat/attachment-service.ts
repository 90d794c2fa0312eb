import { extname } from "node:path";
import type { TChatAttachment } from "@crewlance/contracts/chat";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, messages } from "../../db/schema/chat";
import { now } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import type { Reader } from "../projects/index";
import { loadConversationFor, loadConversationToRead } from "./access";
import { attachmentView } from "./views";

/*
 * Files in chat: uploaded one per request into a conversation, then sent by a message that names
 * the attachment id. The same types and size as task attachments, decided from the content; kept
 * under uploads/private and sent only to the conversation's participants.
 */

const FOLDER = "chat-attachments";
export const CHAT_ATTACHMENT_TYPE_MESSAGE = "Attach a PDF, an image (JPEG, PNG, WebP, GIF) or an office document.";
export const CHAT_ATTACHMENT_TOO_LARGE_MESSAGE = "A file in chat must be at most 10 MB.";

export async function uploadChatAttachment(
  ctx: AppContext,
  input: { conversationId: string; userId: string; file: UploadedFile },
): Promise<TChatAttachment> {
  await loadConversationFor(ctx, { conversationId: input.conversationId, userId: input.userId });
  const mimeType = await documentTypeOf(input.file, CHAT_ATTACHMENT_TYPE_MESSAGE);
  const fileName = safeFileName(input.file.filename);
  const extension = extname(fileName).slice(1).toLowerCase() || "bin";
  const storagePath = await saveFile(ctx.config.dataDir, "private", FOLDER, extension, input.file.content);
  try {
    const [row] = await ctx.db
      .insert(chatAttachments)
      .values({
        conversationId: input.conversationId,
        uploaderId: input.userId,
        fileName,
        mimeType,
        size: input.file.content.length,
        storagePath,
        createdAt: now(),
      })
      .returning();
    return attachmentView(row!);
  } catch (error) {
    await removeFile(ctx.config.dataDir, "private", storagePath);
    throw error;
  }
}

/**
 * A file of the conversation for a participant: one sent in a message that is not deleted, or
 * the reader's own upload not sent yet.
 */
export async function readChatAttachment(
  ctx: AppContext,
  input: { conversationId: string; attachmentId: string; reader: Reader },
): Promise<StoredFile> {
  const { audit } = await loadConversationToRead(ctx, input);
  const [row] = await ctx.db
    .select({ attachment: chatAttachments, messageId: messages.id })
    .from(chatAttachments)
    .leftJoin(messages, and(eq(messages.attachmentId, chatAttachments.id), isNull(messages.deletedAt)))
    .where(and(eq(chatAttachments.id, input.attachmentId), eq(chatAttachments.conversationId, input.conversationId)));
  if (!row || (row.messageId === null && row.attachment.uploaderId !== input.reader.id)) throw notFound("Attachment");
  const file = await openFile(ctx.config.dataDir, "private", row.attachment.storagePath);
  if (!file) throw notFound("Attachment");
  await audit("CHAT_ATTACHMENT_DOWNLOADED", row.attachment.id);
  return { ...file, mimeType: row.attachment.mimeType, fileName: row.attachment.fileName };
}

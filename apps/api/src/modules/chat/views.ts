import type { TChatAttachment, TChatMessage, TChatPerson } from "@crewlance/contracts/chat";
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { chatAttachments, type messages } from "../../db/schema/chat";
import { loadUserSummaries, type UserSummary } from "../users/index";

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;

/** A person as chat shows them: a company by its company name and logo, as projects do. */
export function personOf(summary: UserSummary | undefined, id: string): TChatPerson {
  return {
    id,
    name: summary?.company?.name ?? summary?.fullName ?? "Former user",
    avatarUrl: summary?.company?.logoUrl ?? summary?.avatarUrl ?? null,
  };
}

export async function loadPeople(ctx: AppContext, ids: readonly string[]): Promise<Map<string, TChatPerson>> {
  const summaries = await loadUserSummaries(ctx, ids);
  return new Map([...new Set(ids)].map((id) => [id, personOf(summaries.get(id), id)]));
}

export function attachmentView(row: AttachmentRow): TChatAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    url: `/api/chat/conversations/${row.conversationId}/attachments/${row.id}`,
  };
}

/**
 * A message as everyone in its conversation sees it; a hidden one (moderation, decision 0092) keeps
 * its place with no body or file. What one viewer's blocks change is viewer.ts's.
 */
export function messageView(row: MessageRow, sender: TChatPerson, attachment: AttachmentRow | null): TChatMessage {
  const deleted = row.deletedAt !== null || row.hiddenAt !== null;
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: row.seq,
    sender,
    clientId: row.clientId,
    body: deleted ? "" : row.body,
    attachment: deleted || !attachment ? null : attachmentView(attachment),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    offPlatform: row.offPlatform,
    hidden: row.hiddenAt ? "MODERATED" : null,
  };
}

/**
 * Views of many messages with two more statements in all: their senders (unless `people`, read
 * beforehand, has them all) and their files (only when one has a file).
 */
export async function toMessageViews(
  ctx: AppContext,
  rows: readonly MessageRow[],
  people?: ReadonlyMap<string, TChatPerson>,
): Promise<TChatMessage[]> {
  if (rows.length === 0) return [];
  const senderIds = rows.map((row) => row.senderId);
  const senders = people && senderIds.every((id) => people.has(id)) ? people : await loadPeople(ctx, senderIds);
  const attachmentIds = rows.flatMap((row) =>
    row.attachmentId && !row.deletedAt && !row.hiddenAt ? [row.attachmentId] : [],
  );
  const attachments =
    attachmentIds.length === 0
      ? new Map<string, AttachmentRow>()
      : new Map(
          (await ctx.db.select().from(chatAttachments).where(inArray(chatAttachments.id, attachmentIds))).map((row) => [
            row.id,
            row,
          ]),
        );
  return rows.map((row) =>
    messageView(
      row,
      senders.get(row.senderId) ?? personOf(undefined, row.senderId),
      row.attachmentId ? (attachments.get(row.attachmentId) ?? null) : null,
    ),
  );
}

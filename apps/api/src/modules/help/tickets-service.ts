import { extname } from "node:path";
import type { TCreateSupportTicketRequest, TSupportTicket } from "@crewlance/contracts/help";
import type { AppContext } from "../../context";
import { supportTickets } from "../../db/schema/help";
import { removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import { getCurrentUser } from "../users/index";
import { ticketReceivedEmail } from "./emails";
import { myRequestsLink } from "./ticket-links";
import { loadTicket } from "./ticket-read-service";

/*
 * Support tickets (decision 0049): a user opens one from /help, an admin answers it
 * from the queue, either side may write again; a reply from support marks it ANSWERED, one from
 * the user OPEN again (a closed ticket reopens), and either may close it.
 */
const FOLDER = "support-attachments";

export const TICKET_ATTACHMENT_TYPE_MESSAGE = "Attach a PDF, an image (JPEG, PNG, WebP, GIF) or an office document.";

export const TICKET_ATTACHMENT_TOO_LARGE_MESSAGE = "The attachment must be at most 10 MB.";

/**
 * Opens a ticket and queues its confirmation email in one transaction; the attachment is written
 * first and removed again if the ticket is not stored.
 */
export async function openSupportTicket(
  ctx: AppContext,
  input: { user: CurrentUser; request: TCreateSupportTicketRequest; attachment?: UploadedFile },
): Promise<TSupportTicket> {
  const requester = await getCurrentUser(ctx, { userId: input.user.id });
  let stored: { path: string; name: string; mime: string; size: number } | null = null;
  if (input.attachment) {
    const mime = await documentTypeOf(input.attachment, TICKET_ATTACHMENT_TYPE_MESSAGE, "attachment");
    const name = safeFileName(input.attachment.filename);
    const extension = extname(name).slice(1).toLowerCase() || "bin";
    const path = await saveFile(ctx.config.dataDir, "private", FOLDER, extension, input.attachment.content);
    stored = { path, name, mime, size: input.attachment.content.length };
  }
  try {
    const ticketId = await withTransaction(ctx, async (txCtx) => {
      const [ticket] = await txCtx.db
        .insert(supportTickets)
        .values({
          userId: requester.id,
          contactName: requester.fullName,
          contactEmail: requester.email,
          subject: input.request.subject,
          category: input.request.category,
          message: input.request.message,
          attachmentPath: stored?.path ?? null,
          attachmentName: stored?.name ?? null,
          attachmentMime: stored?.mime ?? null,
          attachmentSize: stored?.size ?? null,
        })
        .returning({ id: supportTickets.id, number: supportTickets.number });
      await ctx.mailer.enqueue(
        txCtx.db,
        ticketReceivedEmail({
          to: requester.email,
          fullName: requester.fullName,
          number: ticket!.number,
          subject: input.request.subject,
          link: myRequestsLink(ctx, ticket!.id),
        }),
      );
      return ticket!.id;
    });
    ctx.mailer.kick();
    return await loadTicket(ctx, ticketId);
  } catch (error) {
    await removeFile(ctx.config.dataDir, "private", stored?.path ?? null);
    throw error;
  }
}

import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context";
import { supportTicketReplies, supportTickets } from "../../db/schema/help";
import { type AccountDataPart, exportFile } from "../../lib/account-data";
import { removeFile } from "../../lib/storage";
import { afterCommit, type TxContext } from "../../lib/transaction";

/* The help module's side of "your data" (decision 0099). */

/**
 * support.json: every request the person sent support, with the whole conversation (support's
 * replies signed "Crewlance support", as the help center shows them) and the attachment under files/.
 */
export async function supportDataOf(ctx: AppContext, userId: string): Promise<AccountDataPart> {
  const tickets = await ctx.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const replies = tickets.length
    ? await ctx.db
        .select()
        .from(supportTicketReplies)
        .where(
          inArray(
            supportTicketReplies.ticketId,
            tickets.map((ticket) => ticket.id),
          ),
        )
        .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id))
    : [];
  const requests = tickets.map((ticket) => ({
    number: ticket.number,
    subject: ticket.subject,
    category: ticket.category,
    status: ticket.status,
    message: ticket.message,
    attachment: ticket.attachmentName,
    createdAt: ticket.createdAt,
    closedAt: ticket.closedAt,
    replies: replies
      .filter((reply) => reply.ticketId === ticket.id)
      .map((reply) => ({
        from: reply.fromSupport ? "Crewlance support" : "you",
        body: reply.body,
        createdAt: reply.createdAt,
      })),
  }));
  const files = tickets.flatMap((ticket) =>
    ticket.attachmentPath ? [exportFile("private", ticket.attachmentPath, "support")] : [],
  );
  return { data: { supportRequests: requests }, files };
}

/**
 * The AccountDeleted listener: the person's support requests go with their replies (cascade), since
 * they carry the name and address the account had and no law asks to keep them; the attachments
 * go after the commit (a rolled-back deletion keeps them).
 */
export async function deleteSupportRequestsOf(txCtx: TxContext, input: { userId: string }): Promise<void> {
  const deleted = await txCtx.db
    .delete(supportTickets)
    .where(eq(supportTickets.userId, input.userId))
    .returning({ attachmentPath: supportTickets.attachmentPath });
  afterCommit(txCtx, async () => {
    for (const { attachmentPath } of deleted) await removeFile(txCtx.config.dataDir, "private", attachmentPath);
  });
}

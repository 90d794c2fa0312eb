import type {
  TAdminSupportTicketRow,
  TSupportTicket,
  TSupportTicketCategory,
  TSupportTicketStatus,
  TSupportTicketSummary,
} from "@crewlance/contracts/help";
import type { supportTicketReplies, supportTickets } from "../../db/schema/help";

/* Rows of the help module's ticket tables as the API shows them. */

type TicketRow = typeof supportTickets.$inferSelect;
type ReplyRow = typeof supportTicketReplies.$inferSelect;

export function ticketSummary(row: TicketRow): TSupportTicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category as TSupportTicketCategory,
    status: row.status as TSupportTicketStatus,
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const requester = (row: TicketRow) => ({ id: row.userId, fullName: row.contactName, email: row.contactEmail });

export function adminTicketRow(row: TicketRow): TAdminSupportTicketRow {
  return { ...ticketSummary(row), requester: requester(row) };
}

/** Support replies are signed "Crewlance support", never with the admin's own name. */
export function ticketView(row: TicketRow, replies: ReplyRow[]): TSupportTicket {
  return {
    ...ticketSummary(row),
    message: row.message,
    attachment: row.attachmentPath
      ? {
          fileName: row.attachmentName ?? "attachment",
          mimeType: row.attachmentMime ?? "application/octet-stream",
          size: row.attachmentSize ?? 0,
          url: `/api/help/tickets/${row.id}/attachment`,
        }
      : null,
    replies: replies.map((reply) => ({
      id: reply.id,
      from: reply.fromSupport ? ("SUPPORT" as const) : ("USER" as const),
      authorName: reply.fromSupport ? "Crewlance support" : row.contactName,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
    requester: requester(row),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

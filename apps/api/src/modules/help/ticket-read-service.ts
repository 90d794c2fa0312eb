import type {
  TAdminTicketsPage,
  TMyTicketsPage,
  TSupportTicket,
  TSupportTicketStatus,
} from "@crewlance/contracts/help";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { supportTicketReplies, supportTickets } from "../../db/schema/help";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { notFound } from "../../lib/errors";
import { openFile } from "../../lib/storage";
import type { CurrentUser } from "../../plugins/auth";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { adminTicketRow, ticketSummary, ticketView } from "./ticket-view";

/* Reading tickets: one, a page of them, their count and attachment (decision 0049). */

/** Tickets not closed yet (OPEN or ANSWERED): the admin dashboard's "open support tickets". */
export async function countOpenSupportTickets(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(ne(supportTickets.status, "CLOSED"));
  return row?.count ?? 0;
}

export async function loadTicket(ctx: AppContext, ticketId: string): Promise<TSupportTicket> {
  const [ticket] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
  if (!ticket) throw notFound("This request");
  const replies = await ctx.db
    .select()
    .from(supportTicketReplies)
    .where(eq(supportTicketReplies.ticketId, ticketId))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  return ticketView(ticket, replies);
}

/** The owner's ticket; anyone else's is "not found", so ids reveal nothing. */
export async function ownedTicketId(ctx: AppContext, input: { ticketId: string; userId: string }): Promise<string> {
  const [row] = await ctx.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(eq(supportTickets.id, input.ticketId), eq(supportTickets.userId, input.userId)));
  if (!row) throw notFound("This request");
  return row.id;
}

export async function getMySupportTicket(
  ctx: AppContext,
  input: { ticketId: string; userId: string },
): Promise<TSupportTicket> {
  return loadTicket(ctx, await ownedTicketId(ctx, input));
}

export async function getSupportTicketForAdmin(ctx: AppContext, input: { ticketId: string }): Promise<TSupportTicket> {
  return loadTicket(ctx, input.ticketId);
}

/** A page of tickets matching `where`, the most recently active first, with its capped total. */
function ticketPage(ctx: AppContext, where: SQL | undefined, paging: { page: number; limit: number }) {
  return pageWithCappedTotal(
    {
      page: ctx.db
        .select()
        .from(supportTickets)
        .where(where)
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      count: countUpToCap(ctx, supportTickets, where),
    },
    paging,
  );
}

export async function listMySupportTickets(
  ctx: AppContext,
  input: { userId: string; page: number; limit: number },
): Promise<TMyTicketsPage> {
  const where = eq(supportTickets.userId, input.userId);
  const { rows, pagination } = await ticketPage(ctx, where, input);
  return {
    items: rows.map(ticketSummary),
    pagination,
  };
}

export async function listSupportTicketsForAdmin(
  ctx: AppContext,
  input: { status: TSupportTicketStatus | "ALL"; page: number; limit: number },
): Promise<TAdminTicketsPage> {
  const where: SQL | undefined = input.status === "ALL" ? undefined : eq(supportTickets.status, input.status);
  const { rows, pagination } = await ticketPage(ctx, where, input);
  return {
    items: rows.map(adminTicketRow),
    pagination,
  };
}

/** The ticket's attachment, for its owner or an admin. */
export async function readSupportTicketAttachment(
  ctx: AppContext,
  input: { ticketId: string; viewer: CurrentUser },
): Promise<StoredFile> {
  const [ticket] = await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, input.ticketId));
  const mayRead = ticket && (ticket.userId === input.viewer.id || input.viewer.role === "ADMIN");
  if (!mayRead || !ticket.attachmentPath) throw notFound("Attachment");
  const file = await openFile(ctx.config.dataDir, "private", ticket.attachmentPath);
  if (!file) throw notFound("Attachment");
  return {
    ...file,
    mimeType: ticket.attachmentMime ?? "application/octet-stream",
    fileName: ticket.attachmentName ?? "attachment",
  };
}

import { extname } from "node:path";
import type {
  TAdminTicketsPage,
  TCreateSupportTicketRequest,
  TMyTicketsPage,
  TSupportTicket,
  TSupportTicketStatus,
} from "@crewlance/contracts/help";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { supportTicketReplies, supportTickets } from "../../db/schema/help";
import { countUpToCap, pageWithCappedTotal } from "../../lib/count-up-to-cap";
import { AppError, notFound } from "../../lib/errors";
import { openFile, removeFile, saveFile } from "../../lib/storage";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { documentTypeOf, safeFileName } from "../../plugins/uploads/documents";
import type { UploadedFile } from "../../plugins/uploads/multipart-form";
import type { StoredFile } from "../../plugins/uploads/send-stored-file";
import { getCurrentUser } from "../users/service";
import { ticketAnsweredEmail, ticketReceivedEmail } from "./emails";
import { adminTicketRow, ticketSummary, ticketView } from "./ticket-view";

/*
 * Support tickets (spec B11, decision 0049): a user opens one from /help, an admin answers it
 * from the queue, either side may write again; a reply from support marks it ANSWERED, one from
 * the user OPEN again (a closed ticket reopens), and either may close it.
 */

const FOLDER = "support-attachments";
export const TICKET_ATTACHMENT_TYPE_MESSAGE = "Attach a PDF, an image (JPEG, PNG, WebP, GIF) or an office document.";
export const TICKET_ATTACHMENT_TOO_LARGE_MESSAGE = "The attachment must be at most 10 MB.";

/** Tickets not closed yet (OPEN or ANSWERED): the admin dashboard's "open support tickets". */
export async function countOpenSupportTickets(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(ne(supportTickets.status, "CLOSED"));
  return row?.count ?? 0;
}

function myRequestsLink(ctx: AppContext, ticketId: string): string {
  return `${ctx.config.appUrl}/help?view=requests&ticket=${ticketId}`;
}

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

async function loadTicket(ctx: AppContext, ticketId: string): Promise<TSupportTicket> {
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
async function ownedTicketId(ctx: AppContext, input: { ticketId: string; userId: string }): Promise<string> {
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

/**
 * Adds a message to the ticket, locked so two replies never race the status. Support answering
 * makes it ANSWERED and emails the owner; the owner writing again makes it OPEN (a closed
 * ticket reopens: the person still needs help).
 */
export async function replyToSupportTicket(
  ctx: AppContext,
  input: { ticketId: string; author: CurrentUser; body: string; asSupport: boolean },
): Promise<TSupportTicket> {
  await withTransaction(ctx, async (txCtx) => {
    const [ticket] = await txCtx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, input.ticketId))
      .for("update");
    if (!ticket || (!input.asSupport && ticket.userId !== input.author.id)) throw notFound("This request");
    if (input.asSupport && ticket.status === "CLOSED") {
      throw new AppError("BUSINESS_RULE", "This request is closed. The person can reopen it by replying.");
    }
    await txCtx.db.insert(supportTicketReplies).values({
      ticketId: ticket.id,
      authorId: input.author.id,
      fromSupport: input.asSupport,
      body: input.body,
    });
    await txCtx.db
      .update(supportTickets)
      .set({
        status: input.asSupport ? "ANSWERED" : "OPEN",
        replyCount: sql`${supportTickets.replyCount} + 1`,
        updatedAt: sql`now()`,
        closedAt: null,
      })
      .where(eq(supportTickets.id, ticket.id));
    if (input.asSupport) {
      const owner = await getCurrentUser(txCtx, { userId: ticket.userId });
      await ctx.mailer.enqueue(
        txCtx.db,
        ticketAnsweredEmail({
          to: owner.email,
          fullName: owner.fullName,
          number: ticket.number,
          subject: ticket.subject,
          reply: input.body,
          link: myRequestsLink(ctx, ticket.id),
        }),
      );
    }
  });
  if (input.asSupport) ctx.mailer.kick();
  return loadTicket(ctx, input.ticketId);
}

/** Closes the ticket (its owner or support); closing a closed ticket is refused with a sentence. */
export async function closeSupportTicket(
  ctx: AppContext,
  input: { ticketId: string; viewer: CurrentUser; asSupport: boolean },
): Promise<TSupportTicket> {
  await withTransaction(ctx, async (txCtx) => {
    const [ticket] = await txCtx.db
      .select({ id: supportTickets.id, userId: supportTickets.userId, status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, input.ticketId))
      .for("update");
    if (!ticket || (!input.asSupport && ticket.userId !== input.viewer.id)) throw notFound("This request");
    if (ticket.status === "CLOSED") throw new AppError("BUSINESS_RULE", "This request is already closed.");
    await txCtx.db
      .update(supportTickets)
      .set({ status: "CLOSED", closedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticket.id));
  });
  return loadTicket(ctx, input.ticketId);
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

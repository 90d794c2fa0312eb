import type { TSupportTicket } from "@crewlance/contracts/help";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { supportTicketReplies, supportTickets } from "../../db/schema/help";
import { AppError, notFound } from "../../lib/errors";
import { withTransaction } from "../../lib/transaction";
import type { CurrentUser } from "../../plugins/auth";
import { getCurrentUser } from "../users/index";
import { ticketAnsweredEmail } from "./emails";
import { myRequestsLink } from "./ticket-links";
import { loadTicket } from "./ticket-read-service";

/* Writing again on a ticket and closing it (decision 0049): see tickets-service.ts. */

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

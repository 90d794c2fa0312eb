import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZMyTicketsPage, ZMyTicketsQuery, ZSupportTicket, ZSupportTicketReplyRequest } from "@crewlance/contracts/help";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { getMySupportTicket, listMySupportTickets, readSupportTicketAttachment } from "./ticket-read-service";
import { closeSupportTicket, replyToSupportTicket } from "./ticket-reply-service";
import { readTicketRequest } from "./ticket-request";
import { openSupportTicket } from "./tickets-service";

const tags = ["help"];

/** The signed-in user's own tickets ('Contact support', 'My requests'). */
export const ticketRoutes: FastifyPluginAsyncZod = async (tickets) => {
  const app = tickets;
  tickets.addHook("preHandler", app.authenticate);
  tickets.addHook("onSend", noStore);

  tickets.post(
    "/tickets",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: {
        operationId: "openSupportTicket",
        tags,
        security: BEARER,
        summary: "'Contact support': opens a ticket and emails a confirmation",
        description:
          "JSON { subject, category, message }, or multipart/form-data with the same fields and an optional file `attachment` (PDF, image or office document, at most 10 MB, type checked by content).",
        response: { 201: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { body, attachment } = await readTicketRequest(request);
      const ticket = await openSupportTicket(app.ctx, { user: userOf(request), request: body, attachment });
      reply.code(201);
      return {
        success: true as const,
        data: ticket,
        message: `We received your request #${ticket.number}. We sent you a confirmation email.`,
      };
    },
  );

  tickets.get(
    "/tickets",
    {
      schema: {
        operationId: "listMySupportTickets",
        tags,
        security: BEARER,
        summary: "'My requests': the signed-in user's tickets, latest activity first",
        querystring: ZMyTicketsQuery,
        response: { 200: successEnvelope(ZMyTicketsPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMySupportTickets(app.ctx, { userId: userOf(request).id, ...request.query }),
    }),
  );

  tickets.get(
    "/tickets/:id",
    {
      schema: {
        operationId: "getMySupportTicket",
        tags,
        security: BEARER,
        summary: "One of the signed-in user's tickets with every reply",
        params: ZIdParams,
        response: { 200: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMySupportTicket(app.ctx, { ticketId: request.params.id, userId: userOf(request).id }),
    }),
  );

  tickets.post(
    "/tickets/:id/replies",
    {
      schema: {
        operationId: "replyToMySupportTicket",
        tags,
        security: BEARER,
        summary: "The ticket's owner writes again; a closed ticket reopens",
        params: ZIdParams,
        body: ZSupportTicketReplyRequest,
        response: { 201: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const ticket = await replyToSupportTicket(app.ctx, {
        ticketId: request.params.id,
        author: userOf(request),
        body: request.body.body,
        asSupport: false,
      });
      reply.code(201);
      return { success: true as const, data: ticket, message: "Your reply was sent to support." };
    },
  );

  tickets.post(
    "/tickets/:id/close",
    {
      schema: {
        operationId: "closeMySupportTicket",
        tags,
        security: BEARER,
        summary: "The ticket's owner closes it",
        params: ZIdParams,
        response: { 200: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closeSupportTicket(app.ctx, {
        ticketId: request.params.id,
        viewer: userOf(request),
        asSupport: false,
      }),
      message: "Your request is closed.",
    }),
  );

  tickets.get(
    "/tickets/:id/attachment",
    {
      schema: {
        operationId: "downloadSupportTicketAttachment",
        tags,
        security: BEARER,
        summary: "The ticket's attachment, for its owner or an admin",
        params: ZIdParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readSupportTicketAttachment(app.ctx, { ticketId: request.params.id, viewer: userOf(request) });
      return sendStoredFile(reply, file);
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAdminTicketsPage,
  ZAdminTicketsQuery,
  ZOpenSupportTicketCount,
  ZSupportTicket,
  ZSupportTicketReplyRequest,
} from "@crewlance/contracts/help";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { countOpenSupportTickets, getSupportTicketForAdmin, listSupportTicketsForAdmin } from "./ticket-read-service";
import { closeSupportTicket, replyToSupportTicket } from "./ticket-reply-service";

const tags = ["help"];

/** The support queue under /admin/help: admins only. */
export const adminHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));
  app.addHook("onSend", noStore);

  app.get(
    "/tickets",
    {
      schema: {
        operationId: "listSupportTicketsForAdmin",
        tags,
        security: BEARER,
        summary:
          "The support queue: tickets by status (OPEN by default, or ANSWERED, CLOSED, ALL), latest activity first",
        querystring: ZAdminTicketsQuery,
        response: { 200: successEnvelope(ZAdminTicketsPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listSupportTicketsForAdmin(app.ctx, request.query) }),
  );

  app.get(
    "/tickets/open-count",
    {
      schema: {
        operationId: "countOpenSupportTickets",
        tags,
        security: BEARER,
        summary: "How many tickets are not closed",
        response: { 200: successEnvelope(ZOpenSupportTicketCount), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: { count: await countOpenSupportTickets(app.ctx) } }),
  );

  app.get(
    "/tickets/:id",
    {
      schema: {
        operationId: "getSupportTicketForAdmin",
        tags,
        security: BEARER,
        summary: "Any ticket with every reply",
        params: ZIdParams,
        response: { 200: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getSupportTicketForAdmin(app.ctx, { ticketId: request.params.id }),
    }),
  );

  app.post(
    "/tickets/:id/replies",
    {
      schema: {
        operationId: "answerSupportTicket",
        tags,
        security: BEARER,
        summary: "Support answers: the reply is emailed to the user and shown under 'My requests'",
        params: ZIdParams,
        body: ZSupportTicketReplyRequest,
        response: { 201: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const ticket = await replyToSupportTicket(app.ctx, {
        ticketId: request.params.id,
        author: userOf(request),
        body: request.body.body,
        asSupport: true,
      });
      reply.code(201);
      return { success: true as const, data: ticket, message: "Your reply was sent." };
    },
  );

  app.post(
    "/tickets/:id/close",
    {
      schema: {
        operationId: "closeSupportTicket",
        tags,
        security: BEARER,
        summary: "Support closes the ticket",
        params: ZIdParams,
        response: { 200: successEnvelope(ZSupportTicket), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await closeSupportTicket(app.ctx, {
        ticketId: request.params.id,
        viewer: userOf(request),
        asSupport: true,
      }),
      message: "The request is closed.",
    }),
  );
};

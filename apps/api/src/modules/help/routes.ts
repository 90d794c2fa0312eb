import { ZIdParams } from "@crewlance/contracts/common";
import { DOCUMENT_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope, summarizeFieldErrors } from "@crewlance/contracts/envelope";
import {
  ZAdminTicketsPage,
  ZAdminTicketsQuery,
  ZCreateSupportTicketRequest,
  ZHelpArticle,
  ZHelpArticlesQuery,
  ZHelpArticlesResult,
  ZHelpFeedbackRequest,
  ZHelpFeedbackResult,
  ZHelpSlugParams,
  ZMyTicketsPage,
  ZMyTicketsQuery,
  ZOpenSupportTicketCount,
  ZSupportTicket,
  ZSupportTicketReplyRequest,
} from "@crewlance/contracts/help";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { BEARER, errorResponses, OPTIONAL_BEARER, PUBLIC } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { readMultipartForm, type UploadedFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { getHelpArticle, listHelpArticles, voteOnHelpArticle } from "./articles-service";
import {
  closeSupportTicket,
  countOpenSupportTickets,
  getMySupportTicket,
  getSupportTicketForAdmin,
  listMySupportTickets,
  listSupportTicketsForAdmin,
  openSupportTicket,
  readSupportTicketAttachment,
  replyToSupportTicket,
  TICKET_ATTACHMENT_TOO_LARGE_MESSAGE,
} from "./tickets-service";

const tags = ["help"];

/**
 * POST /help/tickets takes JSON, or multipart/form-data when a file comes along (one request,
 * so a ticket never exists without the file its author attached).
 */
async function readTicketRequest(request: FastifyRequest) {
  let fields: unknown = request.body ?? {};
  let attachment: UploadedFile | undefined;
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, {
      attachment: { maxBytes: DOCUMENT_MAX_BYTES, tooLargeMessage: TICKET_ATTACHMENT_TOO_LARGE_MESSAGE },
    });
    fields = form.fields;
    attachment = form.files.get("attachment");
  }
  const parsed = ZCreateSupportTicketRequest.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    throw new AppError("VALIDATION_ERROR", summarizeFieldErrors(errors), errors);
  }
  return { body: parsed.data, attachment };
}

/** The help center under /help: articles for everyone, tickets for their owner. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/articles",
    {
      schema: {
        operationId: "listHelpArticles",
        tags,
        security: PUBLIC,
        summary: "Every help article by category, or with q the ranked search results with matches marked",
        description:
          "Matches are marked with the characters U+0002 (start) and U+0003 (end) in titleHighlighted and excerptHighlighted; the text is never HTML.",
        querystring: ZHelpArticlesQuery,
        response: { 200: successEnvelope(ZHelpArticlesResult), ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await listHelpArticles(app.ctx, request.query) }),
  );

  app.get(
    "/articles/:slug",
    {
      preHandler: app.authenticateIfPresent,
      onSend: noStore,
      schema: {
        operationId: "getHelpArticle",
        tags,
        security: OPTIONAL_BEARER,
        summary: "One help article, rendered, with its related articles (and the signed-in user's vote)",
        params: ZHelpSlugParams,
        response: { 200: successEnvelope(ZHelpArticle), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getHelpArticle(app.ctx, { slug: request.params.slug, viewer: request.currentUser }),
    }),
  );

  app.post(
    "/articles/:slug/feedback",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "voteOnHelpArticle",
        tags,
        security: BEARER,
        summary: "'Was this helpful?': one vote per user per article; voting again changes it",
        params: ZHelpSlugParams,
        body: ZHelpFeedbackRequest,
        response: { 200: successEnvelope(ZHelpFeedbackResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await voteOnHelpArticle(app.ctx, {
        slug: request.params.slug,
        userId: userOf(request).id,
        helpful: request.body.helpful,
      }),
      message: "Thank you for your feedback.",
    }),
  );

  await app.register(ticketRoutes);
};

/** The signed-in user's own tickets ('Contact support', 'My requests'). */
const ticketRoutes: FastifyPluginAsyncZod = async (tickets) => {
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

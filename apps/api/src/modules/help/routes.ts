import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZHelpArticle,
  ZHelpArticlesQuery,
  ZHelpArticlesResult,
  ZHelpFeedbackRequest,
  ZHelpFeedbackResult,
  ZHelpSlugParams,
} from "@crewlance/contracts/help";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses, OPTIONAL_BEARER, PUBLIC } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { getHelpArticle, listHelpArticles, voteOnHelpArticle } from "./articles-service";
import { ticketRoutes } from "./ticket-routes";

const tags = ["help"];

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

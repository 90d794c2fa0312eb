import { ZIdParams } from "@crewlance/contracts/common";
import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZPortfolioCreateBody,
  ZPortfolioItem,
  ZPortfolioItemParams,
  ZPortfolioListResponse,
  ZPortfolioOrderBody,
  ZPortfolioQuery,
  ZPortfolioUpdateBody,
} from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import {
  addPortfolioItem,
  deletePortfolioItem,
  listPortfolio,
  reorderPortfolio,
  replacePortfolioImage,
  updatePortfolioItem,
} from "./portfolio-service";

/* /api/teams/{id}/portfolio: anyone who may see the team reads it; owner and admins edit. */

const tags = ["teams"];
const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };
const itemEnvelope = successEnvelope(ZPortfolioItem);

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/portfolio",
    {
      schema: {
        operationId: "listTeamPortfolio",
        tags,
        security: BEARER,
        summary: "The team's portfolio items in order",
        params: ZIdParams,
        querystring: ZPortfolioQuery,
        response: { 200: successEnvelope(ZPortfolioListResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listPortfolio(app.ctx, { teamId: request.params.id, viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.post(
    "/:id/portfolio",
    {
      schema: {
        operationId: "addTeamPortfolioItem",
        tags,
        security: BEARER,
        summary: "Adds an item at the end (owner and admins); its image follows as multipart",
        params: ZIdParams,
        body: ZPortfolioCreateBody,
        response: { 201: itemEnvelope, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const item = await addPortfolioItem(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        body: request.body,
      });
      return reply.code(201).send({ success: true as const, data: item, message: "The item has been added." });
    },
  );

  app.put(
    "/:id/portfolio/order",
    {
      schema: {
        operationId: "reorderTeamPortfolio",
        tags,
        security: BEARER,
        summary: "Sets the order of every item (owner and admins)",
        params: ZIdParams,
        body: ZPortfolioOrderBody,
        response: { 200: successEnvelope(z.array(ZPortfolioItem)), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reorderPortfolio(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        itemIds: request.body.itemIds,
      }),
      message: "The portfolio has been reordered.",
    }),
  );

  app.patch(
    "/:id/portfolio/:itemId",
    {
      schema: {
        operationId: "updateTeamPortfolioItem",
        tags,
        security: BEARER,
        summary: "Edits an item (owner and admins)",
        params: ZPortfolioItemParams,
        body: ZPortfolioUpdateBody,
        response: { 200: itemEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updatePortfolioItem(app.ctx, {
        teamId: request.params.id,
        itemId: request.params.itemId,
        viewerId: userOf(request).id,
        body: request.body,
      }),
      message: "The item has been updated.",
    }),
  );

  app.delete(
    "/:id/portfolio/:itemId",
    {
      schema: {
        operationId: "deleteTeamPortfolioItem",
        tags,
        security: BEARER,
        summary: "Deletes an item (owner and admins)",
        params: ZPortfolioItemParams,
        response: { 200: successEnvelope(z.object({ id: z.string().uuid() })), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deletePortfolioItem(app.ctx, {
        teamId: request.params.id,
        itemId: request.params.itemId,
        viewerId: userOf(request).id,
      });
      return { success: true as const, data: { id: request.params.itemId }, message: "The item has been deleted." };
    },
  );

  app.post(
    "/:id/portfolio/:itemId/image",
    {
      schema: {
        operationId: "uploadTeamPortfolioImage",
        tags,
        security: BEARER,
        summary: "Replaces an item's image (multipart/form-data, one JPEG, PNG or WebP file, at most 5 MB)",
        params: ZPortfolioItemParams,
        response: { 200: itemEnvelope, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, IMAGE_RULE);
      return {
        success: true as const,
        data: await replacePortfolioImage(app.ctx, {
          teamId: request.params.id,
          itemId: request.params.itemId,
          viewerId: userOf(request).id,
          content: file.content,
        }),
        message: "The image has been updated.",
      };
    },
  );
};

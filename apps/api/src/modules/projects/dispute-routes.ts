import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZDispute, ZDisputeStatementBody, ZUserReviewPage, ZUserReviewQuery } from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses, PUBLIC } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { addDisputeStatement, getDispute } from "./disputes-service";
import { listUserReviews } from "./reviews-service";

/** /api/disputes/{id}: a dispute for its parties (and admins), and the parties' statements. */
export const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getDispute",
        tags: ["projects"],
        security: BEARER,
        summary: "A dispute with both sides' statements and the milestone's history",
        params: ZIdParams,
        response: { 200: successEnvelope(ZDispute), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true as const,
        data: await getDispute(app.ctx, {
          disputeId: request.params.id,
          userId: user.id,
          isAdmin: user.role === "ADMIN",
        }),
      };
    },
  );

  app.post(
    "/:id/statements",
    {
      schema: {
        operationId: "addDisputeStatement",
        tags: ["projects"],
        security: BEARER,
        summary: "A party adds its side to an open dispute",
        params: ZIdParams,
        body: ZDisputeStatementBody,
        response: { 201: successEnvelope(ZDispute), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await addDisputeStatement(app.ctx, {
        disputeId: request.params.id,
        userId: userOf(request).id,
        text: request.body.text,
      });
      reply.code(201);
      return { success: true as const, data, message: "Statement added." };
    },
  );
};

/** /api/reviews: the visible reviews about a user, shown on their profile. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        operationId: "listUserReviews",
        tags: ["projects"],
        security: PUBLIC,
        summary: "The visible reviews about a user (freelancer or company), newest first, after a cursor",
        querystring: ZUserReviewQuery,
        response: { 200: successEnvelope(ZUserReviewPage), ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await listUserReviews(app.ctx, request.query) }),
  );
};

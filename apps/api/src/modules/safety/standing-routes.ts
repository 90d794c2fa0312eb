import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZAppealCreate, ZStanding, ZStandingAction } from "@crewlance/contracts/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { fileAppeal } from "./appeals";
import { standingOf } from "./standing";

const tags = ["safety"];

/**
 * GET /safety/standing and POST /safety/appeals: the only routes that also take a suspended
 * person's appeal token (decision 0092), so they can read why and answer.
 */
export const standingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/standing",
    {
      config: { allowAppealToken: true },
      preHandler: app.authenticate,
      schema: {
        operationId: "getMyStanding",
        tags,
        security: BEARER,
        summary: "The actions that touched the signed-in person, what each affects, and new-account limits",
        description: "Also takes the appeal token a suspended person's sign-in answer carries.",
        response: { 200: successEnvelope(ZStanding), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await standingOf(app.ctx, userOf(request).id) }),
  );

  app.post(
    "/appeals",
    {
      config: { allowAppealToken: true },
      preHandler: app.authenticate,
      schema: {
        operationId: "createAppeal",
        tags,
        security: BEARER,
        summary: "Appeals one action on the signed-in person's account (once per action)",
        description: "Also takes the appeal token a suspended person's sign-in answer carries.",
        body: ZAppealCreate,
        response: { 201: successEnvelope(ZStandingAction), ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const action = await fileAppeal(app.ctx, { userId: userOf(request).id, ...request.body });
      return reply.code(201).send({
        success: true as const,
        data: action,
        message: "Your appeal is in. Another administrator will review it.",
      });
    },
  );
};

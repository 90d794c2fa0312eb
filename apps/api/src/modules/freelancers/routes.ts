import { paginated } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZFreelancerListItem, ZFreelancerListQuery } from "@crewlance/contracts/freelancers";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import { searchFreelancers } from "./search";

const tags = ["freelancers"];

/** The freelancer directory; registered under /user so its address stays GET /api/user/freelancers. */
export const freelancerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/freelancers",
    {
      schema: {
        operationId: "listFreelancers",
        tags,
        security: BEARER,
        summary: "The freelancer directory with search, filters, sorting and paging",
        querystring: ZFreelancerListQuery,
        response: { 200: successEnvelope(paginated(ZFreelancerListItem)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readFromReplica(app.ctx, request.currentUser?.id, (ctx) => searchFreelancers(ctx, request.query)),
    }),
  );
};

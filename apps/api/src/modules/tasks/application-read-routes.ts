import { ZApplication, ZMyApplicationsQuery, ZMyApplicationsResponse } from "@crewlance/contracts/applications";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { requireRole, userOf } from "../../plugins/auth";
import { getApplication } from "./application-access";
import { listMyApplications } from "./my-applications-service";

const applicationEnvelope = successEnvelope(ZApplication);

/** A freelancer's applications and one application. */
export const applicationReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["applications"];
  const freelancer = requireRole("FREELANCER");

  app.get(
    "/mine",
    {
      preHandler: freelancer,
      schema: {
        operationId: "listMyApplications",
        tags,
        security: BEARER,
        summary: "The freelancer's applications, newest first, with counts per status",
        querystring: ZMyApplicationsQuery,
        response: { 200: successEnvelope(ZMyApplicationsResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyApplications(app.ctx, { viewer: userOf(request), ...request.query }),
    }),
  );

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getApplication",
        tags,
        security: BEARER,
        summary: "One application, for its applicant and the task's owner",
        params: ZIdParams,
        response: { 200: applicationEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getApplication(app.ctx, { applicationId: request.params.id, viewerId: userOf(request).id }),
    }),
  );
};

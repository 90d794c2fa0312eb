import {
  ZApplication,
  ZApplyBody,
  ZTaskApplicationsQuery,
  ZTaskApplicationsResponse,
} from "@crewlance/contracts/applications";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import { requireRole, userOf } from "../../plugins/auth";
import { applyToTask } from "./apply-service";
import { listTaskApplications } from "./task-applications-list";

const applicationEnvelope = successEnvelope(ZApplication);

/** A task's applications: its owner's ranked list, and a freelancer's apply. */
export const taskApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const company = requireRole("COMPANY");

  app.get(
    "/:id/applications",
    {
      preHandler: company,
      schema: {
        operationId: "listTaskApplications",
        tags: ["applications"],
        security: BEARER,
        summary: "A task's applications ranked by skill match, then newest (its owner only)",
        params: ZIdParams,
        querystring: ZTaskApplicationsQuery,
        response: { 200: successEnvelope(ZTaskApplicationsResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readFromReplica(app.ctx, userOf(request).id, (ctx) =>
        listTaskApplications(ctx, { taskId: request.params.id, viewer: userOf(request), ...request.query }),
      ),
    }),
  );

  app.post(
    "/:id/applications",
    {
      preHandler: requireRole("FREELANCER"),
      schema: {
        operationId: "applyToTask",
        tags: ["applications"],
        security: BEARER,
        summary: "Applies to an open task (at most 30 applications in 24 hours)",
        params: ZIdParams,
        body: ZApplyBody,
        response: { 201: applicationEnvelope, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const application = await applyToTask(app.ctx, {
        taskId: request.params.id,
        viewer: userOf(request),
        body: request.body,
      });
      reply.code(201);
      return { success: true as const, data: application, message: "Your application has been sent." };
    },
  );
};

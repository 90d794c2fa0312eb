import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZProjectDetail, ZProjectListQuery, ZProjectListResponseV2 } from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { startAutoApprove } from "./auto-approve";
import { projectFileRoutes } from "./file-routes";
import { getProject, listProjects } from "./service";
import { projectWorkRoutes } from "./work-routes";

const tags = ["projects"];

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  startAutoApprove(app);

  app.get(
    "/",
    {
      schema: {
        operationId: "listProjects",
        tags,
        security: BEARER,
        summary: "The signed-in company's or freelancer's projects, newest first, with progress and next steps",
        querystring: ZProjectListQuery,
        response: { 200: successEnvelope(ZProjectListResponseV2), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return {
        success: true as const,
        data: await listProjects(app.ctx, { userId: user.id, role: user.role, ...request.query }),
      };
    },
  );

  app.get(
    "/:id",
    {
      schema: {
        operationId: "getProject",
        tags,
        security: BEARER,
        summary:
          "One project with its milestones, money and what waits on whom, for its people (and, read-only, an admin while it has a dispute)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZProjectDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProject(app.ctx, { projectId: request.params.id, reader: userOf(request) }),
    }),
  );

  await app.register(projectWorkRoutes);
  await app.register(projectFileRoutes);
};

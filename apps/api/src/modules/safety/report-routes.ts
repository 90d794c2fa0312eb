import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZMyReport, ZMyReportPage, ZMyReportsQuery, ZReportCreate } from "@crewlance/contracts/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listMyReports } from "./reports-list";
import { createReport } from "./reports-service";

const tags = ["safety"];

/** /safety/reports: any signed-in person reports an item and follows their reports (decision 0092). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.post(
    "/reports",
    {
      schema: {
        operationId: "createReport",
        tags,
        security: BEARER,
        summary: "Reports a user, task, message, review, team, portfolio item, proposal or offer",
        body: ZReportCreate,
        response: { 201: successEnvelope(ZMyReport), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const report = await createReport(app.ctx, { ...request.body, reporterId: userOf(request).id });
      reply.code(201);
      return { success: true as const, data: report, message: "Thanks — we'll review your report." };
    },
  );

  app.get(
    "/reports",
    {
      schema: {
        operationId: "listMyReports",
        tags,
        security: BEARER,
        summary: "The signed-in person's reports and their status, newest first",
        querystring: ZMyReportsQuery,
        response: { 200: successEnvelope(ZMyReportPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const page = await listMyReports(app.ctx, { reporterId: userOf(request).id, ...request.query });
      return { success: true as const, data: page };
    },
  );
};

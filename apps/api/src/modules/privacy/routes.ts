import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAccountDeleted,
  ZAccountDeletionRequest,
  ZDataExport,
  ZExportIdParams,
  ZLatestDataExport,
} from "@crewlance/contracts/privacy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { deleteAccount } from "./deletion-service";
import { startExportSweeper } from "./export-job";
import { latestExport, openExport, requestExport } from "./export-service";

const tags = ["privacy"];

/** /account: the signed-in person's data export and the deletion of their account (decision 0099). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const sweeper = startExportSweeper(app);

  app.get(
    "/export",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getLatestDataExport",
        tags,
        summary: "The signed-in person's latest data export and where it stands",
        security: BEARER,
        response: { 200: successEnvelope(ZLatestDataExport), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await latestExport(app.ctx, userOf(request).id) }),
  );

  app.post(
    "/export",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "requestDataExport",
        tags,
        summary: "Ask for a copy of one's data: prepared in the background, mailed when ready",
        description: "Answers the export already being prepared instead of starting a second; 429 after three a day.",
        security: BEARER,
        response: {
          200: successEnvelope(ZDataExport),
          201: successEnvelope(ZDataExport),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { export: started, created } = await requestExport(app.ctx, userOf(request).id, () => sweeper.kick());
      reply.code(created ? 201 : 200);
      return {
        success: true as const,
        data: started,
        message: created
          ? "We are preparing your data. We will email you when it is ready."
          : "Your data is already being prepared. We will email you when it is ready.",
      };
    },
  );

  app.get(
    "/export/:exportId/download",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "downloadDataExport",
        tags,
        summary: "The ZIP of a ready export; its owner only",
        security: BEARER,
        params: ZExportIdParams,
        response: { 200: z.any().describe("The ZIP file"), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const file = await openExport(app.ctx, { userId: userOf(request).id, exportId: request.params.exportId });
      return reply
        .header("content-type", "application/zip")
        .header("content-length", file.size)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(file.stream);
    },
  );

  app.post(
    "/deletion",
    {
      onRequest: app.authenticate,
      // Guessing the password through this door is limited like signing in.
      config: { rateLimit: { max: app.ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        operationId: "deleteAccount",
        tags,
        summary: "Delete one's account with the password (or a second-factor code) and the word DELETE",
        description:
          "409 with the reason while money is in escrow or in the wallet, work or a withdrawal is open, or the person owns a team with other members.",
        security: BEARER,
        body: ZAccountDeletionRequest,
        response: { 200: successEnvelope(ZAccountDeleted), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const deleted = await deleteAccount(app.ctx, userOf(request).id, request.body);
      return { success: true as const, data: deleted, message: "Your account was deleted." };
    },
  );
};

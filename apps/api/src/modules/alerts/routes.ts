import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZCreateSavedSearchBody,
  ZSavedSearchListResponse,
  ZSavedSearchResponse,
  ZUpdateSavedSearchBody,
} from "@crewlance/contracts/saved-searches";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from "./saved-search-service";
import { startAlertWorker } from "./worker";

const tags = ["saved-searches"];
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));

/** A person's saved searches: only their owner sees or changes one (another person's is a 404). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  startAlertWorker(app);
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      schema: {
        operationId: "listSavedSearches",
        tags,
        security: BEARER,
        summary: "The signed-in person's saved searches, oldest first",
        response: { 200: ZSavedSearchListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSavedSearches(app.ctx, { userId: userOf(request).id }),
    }),
  );

  app.post(
    "/",
    {
      schema: {
        operationId: "createSavedSearch",
        tags,
        security: BEARER,
        summary: "Saves a task or freelancer search under a name; a task search may alert of new tasks",
        body: ZCreateSavedSearchBody,
        response: { 201: ZSavedSearchResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const saved = await createSavedSearch(app.ctx, { userId: userOf(request).id, body: request.body });
      reply.code(201);
      return { success: true as const, data: saved, message: "Search saved." };
    },
  );

  app.patch(
    "/:id",
    {
      schema: {
        operationId: "updateSavedSearch",
        tags,
        security: BEARER,
        summary: "Renames a saved search or changes its alerts",
        params: ZIdParams,
        body: ZUpdateSavedSearchBody,
        response: { 200: ZSavedSearchResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const saved = await updateSavedSearch(app.ctx, {
        userId: userOf(request).id,
        id: request.params.id,
        body: request.body,
      });
      return { success: true as const, data: saved, message: "Saved search updated." };
    },
  );

  app.delete(
    "/:id",
    {
      schema: {
        operationId: "deleteSavedSearch",
        tags,
        security: BEARER,
        summary: "Deletes a saved search and its alerts",
        params: ZIdParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.ctx, { userId: userOf(request).id, id: request.params.id });
      return { success: true as const, data: { id: request.params.id }, message: "Saved search deleted." };
    },
  );
};

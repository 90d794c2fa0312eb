import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZBlockedUser, ZBlockParams, ZBlockState } from "@crewlance/contracts/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { blockUser, isBlockedBy, listBlockedUsers, unblockUser } from "./block-service";

const tags = ["safety"];

/** /safety/blocks: the signed-in person's blocks, only ever about people they blocked (decision 0092). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/blocks",
    {
      schema: {
        operationId: "listBlockedUsers",
        tags,
        security: BEARER,
        summary: "The people the signed-in person blocked, newest first",
        response: { 200: successEnvelope(z.array(ZBlockedUser)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listBlockedUsers(app.ctx, userOf(request).id) }),
  );

  app.get(
    "/blocks/:userId",
    {
      schema: {
        operationId: "getBlockState",
        tags,
        security: BEARER,
        summary: "Whether the signed-in person blocked this person",
        params: ZBlockParams,
        response: { 200: successEnvelope(ZBlockState), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const blocked = await isBlockedBy(app.ctx, { blockerId: userOf(request).id, userId: request.params.userId });
      return { success: true as const, data: { blocked } };
    },
  );

  app.put(
    "/blocks/:userId",
    {
      schema: {
        operationId: "blockUser",
        tags,
        security: BEARER,
        summary: "Blocks a person: they can no longer message, send offers or invitations, or apply",
        params: ZBlockParams,
        response: { 200: successEnvelope(ZBlockState), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { fullName } = await blockUser(app.ctx, { blockerId: userOf(request).id, userId: request.params.userId });
      return { success: true as const, data: { blocked: true }, message: `You blocked ${fullName}.` };
    },
  );

  app.delete(
    "/blocks/:userId",
    {
      schema: {
        operationId: "unblockUser",
        tags,
        security: BEARER,
        summary: "Unblocks a person",
        params: ZBlockParams,
        response: { 200: successEnvelope(ZBlockState), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { fullName } = await unblockUser(app.ctx, { blockerId: userOf(request).id, userId: request.params.userId });
      const message = fullName ? `You unblocked ${fullName}.` : "Unblocked.";
      return { success: true as const, data: { blocked: false }, message };
    },
  );
};

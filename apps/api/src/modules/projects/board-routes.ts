import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZBoardItem, ZBoardItemPatchBody } from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { deleteBoardItem, updateBoardItem } from "./board-service";

/** /api/board-items/{id}: edit, move and delete a card, for the project's parties. */

const tags = ["projects"];

export const boardItemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.patch(
    "/:id",
    {
      schema: {
        operationId: "updateBoardItem",
        tags,
        security: BEARER,
        summary:
          "Edits a card, or moves it: `status` for another column, `afterId` for the card it lands after (null: top)",
        params: ZIdParams,
        body: ZBoardItemPatchBody,
        response: { 200: successEnvelope(ZBoardItem), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBoardItem(app.ctx, {
        itemId: request.params.id,
        userId: userOf(request).id,
        body: request.body,
      }),
    }),
  );

  app.delete(
    "/:id",
    {
      schema: {
        operationId: "deleteBoardItem",
        tags,
        security: BEARER,
        summary: "Deletes a card from the board",
        params: ZIdParams,
        response: {
          200: successEnvelope(z.object({ id: z.string().uuid() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      await deleteBoardItem(app.ctx, { itemId: request.params.id, userId: userOf(request).id });
      return { success: true as const, data: { id: request.params.id }, message: "The card has been deleted." };
    },
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZFavouriteIds,
  ZFavouriteIdsQuery,
  ZFavouriteListQuery,
  ZFavouriteParams,
  ZFavouriteState,
  ZSavedPage,
} from "@crewlance/contracts/favourites";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listFavourites, savedIds } from "./list";
import { saveFavourite, unsaveFavourite } from "./service";

const tags = ["favourites"];

/** Saved tasks, freelancers and teams of the signed-in user (decision 0103). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      schema: {
        operationId: "listFavourites",
        tags,
        security: BEARER,
        summary: "The caller's saved items of one kind, the latest saved first, with their cards",
        querystring: ZFavouriteListQuery,
        response: { 200: successEnvelope(ZSavedPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listFavourites(app.ctx, { viewer: userOf(request), ...request.query }),
    }),
  );

  app.get(
    "/ids",
    {
      schema: {
        operationId: "listFavouriteIds",
        tags,
        security: BEARER,
        summary: "Every id of one kind the caller saved, for the Save toggles of a list",
        querystring: ZFavouriteIdsQuery,
        response: { 200: successEnvelope(ZFavouriteIds), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await savedIds(app.ctx, { viewer: userOf(request), kind: request.query.kind }),
    }),
  );

  app.put(
    "/:kind/:id",
    {
      schema: {
        operationId: "saveFavourite",
        tags,
        security: BEARER,
        summary: "Saves a task, freelancer or team the caller can see; saving again changes nothing",
        params: ZFavouriteParams,
        response: { 200: successEnvelope(ZFavouriteState), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await saveFavourite(app.ctx, { viewer: userOf(request), ...request.params }),
    }),
  );

  app.delete(
    "/:kind/:id",
    {
      schema: {
        operationId: "unsaveFavourite",
        tags,
        security: BEARER,
        summary: "Removes a saved item; removing one not saved changes nothing",
        params: ZFavouriteParams,
        response: { 200: successEnvelope(ZFavouriteState), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await unsaveFavourite(app.ctx, { viewer: userOf(request), ...request.params }),
    }),
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZHandleAvailability,
  ZHandleAvailabilityQuery,
  ZPublicPage,
  ZPublicPageUpdate,
} from "@crewlance/contracts/handles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { getPublicPage, handleAvailability, setPublicPage } from "./public-page-service";

const tags = ["users"];
const publicPageEnvelope = successEnvelope(ZPublicPage);

/**
 * The form asks as the person types, a few times a second at most; this bounds a script walking
 * the namespace to find who has which handle.
 */
const HANDLE_LOOKUPS_PER_MINUTE = 120;

/** The signed-in person's public page address and visibility, and whether a handle is free (decision 0095). */
export const publicPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/users/me/public-page",
    {
      onSend: noStore,
      schema: {
        operationId: "getMyPublicPage",
        tags,
        security: BEARER,
        summary: "The signed-in person's handle, who may see their public page, and its address",
        response: { 200: publicPageEnvelope, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getPublicPage(app.ctx, { userId: userOf(request).id }) }),
  );

  app.put(
    "/users/me/public-page",
    {
      onSend: noStore,
      schema: {
        operationId: "setMyPublicPage",
        tags,
        security: BEARER,
        summary: "Chooses or changes the handle and the visibility; an old handle redirects for 90 days",
        body: ZPublicPageUpdate,
        response: { 200: publicPageEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setPublicPage(app.ctx, { userId: userOf(request).id, ...request.body }),
      message: "Your public page has been saved.",
    }),
  );

  app.get(
    "/handles/availability",
    {
      onSend: noStore,
      config: { rateLimit: { max: HANDLE_LOOKUPS_PER_MINUTE, timeWindow: "1 minute" } },
      schema: {
        operationId: "getHandleAvailability",
        tags,
        security: BEARER,
        summary: "Whether the signed-in person (or their team) could take a handle now, and why not",
        querystring: ZHandleAvailabilityQuery,
        response: { 200: successEnvelope(ZHandleAvailability), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await handleAvailability(app.ctx, { userId: userOf(request).id, handle: request.query.handle }),
    }),
  );
};

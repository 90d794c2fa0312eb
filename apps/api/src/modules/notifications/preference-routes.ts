import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZNotificationPreferences,
  ZUpdateNotificationPreferencesRequest,
} from "@crewlance/contracts/notification-preferences";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { startDigestSweep } from "./digest-sweep";
import { readNotificationPreferences, updateNotificationPreferences } from "./preferences-service";

const tags = ["notifications"];
const envelope = successEnvelope(ZNotificationPreferences);

/** /notification-preferences: the signed-in person's switches, digest and time zone (decision 0104). */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  startDigestSweep(app);

  app.get(
    "/",
    {
      schema: {
        operationId: "getNotificationPreferences",
        tags,
        security: BEARER,
        summary: "Which groups of notifications reach the signed-in person on each channel, and their digest",
        response: { 200: envelope, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readNotificationPreferences(app.ctx, { userId: userOf(request).id }),
    }),
  );

  app.patch(
    "/",
    {
      schema: {
        operationId: "updateNotificationPreferences",
        tags,
        security: BEARER,
        summary: "Turns groups on or off per channel and sets the digest; essential ones stay on",
        body: ZUpdateNotificationPreferencesRequest,
        response: { 200: envelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNotificationPreferences(app.ctx, { userId: userOf(request).id, changes: request.body }),
      message: "Your notification settings are saved.",
    }),
  );
};

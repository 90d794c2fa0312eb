import { successEnvelope, ZMessageOnly } from "@crewlance/contracts/envelope";
import {
  ZPushDevice,
  ZPushDeviceList,
  ZPushPublicKey,
  ZPushSubscribeRequest,
  ZPushUnsubscribeRequest,
} from "@crewlance/contracts/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listDevices, subscribeDevice, unsubscribeDevice, vapidPublicKey } from "./subscriptions-service";
import { startPushWorker } from "./worker";

const tags = ["push"];

/** /push: the VAPID key and the signed-in person's push devices (decision 0105). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  startPushWorker(app);
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/public-key",
    {
      schema: {
        operationId: "getPushPublicKey",
        tags,
        summary: "The server's VAPID public key, which a browser subscribes with",
        security: BEARER,
        response: { 200: successEnvelope(ZPushPublicKey), ...errorResponses(401, 403, 503) },
      },
    },
    async () => ({ success: true as const, data: { publicKey: vapidPublicKey(app.ctx) } }),
  );

  app.get(
    "/subscriptions",
    {
      schema: {
        operationId: "listPushDevices",
        tags,
        summary: "The signed-in person's devices that receive push notifications, newest first",
        security: BEARER,
        response: { 200: successEnvelope(ZPushDeviceList), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listDevices(app.ctx, userOf(request).id) },
    }),
  );

  app.post(
    "/subscriptions",
    {
      schema: {
        operationId: "subscribePushDevice",
        tags,
        summary: "Subscribes this browser to the signed-in person's push notifications (again: updates it)",
        security: BEARER,
        body: ZPushSubscribeRequest,
        response: { 201: successEnvelope(ZPushDevice), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers["user-agent"];
      const device = await subscribeDevice(app.ctx, {
        ...request.body,
        userId: userOf(request).id,
        userAgent: typeof userAgent === "string" ? userAgent.slice(0, 512) : "",
      });
      return reply
        .status(201)
        .send({ success: true as const, data: device, message: "Push notifications are on for this browser." });
    },
  );

  app.delete(
    "/subscriptions",
    {
      schema: {
        operationId: "unsubscribePushDevice",
        tags,
        summary: "Stops push notifications to this browser, named by its subscription's endpoint",
        security: BEARER,
        body: ZPushUnsubscribeRequest,
        response: { 200: successEnvelope(ZMessageOnly), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await unsubscribeDevice(app.ctx, { userId: userOf(request).id, endpoint: request.body.endpoint });
      const message = "Push notifications are off for this browser.";
      return { success: true as const, data: { message }, message };
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZMarkedCount,
  ZNotification,
  ZNotificationListQuery,
  ZNotificationListResponse,
  ZUnreadCount,
} from "@crewlance/contracts/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { readFromReplica } from "../../lib/replica-reads";
import { userOf } from "../../plugins/auth";
import { listNotifications } from "./list";
import { countUnreadNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

const tags = ["notifications"];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      schema: {
        operationId: "listNotifications",
        tags,
        security: BEARER,
        summary: "The signed-in user's notifications, newest first, by page or after a cursor",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { items, pagination, nextCursor, unreadCount } = await readFromReplica(app.ctx, userId, (ctx) =>
        listNotifications(ctx, { userId, ...request.query }),
      );
      return { success: true as const, data: { items, pagination, nextCursor }, unreadCount };
    },
  );

  app.get(
    "/new",
    {
      schema: {
        operationId: "countUnreadNotifications",
        tags,
        security: BEARER,
        summary: "How many notifications are unread",
        response: { 200: successEnvelope(ZUnreadCount), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const count = await countUnreadNotifications(app.ctx, { userId: userOf(request).id });
      return { success: true as const, data: { count } };
    },
  );

  app.post(
    "/mark-all-read",
    {
      schema: {
        operationId: "markAllNotificationsRead",
        tags,
        security: BEARER,
        summary: "Marks every notification read",
        response: { 200: successEnvelope(ZMarkedCount), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const count = await markAllNotificationsRead(app.ctx, { userId: userOf(request).id });
      return { success: true as const, data: { count }, message: "All notifications marked as read." };
    },
  );

  app.post(
    "/:id/mark-asRead",
    {
      schema: {
        operationId: "markNotificationRead",
        tags,
        security: BEARER,
        summary: "Marks one notification read",
        params: ZIdParams,
        response: { 200: successEnvelope(ZNotification), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const notification = await markNotificationRead(app.ctx, {
        userId: userOf(request).id,
        notificationId: request.params.id,
      });
      return { success: true as const, data: notification };
    },
  );
};

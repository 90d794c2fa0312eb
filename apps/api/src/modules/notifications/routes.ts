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
import { userOf } from "../../plugins/auth";
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

const tags = ["notifications"];
const security = [{ bearer: [] }];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's notifications, newest first",
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationListResponse },
      },
    },
    async (request) => {
      const { items, pagination, unreadCount } = await listNotifications(app.ctx, {
        userId: userOf(request).id,
        ...request.query,
      });
      return { success: true as const, data: { items, pagination }, unreadCount };
    },
  );

  app.get(
    "/new",
    {
      schema: {
        tags,
        security,
        summary: "How many notifications are unread",
        response: { 200: successEnvelope(ZUnreadCount) },
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
        tags,
        security,
        summary: "Marks every notification read",
        response: { 200: successEnvelope(ZMarkedCount) },
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
        tags,
        security,
        summary: "Marks one notification read",
        params: ZIdParams,
        response: { 200: successEnvelope(ZNotification) },
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

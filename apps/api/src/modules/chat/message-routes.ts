import {
  ZChatMessage,
  ZConversationIdParams,
  ZEditMessageRequest,
  ZMessageHistoryQuery,
  ZMessagePage,
  ZMessageParams,
  ZSendMessageRequest,
} from "@crewlance/contracts/chat";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { deleteMessage, editMessage } from "./message-change-service";
import { listMessages } from "./message-list-service";
import { sendMessage } from "./send-service";

const tags = ["chat"];

export function registerMessageRoutes(app: RouteApp): void {
  app.get(
    "/conversations/:id/messages",
    {
      schema: {
        operationId: "listMessages",
        tags,
        security: BEARER,
        summary:
          "History in ascending order: the newest page, older than `before`, or newer than `after` (catch-up); an admin reads a disputed project's, audited",
        params: ZConversationIdParams,
        querystring: ZMessageHistoryQuery,
        response: { 200: successEnvelope(ZMessagePage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await listMessages(app.ctx, {
        conversationId: request.params.id,
        reader: userOf(request),
        ...request.query,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    "/conversations/:id/messages",
    {
      schema: {
        operationId: "sendMessage",
        tags,
        security: BEARER,
        summary: "Sends a message (201), or returns the one already stored under this client id (200)",
        params: ZConversationIdParams,
        body: ZSendMessageRequest,
        response: {
          200: successEnvelope(ZChatMessage),
          201: successEnvelope(ZChatMessage),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { message, created, delivered } = await sendMessage(app.ctx, {
        conversationId: request.params.id,
        senderId: userOf(request).id,
        ...request.body,
      });
      await delivered;
      reply.code(created ? 201 : 200);
      return { success: true as const, data: message };
    },
  );

  app.patch(
    "/conversations/:id/messages/:messageId",
    {
      schema: {
        operationId: "editMessage",
        tags,
        security: BEARER,
        summary: "Edits the sender's own message within 24 hours of sending",
        params: ZMessageParams,
        body: ZEditMessageRequest,
        response: { 200: successEnvelope(ZChatMessage), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const data = await editMessage(app.ctx, {
        conversationId: request.params.id,
        messageId: request.params.messageId,
        userId: userOf(request).id,
        body: request.body.body,
      });
      return { success: true as const, data, message: "Message edited." };
    },
  );

  app.delete(
    "/conversations/:id/messages/:messageId",
    {
      schema: {
        operationId: "deleteMessage",
        tags,
        security: BEARER,
        summary: "Deletes the sender's own message for everyone (it stays as 'deleted')",
        params: ZMessageParams,
        response: { 200: successEnvelope(ZChatMessage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await deleteMessage(app.ctx, {
        conversationId: request.params.id,
        messageId: request.params.messageId,
        userId: userOf(request).id,
      });
      return { success: true as const, data, message: "Message deleted." };
    },
  );
}

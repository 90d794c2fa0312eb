import {
  ZChatAttachment,
  ZChatAttachmentParams,
  ZChatMessage,
  ZChatUnreadResponse,
  ZConversationDetail,
  ZConversationIdParams,
  ZConversationListQuery,
  ZConversationListResponse,
  ZEditMessageRequest,
  ZMarkReadRequest,
  ZMessageHistoryQuery,
  ZMessagePage,
  ZMessageParams,
  ZMessageSearchQuery,
  ZMessageSearchResponse,
  ZOpenDirectRequest,
  ZProjectConversationParams,
  ZReadResult,
  ZSendMessageRequest,
  ZTeamConversationParams,
} from "@crewlance/contracts/chat";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ATTACHMENT_MAX_BYTES } from "@crewlance/contracts/tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { CHAT_ATTACHMENT_TOO_LARGE_MESSAGE, readChatAttachment, uploadChatAttachment } from "./attachment-service";
import { startUnsentAttachmentSweeper } from "./attachment-sweeper";
import {
  countUnreadConversations,
  getConversation,
  listConversations,
  openDirectConversation,
  openProjectConversation,
  openTeamConversation,
} from "./conversation-service";
import { deleteMessage, editMessage, listMessages, markRead, searchMessages } from "./message-service";
import { sendMessage } from "./send-service";

const tags = ["chat"];
const ATTACHMENT_RULE = { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeMessage: CHAT_ATTACHMENT_TOO_LARGE_MESSAGE };

/** REST of chat (spec B8): the same actions as the socket events, for loading, catching up and as a fallback. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  startUnsentAttachmentSweeper(app);
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/conversations",
    {
      schema: {
        operationId: "listConversations",
        tags,
        security: BEARER,
        summary: "The signed-in user's conversations, newest activity first, with unread counts (keyset cursor)",
        querystring: ZConversationListQuery,
        response: { 200: successEnvelope(ZConversationListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const data = await listConversations(app.ctx, { userId: userOf(request).id, ...request.query });
      return { success: true as const, data };
    },
  );

  app.get(
    "/unread",
    {
      schema: {
        operationId: "countUnreadConversations",
        tags,
        security: BEARER,
        summary: "How many conversations have unread messages (capped at 100)",
        response: { 200: successEnvelope(ZChatUnreadResponse), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const count = await countUnreadConversations(app.ctx, { userId: userOf(request).id });
      return { success: true as const, data: { count } };
    },
  );

  app.post(
    "/conversations/direct",
    {
      schema: {
        operationId: "openDirectConversation",
        tags,
        security: BEARER,
        summary: "The conversation with another user, made on first use",
        body: ZOpenDirectRequest,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const data = await openDirectConversation(app.ctx, {
        userId: userOf(request).id,
        otherUserId: request.body.userId,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/team/:teamId",
    {
      schema: {
        operationId: "openTeamConversation",
        tags,
        security: BEARER,
        summary: "The team's conversation, for its members (made on first open)",
        params: ZTeamConversationParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await openTeamConversation(app.ctx, { userId: userOf(request).id, teamId: request.params.teamId });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/project/:projectId",
    {
      schema: {
        operationId: "openProjectConversation",
        tags,
        security: BEARER,
        summary:
          "The project's conversation, for its people (made on first open); an admin reads a disputed project's, audited",
        params: ZProjectConversationParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await openProjectConversation(app.ctx, {
        reader: userOf(request),
        projectId: request.params.projectId,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/:id",
    {
      schema: {
        operationId: "getConversation",
        tags,
        security: BEARER,
        summary: "One conversation with its participants and how far each has read",
        params: ZConversationIdParams,
        response: { 200: successEnvelope(ZConversationDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await getConversation(app.ctx, { conversationId: request.params.id, userId: userOf(request).id });
      return { success: true as const, data };
    },
  );

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

  app.post(
    "/conversations/:id/read",
    {
      schema: {
        operationId: "markConversationRead",
        tags,
        security: BEARER,
        summary: "Marks the conversation read up to a seq (never backwards)",
        params: ZConversationIdParams,
        body: ZMarkReadRequest,
        response: { 200: successEnvelope(ZReadResult), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await markRead(app.ctx, {
        conversationId: request.params.id,
        userId: userOf(request).id,
        seq: request.body.seq,
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/:id/search",
    {
      schema: {
        operationId: "searchMessages",
        tags,
        security: BEARER,
        summary: "Messages of the conversation whose words start with the words typed, newest first",
        params: ZConversationIdParams,
        querystring: ZMessageSearchQuery,
        response: { 200: successEnvelope(ZMessageSearchResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await searchMessages(app.ctx, {
        conversationId: request.params.id,
        userId: userOf(request).id,
        ...request.query,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    "/conversations/:id/attachments",
    {
      schema: {
        operationId: "uploadChatAttachment",
        tags,
        security: BEARER,
        summary: "Uploads one file (multipart field 'file'; PDF, image or office file, 10 MB) to send in a message",
        params: ZConversationIdParams,
        response: { 201: successEnvelope(ZChatAttachment), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const file = await readSingleFile(request, ATTACHMENT_RULE);
      const data = await uploadChatAttachment(app.ctx, { conversationId: request.params.id, userId: user.id, file });
      reply.code(201);
      return { success: true as const, data };
    },
  );

  app.get(
    "/conversations/:id/attachments/:attachmentId",
    {
      schema: {
        operationId: "downloadChatAttachment",
        tags,
        security: BEARER,
        summary:
          "Downloads a file of the conversation, for its participants (and an admin while its project has a dispute, audited)",
        params: ZChatAttachmentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readChatAttachment(app.ctx, {
        conversationId: request.params.id,
        attachmentId: request.params.attachmentId,
        reader: userOf(request),
      });
      return sendStoredFile(reply, file);
    },
  );
};

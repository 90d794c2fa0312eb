import { ZChatAttachment, ZChatAttachmentParams, ZConversationIdParams } from "@crewlance/contracts/chat";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ATTACHMENT_MAX_BYTES } from "@crewlance/contracts/tasks";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { RouteApp } from "../../lib/route-app";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { CHAT_ATTACHMENT_TOO_LARGE_MESSAGE, readChatAttachment, uploadChatAttachment } from "./attachment-service";

const tags = ["chat"];

const ATTACHMENT_RULE = { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeMessage: CHAT_ATTACHMENT_TOO_LARGE_MESSAGE };

/** Files sent in chat: uploading one to send, and reading it back. */
export function registerAttachmentRoutes(app: RouteApp): void {
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
}

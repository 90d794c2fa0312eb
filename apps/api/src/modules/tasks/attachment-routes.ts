import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ATTACHMENT_MAX_BYTES, type TAttachment, ZAttachment, ZAttachmentParams } from "@crewlance/contracts/tasks";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context";
import { BEARER, errorResponses } from "../../lib/openapi";
import type { Viewer } from "../../lib/viewer";
import { userOf } from "../../plugins/auth";
import { readSingleFile, type UploadedFile } from "../../plugins/uploads/multipart-form";
import { type StoredFile, sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { ATTACHMENT_TOO_LARGE_MESSAGE } from "./attachment-service";

const ATTACHMENT_RULE = { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeMessage: ATTACHMENT_TOO_LARGE_MESSAGE };
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type OneFile = { parentId: string; attachmentId: string; viewer: Viewer };

/** What differs between a task's files and an application's: names, texts, who writes, the services. */
export type AttachmentParent = {
  /** "Task" or "Application": the operation ids read add{kind}Attachment, download…, delete…. */
  kind: string;
  tags: string[];
  /** Who may add and remove files (the reader is checked by the service). */
  writer: (request: FastifyRequest) => Promise<void>;
  summaries: { add: string; download: string; remove: string };
  add: (ctx: AppContext, input: { parentId: string; viewer: Viewer; file: UploadedFile }) => Promise<TAttachment>;
  read: (ctx: AppContext, input: OneFile) => Promise<StoredFile>;
  remove: (ctx: AppContext, input: OneFile) => Promise<void>;
};

/** POST /:id/attachments, GET and DELETE /:id/attachments/:attachmentId for one kind of parent. */
export function registerAttachmentRoutes(app: ZodApp, parent: AttachmentParent): void {
  const tags = parent.tags;

  app.post(
    "/:id/attachments",
    {
      preHandler: parent.writer,
      schema: {
        operationId: `add${parent.kind}Attachment`,
        tags,
        security: BEARER,
        summary: parent.summaries.add,
        params: ZIdParams,
        response: { 201: successEnvelope(ZAttachment), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, ATTACHMENT_RULE);
      const attachment = await parent.add(app.ctx, { parentId: request.params.id, viewer: userOf(request), file });
      reply.code(201);
      return { success: true as const, data: attachment };
    },
  );

  app.get(
    "/:id/attachments/:attachmentId",
    {
      schema: {
        operationId: `download${parent.kind}Attachment`,
        tags,
        security: BEARER,
        summary: parent.summaries.download,
        params: ZAttachmentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await parent.read(app.ctx, {
        parentId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return sendStoredFile(reply, file);
    },
  );

  app.delete(
    "/:id/attachments/:attachmentId",
    {
      preHandler: parent.writer,
      schema: {
        operationId: `delete${parent.kind}Attachment`,
        tags,
        security: BEARER,
        summary: parent.summaries.remove,
        params: ZAttachmentParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await parent.remove(app.ctx, {
        parentId: request.params.id,
        attachmentId: request.params.attachmentId,
        viewer: userOf(request),
      });
      return {
        success: true as const,
        data: { id: request.params.attachmentId },
        message: "The file has been removed.",
      };
    },
  );
}

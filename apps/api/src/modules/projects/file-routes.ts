import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZProjectFile, ZProjectFileList, ZProjectFileParams } from "@crewlance/contracts/projects";
import { ATTACHMENT_MAX_BYTES } from "@crewlance/contracts/tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { sendStoredFile } from "../../plugins/uploads/send-stored-file";
import { FILE_TOO_LARGE_MESSAGE, listProjectFiles, readProjectFile, uploadProjectFile } from "./files-service";

/* /api/projects/{id}/files: upload, list and download a project's files (registered by routes.ts). */

const tags = ["projects"];
const FILE_RULE = { maxBytes: ATTACHMENT_MAX_BYTES, tooLargeMessage: FILE_TOO_LARGE_MESSAGE };

export const projectFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/files",
    {
      schema: {
        operationId: "uploadProjectFile",
        tags,
        security: BEARER,
        summary:
          "Uploads one file to the project (multipart/form-data, field `file`; PDF, image or office file, 10 MB) to deliver with a submission",
        params: ZIdParams,
        response: { 201: successEnvelope(ZProjectFile), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await readSingleFile(request, FILE_RULE);
      const data = await uploadProjectFile(app.ctx, { projectId: request.params.id, userId: userOf(request).id, file });
      reply.code(201);
      return { success: true as const, data };
    },
  );

  app.get(
    "/:id/files",
    {
      schema: {
        operationId: "listProjectFiles",
        tags,
        security: BEARER,
        summary: "The project's files, newest first, for its people (and an admin while it has a dispute, audited)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZProjectFileList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      return {
        success: true as const,
        data: await listProjectFiles(app.ctx, { projectId: request.params.id, reader: userOf(request) }),
      };
    },
  );

  app.get(
    "/:id/files/:fileId",
    {
      schema: {
        operationId: "downloadProjectFile",
        tags,
        security: BEARER,
        summary: "Downloads a project file, for the project's people (and an admin while it has a dispute, audited)",
        params: ZProjectFileParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readProjectFile(app.ctx, {
        projectId: request.params.id,
        fileId: request.params.fileId,
        reader: userOf(request),
      });
      return sendStoredFile(reply, file);
    },
  );
};

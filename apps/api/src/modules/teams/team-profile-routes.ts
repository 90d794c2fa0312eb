import { ZIdParams } from "@crewlance/contracts/common";
import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZTeamDetail, ZTeamUpdateBody, ZTransferOwnershipBody } from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { transferOwnership } from "./member-service";
import { replaceTeamAvatar } from "./team-avatar-service";
import { deleteTeam } from "./team-delete-service";
import { getTeamDetail, updateTeam } from "./team-service";

const tags = ["teams"];
const teamEnvelope = successEnvelope(ZTeamDetail);
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));
const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };

/** One team: read, edit, delete, its avatar and its ownership. */
export const teamProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id",
    {
      schema: {
        operationId: "getTeam",
        tags,
        security: BEARER,
        summary: "A team with its members (a private team only for its members and invitees)",
        params: ZIdParams,
        response: { 200: teamEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getTeamDetail(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        seesHidden: userOf(request).role === "ADMIN",
      }),
    }),
  );

  app.patch(
    "/:id",
    {
      schema: {
        operationId: "updateTeam",
        tags,
        security: BEARER,
        summary: "Edits the team (owner and admins)",
        params: ZIdParams,
        body: ZTeamUpdateBody,
        response: { 200: teamEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTeam(app.ctx, { teamId: request.params.id, viewerId: userOf(request).id, body: request.body }),
      message: "The team has been updated.",
    }),
  );

  app.delete(
    "/:id",
    {
      schema: {
        operationId: "deleteTeam",
        tags,
        security: BEARER,
        summary: "Deletes the team (owner; not while it has an active project)",
        params: ZIdParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      await deleteTeam(app.ctx, { teamId: request.params.id, viewerId: userOf(request).id });
      return { success: true as const, data: { id: request.params.id }, message: "The team has been deleted." };
    },
  );

  app.post(
    "/:id/avatar",
    {
      schema: {
        operationId: "uploadTeamAvatar",
        tags,
        security: BEARER,
        summary: "Replaces the team's avatar (multipart/form-data, one JPEG, PNG or WebP file, at most 5 MB)",
        params: ZIdParams,
        response: { 200: teamEnvelope, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const file = await readSingleFile(request, IMAGE_RULE);
      return {
        success: true as const,
        data: await replaceTeamAvatar(app.ctx, {
          teamId: request.params.id,
          viewerId: userOf(request).id,
          content: file.content,
        }),
        message: "The team's avatar has been updated.",
      };
    },
  );

  app.post(
    "/:id/transfer-ownership",
    {
      schema: {
        operationId: "transferTeamOwnership",
        tags,
        security: BEARER,
        summary: "Makes another member the owner; the old owner stays as an admin",
        params: ZIdParams,
        body: ZTransferOwnershipBody,
        response: { 200: teamEnvelope, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await transferOwnership(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        userId: request.body.userId,
      }),
      message: "Ownership has been transferred.",
    }),
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZJoinRequest,
  ZJoinRequestBody,
  ZJoinRequestListResponse,
  ZSuggestedTeamListResponse,
  ZTeamCreateBody,
  ZTeamDetail,
  ZTeamInvitation,
  ZTeamInvitationListResponse,
  ZTeamInviteBody,
  ZTeamListQuery,
  ZTeamListResponse,
  ZTeamMember,
  ZTeamMemberParams,
  ZTeamMemberUpdateBody,
  ZTeamPageQuery,
  ZTeamUpdateBody,
  ZTransferOwnershipBody,
} from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { readSingleFile } from "../../plugins/uploads/multipart-form";
import { inviteToTeam, listMyInvitations, listTeamInvitations } from "./invitation-service";
import { listMyJoinRequests, listTeamJoinRequests, requestToJoin } from "./join-request-service";
import { listMyTeams, listSuggestedTeams, listTeams } from "./list";
import { portfolioRoutes } from "./portfolio-routes";
import {
  createTeam,
  deleteTeam,
  getTeamDetail,
  removeTeamMember,
  replaceTeamAvatar,
  transferOwnership,
  updateTeam,
  updateTeamMember,
} from "./team-service";

/* /api/teams (spec B7). Thin handlers; the rules live in the services and access.ts. */

const tags = ["teams"];
const IMAGE_RULE = { maxBytes: IMAGE_MAX_BYTES, tooLargeMessage: "The image must be at most 5 MB." };
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));
const teamEnvelope = successEnvelope(ZTeamDetail);

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/",
    {
      schema: {
        operationId: "listTeams",
        tags,
        security: BEARER,
        summary: "Public teams, newest first, with an optional search",
        querystring: ZTeamListQuery,
        response: { 200: successEnvelope(ZTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.post(
    "/",
    {
      schema: {
        operationId: "createTeam",
        tags,
        security: BEARER,
        summary: "Creates a team (freelancers); the creator is its owner",
        body: ZTeamCreateBody,
        response: { 201: teamEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const team = await createTeam(app.ctx, { viewer: userOf(request), body: request.body });
      return reply.code(201).send({ success: true as const, data: team, message: "Your team has been created." });
    },
  );

  app.get(
    "/mine",
    {
      schema: {
        operationId: "listMyTeams",
        tags,
        security: BEARER,
        summary: "The caller's teams, the most recently joined first",
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/suggested",
    {
      schema: {
        operationId: "listSuggestedTeams",
        tags,
        security: BEARER,
        summary: "Public teams the caller is not in, ranked by overlap with the caller's skills",
        querystring: ZTeamListQuery,
        response: { 200: successEnvelope(ZSuggestedTeamListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listSuggestedTeams(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/invitations/mine",
    {
      schema: {
        operationId: "listMyTeamInvitations",
        tags,
        security: BEARER,
        summary: "The caller's pending team invitations",
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZTeamInvitationListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyInvitations(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/join-requests/mine",
    {
      schema: {
        operationId: "listMyJoinRequests",
        tags,
        security: BEARER,
        summary: "The caller's pending requests to join teams",
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZJoinRequestListResponse), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listMyJoinRequests(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

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
      data: await getTeamDetail(app.ctx, { teamId: request.params.id, viewerId: userOf(request).id }),
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

  app.get(
    "/:id/invitations",
    {
      schema: {
        operationId: "listTeamInvitations",
        tags,
        security: BEARER,
        summary: "The team's pending invitations (owner and admins)",
        params: ZIdParams,
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZTeamInvitationListResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTeamInvitations(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        ...request.query,
      }),
    }),
  );

  app.post(
    "/:id/invitations",
    {
      schema: {
        operationId: "inviteToTeam",
        tags,
        security: BEARER,
        summary: "Invites an existing freelancer by id or email (owner and admins); expires in 14 days",
        params: ZIdParams,
        body: ZTeamInviteBody,
        response: { 201: successEnvelope(ZTeamInvitation), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const invitation = await inviteToTeam(app.ctx, {
        teamId: request.params.id,
        viewer: userOf(request),
        body: request.body,
      });
      return reply.code(201).send({
        success: true as const,
        data: invitation,
        message: `${invitation.invitee.fullName} has been invited.`,
      });
    },
  );

  app.get(
    "/:id/join-requests",
    {
      schema: {
        operationId: "listTeamJoinRequests",
        tags,
        security: BEARER,
        summary: "The team's pending join requests (owner and admins)",
        params: ZIdParams,
        querystring: ZTeamPageQuery,
        response: { 200: successEnvelope(ZJoinRequestListResponse), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTeamJoinRequests(app.ctx, {
        teamId: request.params.id,
        viewerId: userOf(request).id,
        ...request.query,
      }),
    }),
  );

  app.post(
    "/:id/join-requests",
    {
      schema: {
        operationId: "requestToJoinTeam",
        tags,
        security: BEARER,
        summary: "Asks to join a public team (freelancers)",
        params: ZIdParams,
        body: ZJoinRequestBody,
        response: { 201: successEnvelope(ZJoinRequest), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const joinRequest = await requestToJoin(app.ctx, {
        teamId: request.params.id,
        viewer: userOf(request),
        body: request.body,
      });
      return reply
        .code(201)
        .send({ success: true as const, data: joinRequest, message: "Your request to join has been sent." });
    },
  );

  app.patch(
    "/:id/members/:memberId",
    {
      schema: {
        operationId: "updateTeamMember",
        tags,
        security: BEARER,
        summary: "Changes a member's role (owner) or title (owner, admins, or the member)",
        params: ZTeamMemberParams,
        body: ZTeamMemberUpdateBody,
        response: { 200: successEnvelope(ZTeamMember), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateTeamMember(app.ctx, {
        teamId: request.params.id,
        memberId: request.params.memberId,
        viewerId: userOf(request).id,
        body: request.body,
      }),
      message: "The member has been updated.",
    }),
  );

  app.delete(
    "/:id/members/:memberId",
    {
      schema: {
        operationId: "removeTeamMember",
        tags,
        security: BEARER,
        summary: "Removes a member (owner and admins, over a lower role), or leaves when it is oneself",
        params: ZTeamMemberParams,
        response: { 200: ZDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewerId = userOf(request).id;
      await removeTeamMember(app.ctx, { teamId: request.params.id, memberId: request.params.memberId, viewerId });
      const leaving = request.params.memberId === viewerId;
      return {
        success: true as const,
        data: { id: request.params.memberId },
        message: leaving ? "You have left the team." : "The member has been removed.",
      };
    },
  );

  await app.register(portfolioRoutes);
};

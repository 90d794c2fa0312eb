import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZJoinRequest,
  ZJoinRequestBody,
  ZJoinRequestListResponse,
  ZTeamInvitationListResponse,
  ZTeamInviteBody,
  ZTeamInviteResult,
  ZTeamMember,
  ZTeamMemberParams,
  ZTeamMemberUpdateBody,
  ZTeamPageQuery,
} from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listTeamInvitations } from "./invitation-lists";
import { inviteToTeam } from "./invite-service";
import { listTeamJoinRequests } from "./join-request-lists";
import { requestToJoin } from "./join-request-service";
import { removeTeamMember, updateTeamMember } from "./member-service";

const tags = ["teams"];
const ZDeleted = successEnvelope(z.object({ id: z.string().uuid() }));

/** A team's invitations, join requests and members. */
export const teamMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary:
          "Invites a freelancer by id or email (owner and admins); an email nobody uses yet gets a sign-up invitation; expires in 14 days",
        params: ZIdParams,
        body: ZTeamInviteBody,
        response: { 201: successEnvelope(ZTeamInviteResult), ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
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
        message:
          "invitee" in invitation
            ? `${invitation.invitee.fullName} has been invited.`
            : `We emailed ${invitation.email} an invitation to join Crewlance.`,
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
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZInviteCandidateList,
  ZInviteCandidatesQuery,
  ZTeamEmailInvitationList,
  ZTeamEmailInvitationParams,
} from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { cancelTeamEmailInvitation, listTeamEmailInvitations } from "./email-invite-service";
import { listInviteCandidates } from "./invite-candidates-service";

const tags = ["teams"];

/** Finding people to invite by name, and the invitations waiting for someone to sign up (decision 0097). */
export const teamInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/invite-candidates",
    {
      // Before the query is validated: without a token the answer is 401, not a 400 about `q`.
      onRequest: app.authenticate,
      schema: {
        operationId: "listTeamInviteCandidates",
        tags,
        security: BEARER,
        summary: "Freelancers whose name matches q who may be invited (owner and admins); at most 10",
        params: ZIdParams,
        querystring: ZInviteCandidatesQuery,
        response: { 200: successEnvelope(ZInviteCandidateList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listInviteCandidates(app.ctx, {
        teamId: request.params.id,
        viewer: userOf(request),
        q: request.query.q,
      }),
    }),
  );

  app.get(
    "/:id/email-invitations",
    {
      schema: {
        operationId: "listTeamEmailInvitations",
        tags,
        security: BEARER,
        summary: "The team's invitations waiting for someone to sign up with the email (owner and admins)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZTeamEmailInvitationList), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTeamEmailInvitations(app.ctx, { teamId: request.params.id, viewerId: userOf(request).id }),
    }),
  );

  app.delete(
    "/:id/email-invitations/:invitationId",
    {
      schema: {
        operationId: "cancelTeamEmailInvitation",
        tags,
        security: BEARER,
        summary: "Withdraws an invitation still waiting for sign-up (owner and admins)",
        params: ZTeamEmailInvitationParams,
        response: {
          200: successEnvelope(z.object({ id: z.string().uuid() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelTeamEmailInvitation(app.ctx, {
        teamId: request.params.id,
        invitationId: request.params.invitationId,
        viewerId: userOf(request).id,
      }),
      message: "The invitation has been cancelled.",
    }),
  );
};

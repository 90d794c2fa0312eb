import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZJoinRequest, ZTeamInvitation } from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { acceptInvitation, cancelInvitation, declineInvitation } from "./invitation-answer-service";
import { approveJoinRequest, cancelJoinRequest, rejectJoinRequest } from "./join-request-answer-service";

/*
 * /api/team-invitations/{id} and /api/join-requests/{id}; a team project's payout shares moved
 * to projects/payout-share-routes.ts.
 */

const tags = ["teams"];
const ZCancelled = successEnvelope(z.object({ id: z.string().uuid() }));

export const teamInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  for (const answer of ["accept", "decline"] as const) {
    app.post(
      `/:id/${answer}`,
      {
        schema: {
          operationId: answer === "accept" ? "acceptTeamInvitation" : "declineTeamInvitation",
          tags,
          security: BEARER,
          summary: answer === "accept" ? "Accepts an invitation: the caller joins the team" : "Declines an invitation",
          params: ZIdParams,
          response: { 200: successEnvelope(ZTeamInvitation), ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const input = { invitationId: request.params.id, viewer: userOf(request) };
        const invitation =
          answer === "accept" ? await acceptInvitation(app.ctx, input) : await declineInvitation(app.ctx, input);
        return {
          success: true as const,
          data: invitation,
          message:
            answer === "accept" ? `You have joined ${invitation.team.name}.` : "The invitation has been declined.",
        };
      },
    );
  }

  app.delete(
    "/:id",
    {
      schema: {
        operationId: "cancelTeamInvitation",
        tags,
        security: BEARER,
        summary: "Cancels a pending invitation (its inviter, the owner or an admin)",
        params: ZIdParams,
        response: { 200: ZCancelled, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await cancelInvitation(app.ctx, { invitationId: request.params.id, viewer: userOf(request) });
      return { success: true as const, data: { id: request.params.id }, message: "The invitation has been cancelled." };
    },
  );
};

export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  for (const answer of ["approve", "reject"] as const) {
    app.post(
      `/:id/${answer}`,
      {
        schema: {
          operationId: answer === "approve" ? "approveJoinRequest" : "rejectJoinRequest",
          tags,
          security: BEARER,
          summary:
            answer === "approve"
              ? "Approves a join request (owner and admins)"
              : "Rejects a join request (owner and admins)",
          params: ZIdParams,
          response: { 200: successEnvelope(ZJoinRequest), ...errorResponses(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => {
        const input = { requestId: request.params.id, viewer: userOf(request) };
        const joinRequest =
          answer === "approve" ? await approveJoinRequest(app.ctx, input) : await rejectJoinRequest(app.ctx, input);
        return {
          success: true as const,
          data: joinRequest,
          message:
            answer === "approve"
              ? `${joinRequest.user.fullName} has joined the team.`
              : "The request has been declined.",
        };
      },
    );
  }

  app.delete(
    "/:id",
    {
      schema: {
        operationId: "cancelJoinRequest",
        tags,
        security: BEARER,
        summary: "Withdraws the caller's pending join request",
        params: ZIdParams,
        response: { 200: ZCancelled, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await cancelJoinRequest(app.ctx, { requestId: request.params.id, viewer: userOf(request) });
      return { success: true as const, data: { id: request.params.id }, message: "Your request has been withdrawn." };
    },
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZJoinRequestListResponse, ZTeamInvitationListResponse, ZTeamPageQuery } from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listMyInvitations } from "./invitation-lists";
import { listMyJoinRequests } from "./join-request-lists";

const tags = ["teams"];

/** The caller's pending invitations and join requests. */
export const myPendingRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

import {
  ZCollaboration,
  ZCollaborationCreateBody,
  ZCollaborationList,
  ZCollaborationListQuery,
  ZDeclineBody,
} from "@crewlance/contracts/collaborations";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { acceptCollaboration } from "./accept-service";
import { cancelCollaboration, declineCollaboration } from "./answer-service";
import { startCollaborationExpiry } from "./expiry";
import { listCollaborations } from "./list";
import { createCollaboration } from "./send-service";

/*
 * /api/collaborations (decision 0047): the received and sent boxes, sending an offer or
 * an invitation, and the answers. No money moves here (an offer's milestones are funded later on
 * the project), so no Idempotency-Key: a repeated answer is refused by the request's state.
 */

const tags = ["collaborations"];
const ZOne = successEnvelope(ZCollaboration);

const ACCEPTED_MESSAGE = {
  OFFER: "Offer accepted: the project has started.",
  HOURLY_OFFER: "Offer accepted: the hourly contract has started.",
  PROJECT_INVITE: "You have joined the project.",
  TASK_INVITE: "Invitation accepted: write your proposal on the task.",
} as const;

export const collaborationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  startCollaborationExpiry(app);

  app.get(
    "/",
    {
      schema: {
        operationId: "listCollaborations",
        tags,
        security: BEARER,
        summary: "The caller's received (to them or their teams) or sent requests, newest first",
        querystring: ZCollaborationListQuery,
        response: { 200: successEnvelope(ZCollaborationList), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listCollaborations(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.post(
    "/",
    {
      schema: {
        operationId: "createCollaboration",
        tags,
        security: BEARER,
        summary: "Sends a direct offer, an invitation to collaborate on a project, or an invitation to apply to a task",
        body: ZCollaborationCreateBody,
        response: { 201: ZOne, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await createCollaboration(app.ctx, { viewer: userOf(request), body: request.body });
      reply.status(201);
      return {
        success: true as const,
        data,
        message: data.kind.endsWith("OFFER") ? "Your offer has been sent." : "Your invitation has been sent.",
      };
    },
  );

  app.post(
    "/:id/accept",
    {
      schema: {
        operationId: "acceptCollaboration",
        tags,
        security: BEARER,
        summary: "Accepts a request: an offer creates the project, an invitation adds the caller to the project",
        params: ZIdParams,
        response: { 200: ZOne, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const data = await acceptCollaboration(app.ctx, { id: request.params.id, viewer: userOf(request) });
      return { success: true as const, data, message: ACCEPTED_MESSAGE[data.kind] };
    },
  );

  app.post(
    "/:id/decline",
    {
      schema: {
        operationId: "declineCollaboration",
        tags,
        security: BEARER,
        summary: "Declines a request, with an optional reason for its sender",
        params: ZIdParams,
        body: ZDeclineBody,
        response: { 200: ZOne, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await declineCollaboration(app.ctx, {
        id: request.params.id,
        viewer: userOf(request),
        reason: request.body?.reason,
      }),
      message: "Declined.",
    }),
  );

  app.post(
    "/:id/cancel",
    {
      schema: {
        operationId: "cancelCollaboration",
        tags,
        security: BEARER,
        summary: "Cancels a pending request (its sender)",
        params: ZIdParams,
        response: { 200: ZOne, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelCollaboration(app.ctx, { id: request.params.id, viewer: userOf(request) }),
      message: "Cancelled.",
    }),
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAppealDecision,
  ZAppealQueueItem,
  ZAppealQueuePage,
  ZAppealQueueQuery,
  ZModerationAction,
  ZModerationActionCreate,
  ZModerationItemDetail,
  ZModerationItemParams,
  ZModerationQueuePage,
  ZModerationQueueQuery,
} from "@crewlance/contracts/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { requireRole, userOf } from "../../../plugins/auth";
import { decideAppeal } from "./appeal-decision";
import { listAppeals } from "./appeal-queue";
import { moderationItemDetail } from "./item-detail";
import { listModerationQueue } from "./queue";
import { takeModerationAction } from "./take-action";

const tags = ["admin"];

/** /admin/moderation: the queue, an item's detail, actions and appeals (admins only, decision 0092). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));

  app.get(
    "/reports",
    {
      schema: {
        operationId: "listModerationQueue",
        tags,
        security: BEARER,
        summary: "Reported items grouped by item: open ones most reported first, then newest; or closed ones",
        querystring: ZModerationQueueQuery,
        response: { 200: successEnvelope(ZModerationQueuePage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listModerationQueue(app.ctx, request.query) }),
  );

  app.get(
    "/items/:kind/:id",
    {
      schema: {
        operationId: "getModerationItem",
        tags,
        security: BEARER,
        summary: "A reported item with its context, its reports and earlier actions on its owner",
        params: ZModerationItemParams,
        response: { 200: successEnvelope(ZModerationItemDetail), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await moderationItemDetail(app.ctx, { itemKind: request.params.kind, itemId: request.params.id }),
    }),
  );

  app.post(
    "/actions",
    {
      schema: {
        operationId: "takeModerationAction",
        tags,
        security: BEARER,
        summary: "Dismisses, hides, warns, restricts or suspends on a reported item; closes its open reports",
        body: ZModerationActionCreate,
        response: { 201: successEnvelope(ZModerationAction), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const action = await takeModerationAction(app.ctx, { adminId: userOf(request).id, ...request.body });
      return reply.code(201).send({ success: true as const, data: action, message: "The action has been taken." });
    },
  );

  app.get(
    "/appeals",
    {
      schema: {
        operationId: "listModerationAppeals",
        tags,
        security: BEARER,
        summary: "Appeals in one state, newest first; canDecide is false for the admin who acted",
        querystring: ZAppealQueueQuery,
        response: { 200: successEnvelope(ZAppealQueuePage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAppeals(app.ctx, { viewerId: userOf(request).id, ...request.query }),
    }),
  );

  app.post(
    "/appeals/:id/decision",
    {
      schema: {
        operationId: "decideModerationAppeal",
        tags,
        security: BEARER,
        summary: "Upholds or overturns an appeal; only an admin other than the one who acted",
        params: ZIdParams,
        body: ZAppealDecision,
        response: { 200: successEnvelope(ZAppealQueueItem), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const appeal = await decideAppeal(app.ctx, {
        adminId: userOf(request).id,
        appealId: request.params.id,
        ...request.body,
      });
      const message = appeal.status === "OVERTURNED" ? "The action has been lifted." : "The action stays.";
      return { success: true as const, data: appeal, message };
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZActivityPage,
  ZActivityQuery,
  ZBoard,
  ZBoardItem,
  ZBoardItemCreateBody,
  ZMilestoneActionResult,
  ZMilestoneCreateBody,
  ZProjectCancelBody,
  ZProjectDetail,
  ZProjectReviews,
  ZReviewBody,
} from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { createBoardItem, getBoard } from "./board-service";
import { addMilestone } from "./milestone-add-service";
import { cancelProject } from "./project-cancel-service";
import { freshMilestoneResult } from "./project-view";
import { getProjectReviews, submitReview } from "./reviews-service";
import { getProject, readProjectActivity } from "./service";

/*
 * The project's own sub-resources under /api/projects/{id}: milestones, the board, activity,
 * reviews and cancelling (its files: file-routes.ts). Thin handlers over the services.
 */

const tags = ["projects"];

export const projectWorkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/milestones",
    {
      schema: {
        operationId: "addMilestone",
        tags,
        security: BEARER,
        summary: "The company adds a milestone; the freelancer proposes one for the company to accept",
        params: ZIdParams,
        body: ZMilestoneCreateBody,
        response: { 201: successEnvelope(ZMilestoneActionResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const { milestoneId } = await addMilestone(app.ctx, { projectId: request.params.id, userId, body: request.body });
      reply.code(201);
      return {
        success: true as const,
        data: await freshMilestoneResult(app.ctx, request.params.id, milestoneId, userId),
        message: "Milestone saved.",
      };
    },
  );

  app.post(
    "/:id/cancel",
    {
      schema: {
        operationId: "cancelProject",
        tags,
        security: BEARER,
        summary: "The company cancels an active project that holds nothing in escrow",
        params: ZIdParams,
        body: ZProjectCancelBody,
        response: { 200: successEnvelope(ZProjectDetail), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await cancelProject(app.ctx, { projectId: request.params.id, userId: user.id, reason: request.body.reason });
      return {
        success: true as const,
        data: await getProject(app.ctx, { projectId: request.params.id, reader: user }),
        message: "The project is cancelled.",
      };
    },
  );

  app.get(
    "/:id/board",
    {
      schema: {
        operationId: "getProjectBoard",
        tags,
        security: BEARER,
        summary: "The project's board: every card by column and position",
        params: ZIdParams,
        response: { 200: successEnvelope(ZBoard), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getBoard(app.ctx, { projectId: request.params.id, userId: userOf(request).id }),
    }),
  );

  app.post(
    "/:id/board",
    {
      schema: {
        operationId: "createBoardItem",
        tags,
        security: BEARER,
        summary: "Adds a card to a column of the project's board (at the end, the top, or after a card)",
        params: ZIdParams,
        body: ZBoardItemCreateBody,
        response: { 201: successEnvelope(ZBoardItem), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const item = await createBoardItem(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        body: request.body,
      });
      reply.code(201);
      return { success: true as const, data: item };
    },
  );

  app.get(
    "/:id/activity",
    {
      schema: {
        operationId: "listProjectActivity",
        tags,
        security: BEARER,
        summary:
          "Everything that happened to the project, newest first, after a cursor (an admin's read of a disputed one is audited)",
        params: ZIdParams,
        querystring: ZActivityQuery,
        response: { 200: successEnvelope(ZActivityPage), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readProjectActivity(app.ctx, {
        projectId: request.params.id,
        reader: userOf(request),
        ...request.query,
      }),
    }),
  );

  app.get(
    "/:id/reviews",
    {
      schema: {
        operationId: "getProjectReviews",
        tags,
        security: BEARER,
        summary: "Both sides' reviews of a completed project (the other side's stays hidden until both are in)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZProjectReviews), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getProjectReviews(app.ctx, { projectId: request.params.id, userId: userOf(request).id }),
    }),
  );

  app.post(
    "/:id/reviews",
    {
      schema: {
        operationId: "submitProjectReview",
        tags,
        security: BEARER,
        summary: "Reviews the other side of a completed project, once, within 14 days",
        params: ZIdParams,
        body: ZReviewBody,
        response: { 201: successEnvelope(ZProjectReviews), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const data = await submitReview(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        body: request.body,
      });
      reply.code(201);
      return { success: true as const, data, message: "Thank you for your review." };
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZMilestoneActionResult,
  ZMilestoneApproveBody,
  ZMilestoneCancelBody,
  ZMilestoneFundBody,
} from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { approveMilestone } from "./milestone-approve-service";
import { cancelMilestone } from "./milestone-cancel-service";
import { fundMilestone } from "./milestone-fund-service";
import { freshMilestoneResult } from "./project-view";

/*
 * /api/milestones/{id}/fund, /approve and /cancel: the calls that move money take an
 * Idempotency-Key (decision 0027), so the move and its recorded answer commit together and a
 * retry gets the first answer. Registered inside milestoneRoutes (its authentication and no-store).
 */

const tags = ["projects"];
const result = successEnvelope(ZMilestoneActionResult);

export const milestoneMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/:id/fund",
    {
      schema: {
        operationId: "fundMilestone",
        tags,
        security: BEARER,
        summary:
          "The company moves the amount plus the client fee from its available balance into escrow (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZMilestoneFundBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const milestoneId = request.params.id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /milestones/${milestoneId}/fund`), {
        work: async (txCtx) => {
          const { projectId } = await fundMilestone(txCtx, {
            milestoneId,
            userId,
            expectedTotal: request.body.expectedTotal,
          });
          return {
            status: 200,
            body: {
              success: true,
              data: await freshMilestoneResult(txCtx, projectId, milestoneId, userId),
              message: "Milestone funded: the money is held in escrow.",
            },
          };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    "/:id/approve",
    {
      schema: {
        operationId: "approveMilestone",
        tags,
        security: BEARER,
        summary: "The company approves a submission, releasing escrow to the freelancer (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZMilestoneApproveBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const milestoneId = request.params.id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /milestones/${milestoneId}/approve`), {
        work: async (txCtx) => {
          const { projectId } = await approveMilestone(txCtx, { milestoneId, userId });
          return {
            status: 200,
            body: {
              success: true,
              data: await freshMilestoneResult(txCtx, projectId, milestoneId, userId),
              message: "Milestone approved: the payment is released to the freelancer.",
            },
          };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    "/:id/cancel",
    {
      schema: {
        operationId: "cancelMilestone",
        tags,
        security: BEARER,
        summary:
          "The company cancels a pending milestone, or a funded one before submission with a refund (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZMilestoneCancelBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const milestoneId = request.params.id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /milestones/${milestoneId}/cancel`), {
        work: async (txCtx) => {
          const { projectId } = await cancelMilestone(txCtx, { milestoneId, userId, reason: request.body.reason });
          return {
            status: 200,
            body: {
              success: true,
              data: await freshMilestoneResult(txCtx, projectId, milestoneId, userId),
              message: "Milestone cancelled.",
            },
          };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZMilestoneAcceptBody,
  ZMilestoneActionResult,
  ZMilestoneApproveBody,
  ZMilestoneCancelBody,
  ZMilestoneDeclineBody,
  ZMilestoneDisputeBody,
  ZMilestoneFundBody,
  ZMilestonePatchBody,
  ZMilestoneRevisionBody,
  ZMilestoneSubmitBody,
} from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import {
  answerProposal,
  approveMilestone,
  cancelMilestone,
  disputeMilestone,
  editMilestone,
  fundMilestone,
  requestRevision,
  submitMilestone,
} from "./milestones-service";
import { freshMilestoneResult } from "./project-view";

/*
 * /api/milestones/{id}/… (spec B5, issue 11). Money-moving calls (fund, approve, cancel) take an
 * Idempotency-Key (decision 0027): the move and its recorded answer commit together, and a retry
 * gets the first answer. Every answer is the milestone and its project's fresh detail.
 */

const tags = ["projects"];
const result = successEnvelope(ZMilestoneActionResult);

export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("onSend", noStore);

  app.patch(
    "/:id",
    {
      schema: {
        operationId: "editMilestone",
        tags,
        security: BEARER,
        summary: "The company edits a pending milestone's title, amount or due date",
        params: ZIdParams,
        body: ZMilestonePatchBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { projectId } = await editMilestone(app.ctx, {
        milestoneId: request.params.id,
        userId,
        body: request.body,
      });
      return {
        success: true as const,
        data: await freshMilestoneResult(app.ctx, projectId, request.params.id, userId),
        message: "Milestone updated.",
      };
    },
  );

  for (const accept of [true, false]) {
    app.post(
      `/:id/${accept ? "accept" : "decline"}`,
      {
        schema: {
          operationId: accept ? "acceptMilestone" : "declineMilestone",
          tags,
          security: BEARER,
          summary: accept
            ? "The company accepts a milestone the freelancer proposed"
            : "The company declines a milestone the freelancer proposed",
          params: ZIdParams,
          body: accept ? ZMilestoneAcceptBody : ZMilestoneDeclineBody,
          response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const userId = userOf(request).id;
        const reason = (request.body as { reason?: string }).reason;
        const { projectId } = await answerProposal(app.ctx, {
          milestoneId: request.params.id,
          userId,
          accept,
          reason,
        });
        return {
          success: true as const,
          data: await freshMilestoneResult(app.ctx, projectId, request.params.id, userId),
          message: accept ? "Milestone accepted." : "Milestone declined.",
        };
      },
    );
  }

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
    "/:id/submit",
    {
      schema: {
        operationId: "submitMilestone",
        tags,
        security: BEARER,
        summary: "The freelancer delivers a funded milestone (or a revision) with a note and uploaded files",
        params: ZIdParams,
        body: ZMilestoneSubmitBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { projectId } = await submitMilestone(app.ctx, {
        milestoneId: request.params.id,
        userId,
        note: request.body.note,
        fileIds: request.body.fileIds ?? [],
      });
      return {
        success: true as const,
        data: await freshMilestoneResult(app.ctx, projectId, request.params.id, userId),
        message: "Work submitted.",
      };
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
    "/:id/request-revision",
    {
      schema: {
        operationId: "requestMilestoneRevision",
        tags,
        security: BEARER,
        summary: "The company asks for changes to a submission, with a reason",
        params: ZIdParams,
        body: ZMilestoneRevisionBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { projectId } = await requestRevision(app.ctx, {
        milestoneId: request.params.id,
        userId,
        reason: request.body.reason,
      });
      return {
        success: true as const,
        data: await freshMilestoneResult(app.ctx, projectId, request.params.id, userId),
        message: "Revision requested.",
      };
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

  app.post(
    "/:id/dispute",
    {
      schema: {
        operationId: "disputeMilestone",
        tags,
        security: BEARER,
        summary: "Either party opens a dispute on a funded or submitted milestone; its escrow is frozen",
        params: ZIdParams,
        body: ZMilestoneDisputeBody,
        response: { 200: result, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      const { projectId } = await disputeMilestone(app.ctx, {
        milestoneId: request.params.id,
        userId,
        reason: request.body.reason,
      });
      return {
        success: true as const,
        data: await freshMilestoneResult(app.ctx, projectId, request.params.id, userId),
        message: "Dispute opened. An admin will review both sides.",
      };
    },
  );
};

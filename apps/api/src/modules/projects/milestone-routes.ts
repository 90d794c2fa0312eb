import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZMilestoneAcceptBody,
  ZMilestoneActionResult,
  ZMilestoneDeclineBody,
  ZMilestoneDisputeBody,
  ZMilestonePatchBody,
  ZMilestoneRevisionBody,
  ZMilestoneSubmitBody,
} from "@crewlance/contracts/projects";
import { ZReleasePreview } from "@crewlance/contracts/withholding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { editMilestone } from "./milestone-add-service";
import { disputeMilestone } from "./milestone-dispute-service";
import { milestoneMoneyRoutes } from "./milestone-money-routes";
import { answerProposal } from "./milestone-proposal-service";
import { milestoneReleasePreview } from "./milestone-release-preview";
import { requestRevision } from "./milestone-revision-service";
import { submitMilestone } from "./milestone-submit-service";
import { freshMilestoneResult } from "./project-view";

/*
 * /api/milestones/{id}/…: edit, answer a proposal, submit, ask for a revision, dispute; the
 * money-moving calls are in milestone-money-routes.ts. Every answer is the milestone and its
 * project's fresh detail.
 */

const tags = ["projects"];
const result = successEnvelope(ZMilestoneActionResult);

export const milestoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("onSend", noStore);
  await app.register(milestoneMoneyRoutes);

  app.get(
    "/:id/release-preview",
    {
      schema: {
        operationId: "previewMilestoneRelease",
        tags,
        security: BEARER,
        summary:
          "What approving the milestone would pay: gross, fees, GST on the fee, TDS, TCS and net, per payee the viewer may see",
        params: ZIdParams,
        response: { 200: successEnvelope(ZReleasePreview), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await milestoneReleasePreview(app.ctx, { milestoneId: request.params.id, userId: userOf(request).id }),
    }),
  );

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

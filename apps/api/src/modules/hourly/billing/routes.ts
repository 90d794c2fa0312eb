import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZDisputeEntriesBody,
  ZHourlyWeek,
  ZHourlyWeeksPage,
  ZHourlyWeeksQuery,
  ZWeekParams,
} from "@crewlance/contracts/hourly";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { tags } from "../route-tags";
import { fundWeekNow } from "./fund-now";
import { disputeEntries, withdrawEntryDispute } from "./review-service";
import { startHourlySweep } from "./sweep";
import { listWeeks, weekViewOf } from "./weeks-list";

/*
 * The hourly contract's billing routes (decision 0091): the weeks, the company's "Fund this week"
 * (Idempotency-Key: it moves money) and its review's disputes. This plugin also starts the
 * weekly billing sweep on the instance.
 */

const weekAnswer = successEnvelope(ZHourlyWeek);
const ZEntryDisputeParams = ZWeekParams.extend({ entryId: z.string().uuid("Must be a valid id.") });

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  startHourlySweep(app);

  app.get(
    "/projects/:id/hourly/weeks",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "listHourlyWeeks",
        tags,
        security: BEARER,
        summary: "An hourly contract's weeks, newest first, with what each billed, released and refunded",
        params: ZWeekParams.pick({ id: true }),
        querystring: ZHourlyWeeksQuery,
        response: { 200: successEnvelope(ZHourlyWeeksPage), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const data = await listWeeks(app.ctx, {
        projectId: request.params.id,
        userId: userOf(request).id,
        ...request.query,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    "/projects/:id/hourly/weeks/:weekStart/fund",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "fundHourlyWeek",
        tags,
        security: BEARER,
        summary:
          "The company funds a week waiting for money now; 409 with the shortfall when still short (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZWeekParams,
        response: { 200: weekAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id: projectId, weekStart } = request.params;
      const userId = userOf(request).id;
      const answer = await runIdempotent(
        app.ctx,
        idempotencyOf(request, `POST /projects/${projectId}/hourly/weeks/${weekStart}/fund`),
        {
          work: async (txCtx) => {
            const week = await fundWeekNow(txCtx, { projectId, userId, weekStart });
            return {
              status: 200,
              body: {
                success: true,
                data: await weekViewOf(txCtx, week),
                message: "The week is funded: its money is held in escrow.",
              },
            };
          },
        },
      );
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    "/projects/:id/hourly/weeks/:weekStart/disputes",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "disputeHourlyEntries",
        tags,
        security: BEARER,
        summary: "The company disputes entries of a week in review, each with a reason",
        params: ZWeekParams,
        body: ZDisputeEntriesBody,
        response: { 200: weekAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { id: projectId, weekStart } = request.params;
      const week = await disputeEntries(app.ctx, {
        projectId,
        weekStart,
        userId: userOf(request).id,
        body: request.body,
      });
      return {
        success: true as const,
        data: await weekViewOf(app.ctx, week),
        message: "Disputed. These hours are held back when the review ends; the admin decides them.",
      };
    },
  );

  app.delete(
    "/projects/:id/hourly/weeks/:weekStart/disputes/:entryId",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "withdrawHourlyEntryDispute",
        tags,
        security: BEARER,
        summary: "The company withdraws its dispute of an entry while the week is in review",
        params: ZEntryDisputeParams,
        response: { 200: weekAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id: projectId, weekStart, entryId } = request.params;
      const week = await withdrawEntryDispute(app.ctx, { projectId, weekStart, entryId, userId: userOf(request).id });
      return { success: true as const, data: await weekViewOf(app.ctx, week), message: "Dispute withdrawn." };
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZHourlyContract, ZHourlySummaries, ZHourlyTermsChangeBody } from "@crewlance/contracts/hourly";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../../context";
import { runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { type TxContext, withTransaction } from "../../../lib/transaction";
import { userOf } from "../../../plugins/auth";
import { loadContract } from "../access";
import { tags } from "../route-tags";
import type { LockedContract } from "./facts";
import { endContract, pauseContract, resumeContract } from "./lifecycle";
import { listHourlySummaries } from "./summaries";
import { answerTerms, proposeTerms, withdrawTerms } from "./terms";
import { contractView, getHourlyContract } from "./view";

/*
 * The contract's routes (decision 0091): its view, the list's summaries, the company's terms
 * changes and the freelancer's answer, and pause, resume and end by either party. Every change
 * answers with the contract as the caller now sees it. Resuming funds the week and ending refunds
 * it, so those two take an Idempotency-Key (decision 0027).
 */

const contract = successEnvelope(ZHourlyContract);
const changeErrors = errorResponses(400, 401, 403, 404, 409, 422);
type Who = { projectId: string; userId: string };

/** Runs a change in one transaction and answers with the contract as the caller then sees it. */
async function changed(ctx: AppContext, who: Who, change: (txCtx: TxContext) => Promise<unknown>) {
  return withTransaction(ctx, async (txCtx) => {
    await change(txCtx);
    return contractView(txCtx, await loadContract(txCtx, who));
  });
}

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  const who = (request: { params: { id: string } } & Parameters<typeof userOf>[0]) => ({
    projectId: request.params.id,
    userId: userOf(request).id,
  });

  app.get(
    "/hourly/summaries",
    {
      schema: {
        operationId: "listHourlySummaries",
        tags,
        security: BEARER,
        summary: "The viewer's hourly contracts that have not ended, with this week's minutes and what waits on them",
        response: { 200: successEnvelope(ZHourlySummaries), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listHourlySummaries(app.ctx, { userId: userOf(request).id }) },
    }),
  );

  app.get(
    "/projects/:id/hourly",
    {
      schema: {
        operationId: "getHourlyContract",
        tags,
        security: BEARER,
        summary: "An hourly project's contract: terms, the coming change, this week and what waits on the viewer",
        params: ZIdParams,
        response: { 200: contract, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await getHourlyContract(app.ctx, who(request)) }),
  );

  app.patch(
    "/projects/:id/hourly/terms",
    {
      schema: {
        operationId: "proposeHourlyTerms",
        tags,
        security: BEARER,
        summary: "The company changes the terms from next Monday; a rate change waits for the freelancer's acceptance",
        params: ZIdParams,
        body: ZHourlyTermsChangeBody,
        response: { 200: contract, ...changeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changed(app.ctx, who(request), (txCtx) =>
        proposeTerms(txCtx, { ...who(request), body: request.body }),
      ),
      message: "The new terms are proposed from next Monday.",
    }),
  );

  app.delete(
    "/projects/:id/hourly/terms",
    {
      schema: {
        operationId: "withdrawHourlyTerms",
        tags,
        security: BEARER,
        summary: "The company withdraws its open change of terms",
        params: ZIdParams,
        response: { 200: contract, ...changeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changed(app.ctx, who(request), (txCtx) => withdrawTerms(txCtx, who(request))),
      message: "The change of terms is withdrawn.",
    }),
  );

  for (const [step, accept] of [
    ["accept", true],
    ["decline", false],
  ] as const) {
    app.post(
      `/projects/:id/hourly/terms/${step}`,
      {
        schema: {
          operationId: accept ? "acceptHourlyTerms" : "declineHourlyTerms",
          tags,
          security: BEARER,
          summary: `The freelancer ${step}s the company's change of rate`,
          params: ZIdParams,
          response: { 200: contract, ...changeErrors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await changed(app.ctx, who(request), (txCtx) => answerTerms(txCtx, { ...who(request), accept })),
        message: accept ? "You accepted the new rate." : "You declined the new rate.",
      }),
    );
  }

  app.post(
    "/projects/:id/hourly/pause",
    {
      schema: {
        operationId: "pauseHourlyContract",
        tags,
        security: BEARER,
        summary: "Either party pauses the contract: the timer stops and no time can be logged until it resumes",
        params: ZIdParams,
        response: { 200: contract, ...changeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await withTransaction(app.ctx, async (txCtx) =>
        contractView(txCtx, await pauseContract(txCtx, who(request))),
      ),
      message: "The contract is paused.",
    }),
  );

  const moneySteps: [string, string, string, (txCtx: TxContext, input: Who) => Promise<LockedContract>, string][] = [
    [
      "resume",
      "resumeHourlyContract",
      "Either party resumes a paused contract: this week opens and is funded (Idempotency-Key)",
      resumeContract,
      "The contract is active again.",
    ],
    [
      "end",
      "endHourlyContract",
      "Either party ends the contract: the timer stops and the open week closes for the company's review (Idempotency-Key)",
      endContract,
      "The contract has ended. Its last week goes to the company's review.",
    ],
  ];
  for (const [step, operationId, summary, run, message] of moneySteps) {
    app.post(
      `/projects/:id/hourly/${step}`,
      {
        schema: {
          operationId,
          tags,
          security: BEARER,
          summary,
          headers: ZIdempotencyHeaders,
          params: ZIdParams,
          response: { 200: contract, ...changeErrors },
        },
      },
      async (request, reply) => {
        const input = who(request);
        const answer = await runIdempotent(
          app.ctx,
          idempotencyOf(request, `POST /projects/${input.projectId}/hourly/${step}`),
          {
            work: async (txCtx) => ({
              status: 200,
              body: { success: true, data: await contractView(txCtx, await run(txCtx, input)), message },
            }),
          },
        );
        return sendIdempotent(reply, answer);
      },
    );
  }
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZDeposit, ZDepositBody, ZDepositResponse } from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { requireRole, userOf } from "../../../plugins/auth";
import { createDeposit, getDeposit, prepareDeposit } from "./create";

const tags = ["wallet"];

/** /wallet/deposits: add funds through the configured provider, and follow a deposit. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/deposits",
    {
      preHandler: requireRole("FREELANCER", "COMPANY"),
      schema: {
        operationId: "createDeposit",
        tags,
        security: BEARER,
        summary: "Adds funds through the configured payment provider (send an Idempotency-Key header)",
        headers: ZIdempotencyHeaders,
        body: ZDepositBody,
        response: {
          201: successEnvelope(ZDepositResponse),
          ...errorResponses(400, 401, 403, 409, 422, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const { amount } = request.body;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, "POST /wallet/deposits"), {
        prepare: () => prepareDeposit(app.ctx, { userId, amount }),
        work: async (txCtx, prepared) => {
          const data = await createDeposit(txCtx, { userId, amount, prepared });
          const message = data.checkout ? "Complete the payment to add the funds." : "Funds added to your wallet.";
          return { status: 201, body: { success: true, data, message } };
        },
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    "/deposits/:id",
    {
      schema: {
        operationId: "getDeposit",
        tags,
        security: BEARER,
        summary: "One of the signed-in user's deposits (a pending provider payment turns COMPLETED by its webhook)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZDeposit), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getDeposit(app.ctx, { userId: userOf(request).id, depositId: request.params.id }),
    }),
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAdminWithdrawalPage,
  ZAdminWithdrawalQuery,
  ZSettleWithdrawalBody,
  ZWithdrawal,
} from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { listWithdrawalQueue } from "../withdrawals/list";
import { settleWithdrawal } from "../withdrawals/settle";

const tags = ["wallet-admin"];

/** /admin/wallet/withdrawals: the queue, and marking one paid or failed. */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/withdrawals",
    {
      schema: {
        operationId: "listWithdrawalQueue",
        tags,
        security: BEARER,
        summary: "Withdrawals in one status (PENDING by default), oldest first, after a cursor",
        querystring: ZAdminWithdrawalQuery,
        response: { 200: successEnvelope(ZAdminWithdrawalPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listWithdrawalQueue(app.ctx, request.query) }),
  );

  app.post(
    "/withdrawals/:id/settle",
    {
      schema: {
        operationId: "settleWithdrawal",
        tags,
        security: BEARER,
        summary: "Marks a pending withdrawal paid, or failed with a reason (money back to available); Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZSettleWithdrawalBody,
        response: { 200: successEnvelope(ZWithdrawal), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const adminId = userOf(request).id;
      const answer = await runIdempotent(
        app.ctx,
        idempotencyOf(request, `POST /admin/wallet/withdrawals/${request.params.id}/settle`),
        {
          work: async (txCtx) => {
            const data = await settleWithdrawal(txCtx, {
              adminId,
              withdrawalId: request.params.id,
              body: request.body,
            });
            const message =
              data.status === "PAID" ? "Withdrawal marked paid." : "Withdrawal marked failed; the money is back.";
            return { status: 200, body: { success: true, data, message } };
          },
        },
      );
      return sendIdempotent(reply, answer);
    },
  );
};

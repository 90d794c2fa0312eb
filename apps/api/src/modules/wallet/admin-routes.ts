import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAdjustmentBody,
  ZAdjustmentResult,
  ZAdminWithdrawalPage,
  ZAdminWithdrawalQuery,
  ZLedgerCheck,
  ZSettleWithdrawalBody,
  ZWalletAuditPage,
  ZWalletAuditQuery,
  ZWithdrawal,
} from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { adjustBalance, checkLedgerAsAdmin, listAuditLog } from "./admin-service";
import { listWithdrawalQueue, settleWithdrawal } from "./withdrawal-service";

const tags = ["wallet-admin"];

/** /admin/wallet: the withdrawals queue, manual adjustments, the ledger check and the audit log. Admins only. */
export const walletAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));
  app.addHook("onSend", noStore);

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

  app.post(
    "/adjustments",
    {
      schema: {
        operationId: "createWalletAdjustment",
        tags,
        security: BEARER,
        summary: "Moves money into (positive) or out of (negative) a user's account with a reason; Idempotency-Key",
        headers: ZIdempotencyHeaders,
        body: ZAdjustmentBody,
        response: { 201: successEnvelope(ZAdjustmentResult), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const adminId = userOf(request).id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, "POST /admin/wallet/adjustments"), {
        work: async (txCtx) => ({
          status: 201,
          body: {
            success: true,
            data: await adjustBalance(txCtx, { adminId, body: request.body }),
            message: "Adjustment recorded.",
          },
        }),
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    "/ledger-check",
    {
      schema: {
        operationId: "checkLedger",
        tags,
        security: BEARER,
        summary: "Recomputes every balance from the entries and checks every transaction sums to zero",
        response: { 200: successEnvelope(ZLedgerCheck), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkLedgerAsAdmin(app.ctx, { adminId: userOf(request).id }),
    }),
  );

  app.get(
    "/audit-log",
    {
      schema: {
        operationId: "listWalletAuditLog",
        tags,
        security: BEARER,
        summary: "Admin money actions, newest first, after a cursor",
        querystring: ZWalletAuditQuery,
        response: { 200: successEnvelope(ZWalletAuditPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listAuditLog(app.ctx, request.query) }),
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZAdjustmentBody,
  ZAdjustmentResult,
  ZLedgerCheck,
  ZWalletAuditPage,
  ZWalletAuditQuery,
} from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { adjustBalance } from "./adjustment";
import { checkLedgerAsAdmin, listAuditLog } from "./audit-log";

const tags = ["wallet-admin"];

/** /admin/wallet/adjustments, /ledger-check and /audit-log: manual moves, the check, and what admins did. */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
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

import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZAdminDisputePage, ZAdminDisputeQuery, ZDispute, ZDisputeResolveBody } from "@crewlance/contracts/projects";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { resolveDispute } from "./dispute-resolve-service";
import { listDisputes } from "./disputes-service";

/** /api/admin/disputes: the disputes queue and its resolution; admins only. */
export const adminDisputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));
  app.addHook("onSend", noStore);

  app.get(
    "/",
    {
      schema: {
        operationId: "listDisputes",
        tags: ["admin"],
        security: BEARER,
        summary: "Disputes by status (open by default), oldest first, with both sides' statements",
        querystring: ZAdminDisputeQuery,
        response: { 200: successEnvelope(ZAdminDisputePage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await listDisputes(app.ctx, request.query) }),
  );

  app.post(
    "/:id/resolve",
    {
      schema: {
        operationId: "resolveDispute",
        tags: ["admin"],
        security: BEARER,
        summary: "Resolves an open dispute by releasing, refunding or splitting the escrow (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZDisputeResolveBody,
        response: { 200: successEnvelope(ZDispute), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const disputeId = request.params.id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /admin/disputes/${disputeId}/resolve`), {
        work: async (txCtx) => ({
          status: 200,
          body: {
            success: true,
            data: await resolveDispute(txCtx, { disputeId, adminId: userOf(request).id, body: request.body }),
            message: "The dispute is resolved and both sides are told.",
          },
        }),
      });
      return sendIdempotent(reply, answer);
    },
  );
};

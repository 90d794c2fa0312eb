import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZWithdrawalDestination, ZWithdrawalMethodVerification } from "@crewlance/contracts/wallet";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { requireRole, userOf } from "../../../plugins/auth";
import { requireFreshSecondFactor } from "../../auth/index";
import { addWithdrawalMethod, verifyWithdrawalMethod } from "./verification";

/**
 * /wallet/withdrawal-methods: a destination added and verified, or one saved before verification
 * verified now (decision 0086). Both make a place money may be paid to, so both wait for a fresh
 * second factor when two-factor is on (decision 0098).
 */
export const withdrawalVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const payeeGuard = [
    requireRole("FREELANCER", "COMPANY"),
    async (request: FastifyRequest) => requireFreshSecondFactor(app.ctx, userOf(request)),
  ];

  app.post(
    "/withdrawal-methods",
    {
      preHandler: payeeGuard,
      schema: {
        operationId: "addWithdrawalMethod",
        tags: ["wallet"],
        security: BEARER,
        summary: "Saves a bank account or UPI id for withdrawals once the KYC provider confirms its holder",
        body: ZWithdrawalDestination,
        response: {
          201: successEnvelope(ZWithdrawalMethodVerification),
          ...errorResponses(400, 401, 403, 422, 502, 503),
        },
      },
    },
    async (request, reply) => {
      const result = await addWithdrawalMethod(app.ctx, { userId: userOf(request).id, destination: request.body });
      return reply.status(201).send({
        success: true as const,
        data: result,
        message: result.notice ? `Account saved and ${result.notice}.` : "Account saved and verified.",
      });
    },
  );

  app.post(
    "/withdrawal-methods/:id/verification",
    {
      preHandler: payeeGuard,
      schema: {
        operationId: "verifyWithdrawalMethod",
        tags: ["wallet"],
        security: BEARER,
        summary: "Asks the KYC provider who holds a saved destination; verified when the name matches",
        params: ZIdParams,
        response: {
          200: successEnvelope(ZWithdrawalMethodVerification),
          ...errorResponses(400, 401, 403, 404, 422, 502, 503),
        },
      },
    },
    async (request) => {
      const result = await verifyWithdrawalMethod(app.ctx, { userId: userOf(request).id, methodId: request.params.id });
      return {
        success: true as const,
        data: result,
        message: result.notice ? `Account ${result.notice}.` : "Account verified.",
      };
    },
  );
};

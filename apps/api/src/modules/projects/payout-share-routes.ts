import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZPayoutShares, ZPayoutSharesBody } from "@crewlance/contracts/teams";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { getPayoutShares, setPayoutShares } from "./payout-shares-service";

/* /api/projects/{id}/payout-shares: a team project's shares (decision 0041), under the teams tag. */

const tags = ["teams"];

export const payoutShareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/:id/payout-shares",
    {
      schema: {
        operationId: "getPayoutShares",
        tags,
        security: BEARER,
        summary: "A team project's payout shares (the team's members)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZPayoutShares), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getPayoutShares(app.ctx, { projectId: request.params.id, viewerId: userOf(request).id }),
    }),
  );

  app.put(
    "/:id/payout-shares",
    {
      schema: {
        operationId: "setPayoutShares",
        tags,
        security: BEARER,
        summary: "Sets the shares in basis points (owner and admins) until a milestone is funded",
        params: ZIdParams,
        body: ZPayoutSharesBody,
        response: { 200: successEnvelope(ZPayoutShares), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await setPayoutShares(app.ctx, {
        projectId: request.params.id,
        viewerId: userOf(request).id,
        body: request.body,
      }),
      message: "The payout shares have been saved.",
    }),
  );
};

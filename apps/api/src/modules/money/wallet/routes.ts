import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZWalletFees, ZWalletMonthly, ZWalletMonthlyQuery, ZWalletSummary } from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { getWalletMonthly } from "./monthly";
import { getWalletSummary, walletFees } from "./summary";

const tags = ["wallet"];

/** GET /wallet, /wallet/fees and /wallet/summary/monthly: the viewer's balances, the fees, the chart. */
export const walletSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        operationId: "getWallet",
        tags,
        security: BEARER,
        summary: "The signed-in user's balances: available, in escrow, pending withdrawal, lifetime earned and spent",
        response: { 200: successEnvelope(ZWalletSummary), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getWalletSummary(app.ctx, { userId: userOf(request).id }),
    }),
  );

  app.get(
    "/fees",
    {
      schema: {
        operationId: "getWalletFees",
        tags,
        security: BEARER,
        summary: "Fees in basis points and deposit and withdrawal limits in paise",
        response: { 200: successEnvelope(ZWalletFees), ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: walletFees(app.ctx) }),
  );

  app.get(
    "/summary/monthly",
    {
      schema: {
        operationId: "getWalletMonthly",
        tags,
        security: BEARER,
        summary: "Earned, spent, deposited and withdrawn per month, oldest first",
        querystring: ZWalletMonthlyQuery,
        response: { 200: successEnvelope(ZWalletMonthly), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { months: await getWalletMonthly(app.ctx, { userId: userOf(request).id, months: request.query.months }) },
    }),
  );
};

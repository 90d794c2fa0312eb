import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZWalletTransaction, ZWalletTransactionPage, ZWalletTransactionQuery } from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { transactionsCsv } from "./csv";
import { exportTransactions, getTransaction, listTransactions } from "./list";

const tags = ["wallet"];
const CSV_EXPORT_CAP = 10_000;

/** /wallet/transactions: the viewer's statement, as pages, as CSV, one transaction. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/transactions",
    {
      schema: {
        operationId: "listWalletTransactions",
        tags,
        security: BEARER,
        summary: "The signed-in user's transactions, newest first, filtered by type and dates, after a cursor",
        querystring: ZWalletTransactionQuery,
        response: { 200: successEnvelope(ZWalletTransactionPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listTransactions(app.ctx, { userId: userOf(request).id, ...request.query }),
    }),
  );

  app.get(
    "/transactions.csv",
    {
      schema: {
        operationId: "exportWalletTransactions",
        tags,
        security: BEARER,
        summary: "The filtered transactions as CSV (at most 10,000 rows, newest first)",
        querystring: ZWalletTransactionQuery.omit({ cursor: true, limit: true }),
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV, one transaction per row"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const items = await exportTransactions(app.ctx, {
        userId: userOf(request).id,
        ...request.query,
        cap: CSV_EXPORT_CAP,
      });
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="crewlance-transactions.csv"')
        .send(transactionsCsv(items));
    },
  );

  app.get(
    "/transactions/:id",
    {
      schema: {
        operationId: "getWalletTransaction",
        tags,
        security: BEARER,
        summary: "One of the signed-in user's transactions (any, for an admin)",
        params: ZIdParams,
        response: { 200: successEnvelope(ZWalletTransaction), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { view } = await getTransaction(app.ctx, {
        transactionId: request.params.id,
        viewerId: user.id,
        viewerIsAdmin: user.role === "ADMIN",
      });
      return { success: true as const, data: view };
    },
  );
};

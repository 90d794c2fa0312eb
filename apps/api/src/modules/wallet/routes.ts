import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZDeposit,
  ZDepositBody,
  ZDepositResponse,
  ZWalletFees,
  ZWalletMonthly,
  ZWalletMonthlyQuery,
  ZWalletSummary,
  ZWalletTransaction,
  ZWalletTransactionPage,
  ZWalletTransactionQuery,
  ZWithdrawal,
  ZWithdrawalBody,
  ZWithdrawalList,
  ZWithdrawalMethodList,
} from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, requireRole, userOf } from "../../plugins/auth";
import { createDeposit, getDeposit, prepareDeposit } from "./deposit-service";
import { exportTransactions, getTransaction, listTransactions } from "./list";
import { renderReceipt, transactionsCsv } from "./receipt";
import { receiptParties } from "./receipt-parties";
import { getWalletMonthly, getWalletSummary, walletFees } from "./service";
import { startIdempotencySweeper } from "./sweeper";
import { listWithdrawalMethods, listWithdrawals, requestWithdrawal } from "./withdrawal-service";

const tags = ["wallet"];
const CSV_EXPORT_CAP = 10_000;

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("onSend", noStore);
  startIdempotencySweeper(app);

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

  app.get(
    "/transactions/:id/receipt",
    {
      schema: {
        operationId: "getWalletTransactionReceipt",
        tags,
        security: BEARER,
        summary: "The PDF receipt of one of the signed-in user's transactions (any, for an admin)",
        params: ZIdParams,
        produces: ["application/pdf"],
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { view, holderId, partyIds } = await getTransaction(app.ctx, {
        transactionId: request.params.id,
        viewerId: user.id,
        viewerIsAdmin: user.role === "ADMIN",
      });
      const { holder, others } = await receiptParties(app.ctx, { holderId, partyIds });
      const pdf = await renderReceipt({ transaction: view, holder, parties: others });
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="crewlance-receipt-${view.number}.pdf"`)
        .send(Buffer.from(pdf) as never);
    },
  );

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

  app.post(
    "/withdrawals",
    {
      preHandler: requireRole("FREELANCER", "COMPANY"),
      schema: {
        operationId: "requestWithdrawal",
        tags,
        security: BEARER,
        summary: "Moves money from available to pending withdrawal, to a new or saved destination (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        body: ZWithdrawalBody,
        response: { 201: successEnvelope(ZWithdrawal), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, "POST /wallet/withdrawals"), {
        work: async (txCtx) => ({
          status: 201,
          body: {
            success: true,
            data: await requestWithdrawal(txCtx, { userId, body: request.body }),
            message: "Withdrawal requested. We will let you know when it is paid.",
          },
        }),
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    "/withdrawals",
    {
      schema: {
        operationId: "listWithdrawals",
        tags,
        security: BEARER,
        summary: "The signed-in user's withdrawals, newest first (at most 50)",
        response: { 200: successEnvelope(ZWithdrawalList), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listWithdrawals(app.ctx, { userId: userOf(request).id }) },
    }),
  );

  app.get(
    "/withdrawal-methods",
    {
      schema: {
        operationId: "listWithdrawalMethods",
        tags,
        security: BEARER,
        summary: "The signed-in user's saved withdrawal destinations, masked",
        response: {
          200: successEnvelope(ZWithdrawalMethodList),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { items: await listWithdrawalMethods(app.ctx, { userId: userOf(request).id }) },
    }),
  );
};

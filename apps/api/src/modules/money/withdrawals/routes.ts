import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZWithdrawal, ZWithdrawalBody, ZWithdrawalList, ZWithdrawalMethodList } from "@crewlance/contracts/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasStoredAnswer, runIdempotent, ZIdempotencyHeaders } from "../../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { requireRole, userOf } from "../../../plugins/auth";
import { requireFreshSecondFactor } from "../../auth/index";
import { listWithdrawalMethods, listWithdrawals } from "./list";
import { checkWithdrawalDestination, requestWithdrawal } from "./request";

const tags = ["wallet"];

/** /wallet/withdrawals and /wallet/withdrawal-methods: request a withdrawal, list them and the saved destinations. */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/withdrawals",
    {
      preHandler: requireRole("FREELANCER", "COMPANY"),
      schema: {
        operationId: "requestWithdrawal",
        tags,
        security: BEARER,
        summary: "Moves money from available to pending withdrawal, to a new or saved destination (Idempotency-Key)",
        description:
          "With two-factor on, 403 SECOND_FACTOR_REQUIRED until POST /auth/step-up confirmed this sign-in " +
          "(decision 0098); a replay of a key already answered gets its answer.",
        headers: ZIdempotencyHeaders,
        body: ZWithdrawalBody,
        response: { 201: successEnvelope(ZWithdrawal), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const idempotent = idempotencyOf(request, "POST /wallet/withdrawals");
      // Before the penny drop and the key's claim: the refusal is not the operation's answer, so
      // the same key retried after the step-up runs it (decision 0098).
      if (!(await hasStoredAnswer(app.ctx, idempotent))) await requireFreshSecondFactor(app.ctx, userOf(request));
      // The penny drop waits on HTTP: it runs before the transaction opens (decision 0086).
      const destinationCheck = await checkWithdrawalDestination(app.ctx, { userId, body: request.body });
      const answer = await runIdempotent(app.ctx, idempotent, {
        work: async (txCtx) => ({
          status: 201,
          body: {
            success: true,
            data: await requestWithdrawal(txCtx, { userId, body: request.body, destinationCheck }),
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

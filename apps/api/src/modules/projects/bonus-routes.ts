import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZBonusBody, ZBonusResult } from "@crewlance/contracts/hourly";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runIdempotent, ZIdempotencyHeaders } from "../../lib/idempotency";
import { idempotencyOf, sendIdempotent } from "../../lib/idempotent-reply";
import { BEARER, errorResponses } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { payBonus } from "./bonus-service";

/*
 * /api/projects/{id}/bonuses: the company pays a bonus through escrow at once (decision 0091).
 * It moves money, so it takes an Idempotency-Key (decision 0027): a retry gets the first answer.
 */

export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("onSend", noStore);

  app.post(
    "/:id/bonuses",
    {
      schema: {
        operationId: "payBonus",
        tags: ["projects"],
        security: BEARER,
        summary:
          "The company pays the freelancer side a bonus with a note, funded and released at once (Idempotency-Key)",
        headers: ZIdempotencyHeaders,
        params: ZIdParams,
        body: ZBonusBody,
        response: { 200: successEnvelope(ZBonusResult), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const projectId = request.params.id;
      const answer = await runIdempotent(app.ctx, idempotencyOf(request, `POST /projects/${projectId}/bonuses`), {
        work: async (txCtx) => ({
          status: 200,
          body: {
            success: true,
            data: await payBonus(txCtx, { projectId, userId, body: request.body }),
            message: "Bonus paid: the money is in the freelancer's available balance.",
          },
        }),
      });
      return sendIdempotent(reply, answer);
    },
  );
};

import { ZIdParams } from "@crewlance/contracts/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { userOf } from "../../../plugins/auth";
import { getTransaction } from "../statement/list";
import { receiptParties } from "./parties";
import { renderReceipt } from "./receipt";

const tags = ["wallet"];

/** GET /wallet/transactions/{id}/receipt: one transaction's PDF receipt. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

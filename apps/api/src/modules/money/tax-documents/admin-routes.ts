import { ZTaxReturnQuery } from "@crewlance/contracts/tax-documents";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../../lib/openapi";
import { noStore, requireRole } from "../../../plugins/auth";
import { returnCsv } from "./csv";
import { returnLines } from "./returns";

/** /admin/tax/returns: a quarter's TDS or TCS return as CSV, for the platform to file (decision 0090). Admins only. */
export const taxReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);
  app.addHook("preHandler", requireRole("ADMIN"));
  app.addHook("onSend", noStore);
  app.get(
    "/returns",
    {
      schema: {
        operationId: "exportAdminTaxReturn",
        tags: ["wallet-admin"],
        security: BEARER,
        summary:
          "One quarter's return as CSV: TDS under Section 194-O (Form 26Q-like) or TCS under Section 52 (GSTR-8-like)",
        querystring: ZTaxReturnQuery,
        produces: ["text/csv"],
        response: { 200: z.string().describe("CSV, one deductee payment per row"), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { financialYear, quarter, kind } = request.query;
      const lines = await returnLines(app.ctx, { financialYear, quarter, kind });
      return reply
        .type("text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="crewlance-${kind.toLowerCase()}-return-${financialYear}-Q${quarter}.csv"`,
        )
        .send(returnCsv(kind, lines));
    },
  );
};

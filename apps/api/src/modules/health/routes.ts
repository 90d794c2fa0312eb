import { successEnvelope } from "@crewlance/contracts/envelope";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/errors";
import { errorResponses, PUBLIC } from "../../lib/openapi";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        operationId: "getHealth",
        security: PUBLIC,
        tags: ["health"],
        summary: "Answers 200 once the database is reachable",
        response: {
          200: successEnvelope(z.object({ status: z.literal("ok"), database: z.string() })),
          ...errorResponses(500),
        },
      },
    },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        throw new AppError("INTERNAL", "The database is not reachable.");
      }
      return { success: true as const, data: { status: "ok" as const, database: app.ctx.dbKind } };
    },
  );
};

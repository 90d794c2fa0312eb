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
        summary: "Answers 200 while the database is reachable, 503 while it is not",
        response: {
          200: successEnvelope(z.object({ status: z.literal("ok"), database: z.string() })),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        // 503, not 500: a balancer takes this instance out until its pool reconnects by itself.
        throw new AppError("SERVICE_UNAVAILABLE", "The database is not reachable right now.");
      }
      return { success: true as const, data: { status: "ok" as const, database: app.ctx.dbKind } };
    },
  );
};

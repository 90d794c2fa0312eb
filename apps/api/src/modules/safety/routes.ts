import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockRoutes } from "./block-routes";
import { reportRoutes } from "./report-routes";
import { standingRoutes } from "./standing-routes";

/** /safety: reports, blocks, the signed-in person's standing and appeals. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes);
  await app.register(blockRoutes);
  await app.register(standingRoutes);
};

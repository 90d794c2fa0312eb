import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { standingRoutes } from "./standing-routes";

/** /safety: reports, blocks, the signed-in person's standing and appeals. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(standingRoutes);
};

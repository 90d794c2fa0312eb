import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { billingRoutes } from "./billing/routes";
import { contractRoutes } from "./contract/routes";
import { timeRoutes } from "./time/routes";

/** Every hourly route, mounted under /api: `/projects/{id}/hourly/…` and `/hourly/…`. */
export const hourlyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contractRoutes);
  await app.register(timeRoutes);
  await app.register(billingRoutes);
};

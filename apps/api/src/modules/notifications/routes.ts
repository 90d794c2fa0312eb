import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const notificationRoutes: FastifyPluginAsyncZod = async (_app) => {};

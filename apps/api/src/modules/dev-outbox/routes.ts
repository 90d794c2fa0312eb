import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const devOutboxRoutes: FastifyPluginAsyncZod = async (_app) => {};

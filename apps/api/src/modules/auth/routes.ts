import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const authRoutes: FastifyPluginAsyncZod = async (_app) => {};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

// Placeholder registered by the foundation commit; the routes land with issue 3's API work.
export const phoneAuthRoutes: FastifyPluginAsyncZod = async () => {};

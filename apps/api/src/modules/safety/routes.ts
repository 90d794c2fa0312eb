import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** /safety: reports, blocks, the signed-in person's standing and appeals. */
export const safetyRoutes: FastifyPluginAsyncZod = async (_app) => {};

/** /admin/moderation: the queue, an item's detail, actions and appeals (admins only). */
export const moderationRoutes: FastifyPluginAsyncZod = async (_app) => {};

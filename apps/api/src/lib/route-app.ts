import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The app a routes plugin receives: what a function registering one group of its routes takes. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

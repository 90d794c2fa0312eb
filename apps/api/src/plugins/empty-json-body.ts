import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * The web client declares JSON on every call, even a bodyless POST such as
 * mark-as-read; a route without a body schema then treats an empty body as no body
 * instead of failing to parse it. Routes that expect a body still answer 400.
 */
async function ignoreEmptyJsonBody(request: FastifyRequest): Promise<void> {
  // Browsers send `Content-Length: 0` on an empty POST but no length at all on an empty DELETE.
  const length = request.headers["content-length"];
  const empty = (length === "0" || length === undefined) && request.headers["transfer-encoding"] === undefined;
  if (empty && !request.routeOptions.schema?.body) delete request.headers["content-type"];
}

export const emptyJsonBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", ignoreEmptyJsonBody);
});

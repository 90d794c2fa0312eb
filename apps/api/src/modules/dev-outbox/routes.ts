import { pageQuery, paginated } from "@crewlance/contracts/common";
import { ZOutboxMessage } from "@crewlance/contracts/dev-outbox";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { oneLine } from "@crewlance/contracts/text-fields";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/errors";
import { isLoopbackAddress } from "../../lib/loopback";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { devClockRoutes } from "./clock-routes";
import { clearOutbox, listOutbox } from "./service";

export const OUTBOX_PAGE_SIZE = 20;

const ZOutboxQuery = pageQuery(OUTBOX_PAGE_SIZE).extend({
  to: oneLine(254).toLowerCase().optional(),
});

/**
 * The outbox holds every reset link and code, so only this machine may read or clear it. The
 * socket's address decides, never `request.ip`: with TRUST_PROXY_HOPS that comes from
 * X-Forwarded-For, which any client writes. A request relayed by a proxy on this machine
 * arrives from loopback on behalf of someone else, so a forwarding header refuses it too.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const { headers } = request;
  const relayed = headers["x-forwarded-for"] !== undefined || headers.forwarded !== undefined;
  return !relayed && isLoopbackAddress(request.socket.remoteAddress);
}

/** The dev outbox (and the dev clock); app.ts registers it only outside production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", async (request) => {
    if (!fromThisMachine(request)) {
      throw forbidden("The dev outbox answers only requests made on the server's own machine, not over the network.");
    }
  });

  app.get(
    "/outbox",
    {
      schema: {
        operationId: "listOutboxMessages",
        security: PUBLIC,
        tags: ["dev"],
        summary: "Emails and SMS kept instead of sent (newest first); from this machine only, never in production",
        querystring: ZOutboxQuery,
        response: { 200: successEnvelope(paginated(ZOutboxMessage)), ...errorResponses(400, 403) },
      },
    },
    async (request) => {
      const data = await listOutbox(app.ctx, request.query);
      return { success: true as const, data };
    },
  );

  app.delete(
    "/outbox",
    {
      schema: {
        operationId: "clearOutbox",
        security: PUBLIC,
        tags: ["dev"],
        summary: "Empty the dev outbox (from this machine only)",
        response: { 200: successEnvelope(z.object({ deleted: z.number().int() })), ...errorResponses(403) },
      },
    },
    async () => {
      const deleted = await clearOutbox(app.ctx);
      return { success: true as const, data: { deleted }, message: "Outbox cleared." };
    },
  );

  await app.register(devClockRoutes);
};

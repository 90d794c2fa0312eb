import { pageQuery, paginated, successEnvelope } from "@crewlance/contracts/envelope";
import { ZOutboxMessage } from "@crewlance/contracts/outbox";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { clearOutbox, listOutbox } from "./service";

export const OUTBOX_PAGE_SIZE = 20;

const ZOutboxQuery = pageQuery(OUTBOX_PAGE_SIZE).extend({
  to: z.string().trim().toLowerCase().max(254).optional(),
});

/** Spec B9: the dev outbox; app.ts registers it only outside production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/outbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Emails and SMS kept instead of sent (newest first); not available in production",
        querystring: ZOutboxQuery,
        response: { 200: successEnvelope(paginated(ZOutboxMessage)) },
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
        tags: ["dev"],
        summary: "Empty the dev outbox",
        response: { 200: successEnvelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async () => {
      const deleted = await clearOutbox(app.ctx);
      return { success: true as const, data: { deleted }, message: "Outbox cleared." };
    },
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../../lib/errors";
import { errorResponses, PUBLIC } from "../../../../lib/openapi";
import { readSignedWebhook } from "../../signed-webhook";
import { handlePayoutEvent } from "./webhook";

const ZPayoutWebhookParams = z.object({ provider: z.enum(["razorpayx"], "This payout provider is not known.") });
const ZPayoutWebhookResult = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * POST /payments/payout-webhook/{provider}: the payout provider's signed events (decision 0087).
 * Registered inside the deposit webhooks' plugin, which reads JSON bodies as raw bytes.
 */
export const payoutWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/payout-webhook/:provider",
    {
      schema: {
        operationId: "receivePayoutWebhook",
        tags: ["payments"],
        security: PUBLIC,
        summary:
          "A payout provider's signed event (RazorpayX: payout.processed, payout.reversed, payout.failed; X-Razorpay-Signature, HMAC-SHA256 of the raw body)",
        params: ZPayoutWebhookParams,
        response: { 200: successEnvelope(ZPayoutWebhookResult), ...errorResponses(400, 404, 409, 415) },
      },
    },
    async (request) => {
      const payouts = app.ctx.config.payouts;
      if (!payouts) throw notFound("Payout provider");
      const { raw, event, eventId } = readSignedWebhook(request, payouts.webhookSecret);
      const outcome = await handlePayoutEvent(app.ctx, {
        eventId,
        raw,
        event,
      });
      return { success: true as const, data: { received: true as const, outcome } };
    },
  );
};

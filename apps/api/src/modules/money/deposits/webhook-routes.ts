import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../lib/errors";
import { errorResponses, PUBLIC } from "../../../lib/openapi";
import { readSignedWebhook } from "../signed-webhook";
import { payoutWebhookRoutes } from "../withdrawals/payouts/webhook-routes";
import { handleProviderEvent } from "./webhook";

const ZWebhookParams = z.object({ provider: z.enum(["razorpay"], "This payment provider is not known.") });
const ZWebhookResult = z.object({ received: z.literal(true), outcome: z.string() });

/**
 * POST /payments/webhook/{provider}: the provider's signed events. The signature is over the raw
 * bytes, so this plugin (and only this one) reads JSON bodies as a Buffer.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/webhook/:provider",
    {
      schema: {
        operationId: "receivePaymentWebhook",
        tags: ["payments"],
        security: PUBLIC,
        summary: "A payment provider's signed event (Razorpay: X-Razorpay-Signature, HMAC-SHA256 of the raw body)",
        params: ZWebhookParams,
        response: { 200: successEnvelope(ZWebhookResult), ...errorResponses(400, 404, 415) },
      },
    },
    async (request) => {
      const razorpay = app.ctx.config.wallet.razorpay;
      if (!razorpay) throw notFound("Payment provider");
      const { raw, event, eventId } = readSignedWebhook(request, razorpay.webhookSecret);
      const outcome = await handleProviderEvent(app.ctx, {
        provider: request.params.provider,
        eventId,
        raw,
        event,
      });
      return { success: true as const, data: { received: true as const, outcome } };
    },
  );
  // The payout provider's events, beside these and read as raw bytes the same way (decision 0087).
  await app.register(payoutWebhookRoutes);
};

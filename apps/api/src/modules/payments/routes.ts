import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, notFound } from "../../lib/errors";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { verifyWebhookSignature } from "./provider-service";
import { handleProviderEvent } from "./webhook-service";

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
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "The webhook body must be JSON (application/json).");
      }
      const signature = request.headers["x-razorpay-signature"];
      if (!verifyWebhookSignature(raw, typeof signature === "string" ? signature : undefined, razorpay.webhookSecret)) {
        throw new AppError("BAD_REQUEST", "The webhook signature does not match its body.");
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new AppError("INVALID_JSON", "The webhook body is not valid JSON.");
      }
      const eventIdHeader = request.headers["x-razorpay-event-id"];
      const outcome = await handleProviderEvent(app.ctx, {
        provider: request.params.provider,
        eventId: typeof eventIdHeader === "string" && eventIdHeader ? eventIdHeader : null,
        raw,
        event,
      });
      return { success: true as const, data: { received: true as const, outcome } };
    },
  );
};

import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZPasskeyOptions, ZStepUpRequest, ZStepUpStatus } from "@crewlance/contracts/passkeys";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { confirmStepUp, stepUpPasskeyOptions, stepUpStatus } from "./step-up/step-up";

const tags = ["auth"];

/** /auth/step-up: confirming a second factor again before money leaves (decision 0098). */
export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/step-up",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getStepUpStatus",
        tags,
        summary: "Which second factors the signed-in user has, and until when this sign-in is confirmed",
        security: BEARER,
        response: { 200: successEnvelope(ZStepUpStatus), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await stepUpStatus(app.ctx, userOf(request)) }),
  );

  app.post(
    "/step-up/passkey-options",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "stepUpPasskeyOptions",
        tags,
        summary: "Options for confirming with one of the signed-in user's passkeys (five minutes, used once)",
        security: BEARER,
        response: { 200: successEnvelope(ZPasskeyOptions), ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await stepUpPasskeyOptions(app.ctx, userOf(request)) }),
  );

  app.post(
    "/step-up",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "confirmStepUp",
        tags,
        summary: "Confirms this sign-in for five minutes with an app code, a recovery code or a passkey",
        description: "Withdrawals and changes of payout destination answer 403 SECOND_FACTOR_REQUIRED until then.",
        security: BEARER,
        body: ZStepUpRequest,
        response: { 200: successEnvelope(ZStepUpStatus), ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await confirmStepUp(app.ctx, userOf(request), request.body),
      message: "Confirmed. You can go ahead.",
    }),
  );
};

import { ZSocialAuthSession } from "@crewlance/contracts/auth-session";
import { successEnvelope } from "@crewlance/contracts/envelope";
import {
  ZRecoveryCodes,
  ZSecondFactorVerifyRequest,
  ZTwoFactorCodeRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from "@crewlance/contracts/two-factor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses, PUBLIC } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { deviceOf } from "./session-device";
import { verifySecondFactor } from "./two-factor/sign-in-challenge";
import {
  disableTwoFactor,
  ENABLED_MESSAGE,
  enableTwoFactor,
  readTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from "./two-factor/two-factor-settings";

const tags = ["auth"];

/**
 * /auth/two-factor: the signed-in person's own two-factor sign-in (decision 0094), and the
 * public second step of a sign-in that answered a challenge.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/two-factor",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getTwoFactorStatus",
        tags,
        summary: "Whether two-factor sign-in is on for the signed-in user, and how many recovery codes are left",
        security: BEARER,
        response: { 200: successEnvelope(ZTwoFactorStatus), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const status = await readTwoFactorStatus(app.ctx, userOf(request).id);
      return { success: true as const, data: status };
    },
  );

  app.post(
    "/two-factor/setup",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "startTwoFactorSetup",
        tags,
        summary: "A new authenticator secret (and its QR code), on only once a code from it is entered",
        description: "Replaces a setup still waiting for its code; 409 when two-factor sign-in is already on.",
        security: BEARER,
        response: { 200: successEnvelope(ZTwoFactorSetup), ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => {
      const setup = await startTwoFactorSetup(app.ctx, userOf(request).id);
      return { success: true as const, data: setup, message: "Scan the code with your authenticator app." };
    },
  );

  app.post(
    "/two-factor/enable",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "enableTwoFactor",
        tags,
        summary: "Turn two-factor sign-in on with a code from the app just set up; answers the recovery codes",
        security: BEARER,
        body: ZTwoFactorCodeRequest,
        response: { 200: successEnvelope(ZRecoveryCodes), ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const codes = await enableTwoFactor(app.ctx, { userId: userOf(request).id, code: request.body.code });
      return { success: true as const, data: codes, message: ENABLED_MESSAGE };
    },
  );

  app.post(
    "/two-factor/disable",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "disableTwoFactor",
        tags,
        summary: "Turn two-factor sign-in off with a code from the app or a recovery code",
        security: BEARER,
        body: ZTwoFactorCodeRequest,
        response: { 200: successEnvelope(ZTwoFactorStatus), ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const status = await disableTwoFactor(app.ctx, { userId: userOf(request).id, code: request.body.code });
      return { success: true as const, data: status, message: "Two-factor sign-in is off." };
    },
  );

  app.post(
    "/two-factor/recovery-codes",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "renewRecoveryCodes",
        tags,
        summary: "New recovery codes for a code from the app; the old ones stop working",
        security: BEARER,
        body: ZTwoFactorCodeRequest,
        response: { 200: successEnvelope(ZRecoveryCodes), ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const codes = await renewRecoveryCodes(app.ctx, { userId: userOf(request).id, code: request.body.code });
      const message = "New recovery codes made: the old ones no longer work. Keep these somewhere safe.";
      return { success: true as const, data: codes, message };
    },
  );

  app.post(
    "/two-factor/verify",
    {
      schema: {
        operationId: "verifySecondFactor",
        security: PUBLIC,
        tags,
        summary: "Finish a sign-in that answered a challenge, with a code from the app or a recovery code",
        description:
          "Ten minutes and five wrong codes per challenge; used once. isNewUser is always false: an account " +
          "with two-factor on is never new.",
        body: ZSecondFactorVerifyRequest,
        response: { 200: successEnvelope(ZSocialAuthSession), ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const session = await verifySecondFactor(app.ctx, request.body, deviceOf(request));
      return { success: true as const, data: { ...session, isNewUser: false }, message: "Signed in." };
    },
  );
};

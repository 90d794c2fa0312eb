import { ZAuthSession, ZSocialAuthSession } from "@crewlance/contracts/auth-session";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope, ZMessageOnly } from "@crewlance/contracts/envelope";
import {
  ZPasskey,
  ZPasskeyChallengeRequest,
  ZPasskeyList,
  ZPasskeyOptions,
  ZPasskeyRegisterRequest,
  ZPasskeySecondFactorRequest,
  ZPasskeySignInRequest,
} from "@crewlance/contracts/passkeys";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BEARER, errorResponses, PUBLIC } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { listPasskeys, removePasskey } from "./passkeys/passkey-list";
import { passkeySignInOptions, signInWithPasskey } from "./passkeys/passwordless";
import { registerPasskey, registrationOptions } from "./passkeys/registration";
import { secondFactorPasskeyOptions, verifySecondFactorPasskey } from "./passkeys/second-factor";
import { deviceOf } from "./session-device";
import { requireFreshSecondFactor } from "./step-up/step-up";

const tags = ["auth"];

/**
 * /auth/passkeys: the signed-in person's passkeys, signing in with one alone, and a passkey as
 * the second step of a sign-in that answered a challenge (decision 0098). Adding or removing one
 * while two-factor is on needs a fresh second factor: else a stolen session could add its own.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const freshFactor = async (request: Parameters<typeof userOf>[0]) =>
    requireFreshSecondFactor(app.ctx, userOf(request));

  app.get(
    "/passkeys",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listPasskeys",
        tags,
        summary: "The signed-in user's passkeys, newest first, with when each was added and last used",
        security: BEARER,
        response: { 200: successEnvelope(ZPasskeyList), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({ success: true as const, data: { items: await listPasskeys(app.ctx, userOf(request).id) } }),
  );

  app.post(
    "/passkeys/registration-options",
    {
      onRequest: app.authenticate,
      preHandler: freshFactor,
      schema: {
        operationId: "passkeyRegistrationOptions",
        tags,
        summary: "Options for the browser to make a passkey for this account (five minutes, used once)",
        security: BEARER,
        response: { 200: successEnvelope(ZPasskeyOptions), ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, data: await registrationOptions(app.ctx, userOf(request).id) }),
  );

  app.post(
    "/passkeys",
    {
      onRequest: app.authenticate,
      preHandler: freshFactor,
      schema: {
        operationId: "registerPasskey",
        tags,
        summary: "Keeps the passkey the browser made from the registration options, under the name given",
        security: BEARER,
        body: ZPasskeyRegisterRequest,
        response: { 201: successEnvelope(ZPasskey), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const passkey = await registerPasskey(app.ctx, { userId: userOf(request).id, ...request.body });
      return reply.status(201).send({ success: true as const, data: passkey, message: "Passkey added." });
    },
  );

  app.delete(
    "/passkeys/:id",
    {
      onRequest: app.authenticate,
      preHandler: freshFactor,
      schema: {
        operationId: "removePasskey",
        tags,
        summary: "Removes one of the signed-in user's passkeys",
        security: BEARER,
        params: ZIdParams,
        response: { 200: successEnvelope(ZMessageOnly), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await removePasskey(app.ctx, { userId: userOf(request).id, passkeyId: request.params.id });
      return { success: true as const, data: { message: "Passkey removed." }, message: "Passkey removed." };
    },
  );

  app.post(
    "/passkeys/sign-in-options",
    {
      schema: {
        operationId: "passkeySignInOptions",
        security: PUBLIC,
        tags,
        summary: "Options for signing in with a passkey alone (five minutes, used once)",
        response: { 200: successEnvelope(ZPasskeyOptions), ...errorResponses(429) },
      },
    },
    async () => ({ success: true as const, data: await passkeySignInOptions(app.ctx) }),
  );

  app.post(
    "/passkeys/sign-in",
    {
      schema: {
        operationId: "signInWithPasskey",
        security: PUBLIC,
        tags,
        summary: "Signs in with a passkey's answer: possession and the device's PIN or biometric, two factors at once",
        body: ZPasskeySignInRequest,
        response: { 200: successEnvelope(ZAuthSession), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const session = await signInWithPasskey(app.ctx, request.body.response, deviceOf(request));
      return { success: true as const, data: session, message: "Signed in." };
    },
  );

  app.post(
    "/two-factor/passkey-options",
    {
      schema: {
        operationId: "secondFactorPasskeyOptions",
        security: PUBLIC,
        tags,
        summary: "Options for finishing a sign-in's challenge with one of the account's passkeys",
        body: ZPasskeyChallengeRequest,
        response: { 200: successEnvelope(ZPasskeyOptions), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await secondFactorPasskeyOptions(app.ctx, request.body.challengeToken),
    }),
  );

  app.post(
    "/two-factor/verify-passkey",
    {
      schema: {
        operationId: "verifySecondFactorPasskey",
        security: PUBLIC,
        tags,
        summary:
          "Finish a sign-in that answered a challenge with a passkey (the code's rules: ten minutes, five tries)",
        body: ZPasskeySecondFactorRequest,
        response: { 200: successEnvelope(ZSocialAuthSession), ...errorResponses(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const session = await verifySecondFactorPasskey(app.ctx, request.body, deviceOf(request));
      return { success: true as const, data: { ...session, isNewUser: false }, message: "Signed in." };
    },
  );
};

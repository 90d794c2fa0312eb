import { ZAccountSessions, ZChangePasswordRequest, ZPasswordChanged, ZSignedOut } from "@crewlance/contracts/account";
import { ZIdParams } from "@crewlance/contracts/common";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { endAccountSession, listSessions, signOutOtherSessions } from "./account-sessions";
import { changePassword, PASSWORD_CHANGED_MESSAGE } from "./password-change";

/** `/sessions/:sessionId`: a uuid, or a 400 with a sentence (never a database error). */
const ZSessionParams = z.object({ sessionId: ZIdParams.shape.id });

/** The person asking, with the sign-in their token belongs to. */
function askerOf(request: Parameters<typeof userOf>[0]) {
  const user = userOf(request);
  return { userId: user.id, sessionId: user.sessionId };
}

/**
 * The signed-in person's own account (decision 0093): the password and the devices signed in.
 * Registered inside `authRoutes`, so its per-IP rate limit covers guessing the current password.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/password",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "changePassword",
        tags: ["auth"],
        summary: "Change the password with the current one; signs every other device out and mails the owner",
        security: BEARER,
        body: ZChangePasswordRequest,
        response: { 200: successEnvelope(ZPasswordChanged), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const changed = await changePassword(app.ctx, askerOf(request), request.body);
      return { success: true as const, data: changed, message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.get(
    "/sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listAccountSessions",
        tags: ["auth"],
        summary: "The devices where the signed-in person is signed in, the asking one first",
        security: BEARER,
        response: { 200: successEnvelope(ZAccountSessions), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const items = await listSessions(app.ctx, askerOf(request));
      return { success: true as const, data: { items } };
    },
  );

  app.delete(
    "/sessions/:sessionId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "endAccountSession",
        tags: ["auth"],
        summary: "Sign one of the signed-in person's devices out (the asking one too)",
        security: BEARER,
        params: ZSessionParams,
        response: { 200: successEnvelope(ZSignedOut), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      await endAccountSession(app.ctx, askerOf(request), request.params.sessionId);
      return { success: true as const, data: { signedOut: 1 }, message: "Signed out of that device." };
    },
  );

  app.post(
    "/sessions/sign-out-others",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "signOutOtherSessions",
        tags: ["auth"],
        summary: "Sign the signed-in person out of every device but the asking one",
        security: BEARER,
        response: { 200: successEnvelope(ZSignedOut), ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const signedOut = await signOutOtherSessions(app.ctx.db, askerOf(request));
      const devices = signedOut === 1 ? "device" : "devices";
      return { success: true as const, data: { signedOut }, message: `Signed out of ${signedOut} other ${devices}.` };
    },
  );
};

import { ZOtpSent, ZSendPhoneOtpRequest, ZVerifyPhoneOtpRequest } from "@crewlance/contracts/auth";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZSignInAnswer } from "@crewlance/contracts/two-factor";
import { ZUser } from "@crewlance/contracts/users";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, forbidden } from "../../lib/errors";
import { BEARER, errorResponses, OPTIONAL_BEARER, PUBLIC } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { attachPhoneWithOtp } from "./phone/phone-otp-attach";
import { sendPhoneOtp } from "./phone/phone-otp-send";
import { signInWithPhoneOtp } from "./phone/phone-otp-sign-in";
import { signInCodeSentMessage, verificationCodeSentMessage } from "./phone/phone-otp-texts";
import { deviceOf } from "./session-device";
import { signInMessage } from "./two-factor/sign-in-challenge";

const tags = ["auth"];

/**
 * A number is added only to an account whose owner proved the email address: otherwise whoever
 * registered someone else's address could keep a way in once its owner claims the account.
 */
function requireVerifiedEmailForPhone(request: FastifyRequest): void {
  if (request.currentUser && !request.currentUser.emailVerified) {
    throw forbidden("Verify your email address before adding a phone number.");
  }
}

/** /auth/mobile/*: phone codes for signing in and for verifying the signed-in user's number. */
export const phoneAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/send-otp",
    {
      preHandler: app.authenticateIfPresent,
      schema: {
        operationId: "sendPhoneOtp",
        tags,
        summary: "Text a 6-digit code: a sign-in code, or with a bearer token a code verifying that user's number",
        description:
          "Without Authorization the answer is the same whether or not an account has verified the number; " +
          "only such a number is texted. At most one code a minute and five an hour per number and per " +
          "address.",
        security: OPTIONAL_BEARER,
        body: ZSendPhoneOtpRequest,
        response: { 200: successEnvelope(ZOtpSent), ...errorResponses(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) => {
      requireVerifiedEmailForPhone(request);
      const userId = request.currentUser?.id ?? null;
      const { phone } = request.body;
      const sent = await sendPhoneOtp(app.ctx, { phone, ip: request.ip, userId }).catch((error: unknown) => {
        // The person sees a sentence; operators need to know the gateway is failing.
        if (error instanceof AppError && error.code === "UPSTREAM_UNAVAILABLE") {
          request.log.error({ err: error.cause ?? error }, "SMS gateway did not take the code text");
        }
        throw error;
      });
      const message = userId === null ? signInCodeSentMessage(phone) : verificationCodeSentMessage(phone);
      return { success: true as const, data: sent, message };
    },
  );

  app.post(
    "/verify-otp",
    {
      schema: {
        operationId: "signInWithPhoneOtp",
        security: PUBLIC,
        tags,
        summary: "Sign in with the code texted to the account's verified number",
        description: "With two-factor sign-in on, answers a challenge that POST /api/auth/two-factor/verify finishes.",
        body: ZVerifyPhoneOtpRequest,
        response: { 200: successEnvelope(ZSignInAnswer), ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      const answer = await signInWithPhoneOtp(app.ctx, request.body, deviceOf(request));
      return { success: true as const, data: answer, message: signInMessage(answer) };
    },
  );

  app.post(
    "/verify-otp-for-onboarding",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "verifyOnboardingPhone",
        tags,
        summary: "Verify the signed-in user's number with the texted code and keep it on the account",
        security: BEARER,
        body: ZVerifyPhoneOtpRequest,
        response: {
          200: successEnvelope(z.object({ user: ZUser })),
          ...errorResponses(400, 401, 403, 409, 422, 429),
        },
      },
    },
    async (request) => {
      requireVerifiedEmailForPhone(request);
      const user = await attachPhoneWithOtp(app.ctx, { ...request.body, userId: userOf(request).id });
      return { success: true as const, data: { user }, message: "Phone number verified." };
    },
  );
};

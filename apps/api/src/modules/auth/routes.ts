import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZOtpSent,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZVerifyEmailOtpRequest,
} from "@crewlance/contracts/auth";
import { ZAuthSession } from "@crewlance/contracts/auth-session";
import { successEnvelope, ZMessageOnly } from "@crewlance/contracts/envelope";
import { ZSignInAnswer } from "@crewlance/contracts/two-factor";
import { ZUser } from "@crewlance/contracts/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { BEARER, errorResponses, PUBLIC } from "../../lib/openapi";
import { noStore, userOf } from "../../plugins/auth";
import { accountRoutes } from "./account-routes";
import { sendEmailOtp, verifyEmailOtp } from "./email/email-otp";
import { loginUser } from "./email/login";
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from "./email/password-reset";
import { registerUser } from "./email/register";
import { passkeyRoutes } from "./passkey-routes";
import { phoneAuthRoutes } from "./phone-routes";
import { endSession, refreshSession } from "./session";
import { deviceOf } from "./session-device";
import { socialAuthRoutes } from "./social-routes";
import { stepUpRoutes } from "./step-up-routes";
import { signInMessage } from "./two-factor/sign-in-challenge";
import { twoFactorRoutes } from "./two-factor-routes";

const ZTokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every answer here (phone and provider sign-in below included) may hold tokens or codes.
  app.addHook("onSend", noStore);
  app.addHook("onRequest", app.rateLimit({ max: app.ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" }));

  app.post(
    "/register",
    {
      schema: {
        operationId: "registerUser",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Create a FREELANCER or COMPANY account; emails the verification code",
        body: ZRegisterRequest,
        response: { 201: successEnvelope(ZAuthSession), ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { session } = await registerUser(app.ctx, request.body, deviceOf(request));
      const message = `Account created. Verification code sent to ${session.user.email}`;
      return reply.status(201).send({ success: true as const, data: session, message });
    },
  );

  app.post(
    "/login",
    {
      schema: {
        operationId: "loginUser",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Sign in with email and password",
        description: "With two-factor sign-in on, answers a challenge that POST /api/auth/two-factor/verify finishes.",
        body: ZLoginRequest,
        response: { 200: successEnvelope(ZSignInAnswer), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const answer = await loginUser(app.ctx, request.body, deviceOf(request));
      return { success: true as const, data: answer, message: signInMessage(answer) };
    },
  );

  app.post(
    "/refresh",
    {
      schema: {
        operationId: "refreshSession",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Trade a refresh token for a new pair (the old one stops working)",
        body: ZRefreshRequest,
        response: { 200: successEnvelope(ZTokenPair), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const pair = await refreshSession(app.ctx, request.body, deviceOf(request));
      return { success: true as const, data: pair };
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        operationId: "logoutUser",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Revoke a refresh token (and the sessions rotated from it)",
        body: ZLogoutRequest,
        response: { 200: successEnvelope(z.null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await endSession(app.ctx, request.body);
      return { success: true as const, data: null, message: "Signed out." };
    },
  );

  app.post(
    "/email/send-otp",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "sendEmailOtp",
        tags: ["auth"],
        summary: "Email a 6-digit verification code to the signed-in user",
        security: BEARER,
        response: { 200: successEnvelope(ZOtpSent), ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const { email, ...sent } = await sendEmailOtp(app.ctx, { userId: userOf(request).id });
      return { success: true as const, data: sent, message: `Verification code sent to ${email}` };
    },
  );

  app.post(
    "/email/verify-otp",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "verifyEmailOtp",
        tags: ["auth"],
        summary: "Verify the signed-in user's email with the emailed code",
        security: BEARER,
        body: ZVerifyEmailOtpRequest,
        response: { 200: successEnvelope(z.object({ user: ZUser })), ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = await verifyEmailOtp(app.ctx, { userId: userOf(request).id, code: request.body.code });
      return { success: true as const, data: { user }, message: "Email verified." };
    },
  );

  app.post(
    "/forgot-password",
    {
      schema: {
        operationId: "requestPasswordReset",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Email a password reset link (same answer whether or not the account exists)",
        body: ZForgotPasswordRequest,
        response: { 200: successEnvelope(ZMessageOnly), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(app.ctx, request.body);
      return { success: true as const, data: { message: FORGOT_PASSWORD_MESSAGE }, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        operationId: "resetPassword",
        security: PUBLIC,
        tags: ["auth"],
        summary: "Set a new password with the emailed reset token",
        body: ZResetPasswordRequest,
        response: { 200: successEnvelope(ZMessageOnly), ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, request.body);
      return { success: true as const, data: { message: RESET_PASSWORD_MESSAGE }, message: RESET_PASSWORD_MESSAGE };
    },
  );

  // Registered inside this scope so the per-IP auth rate limit above covers them too.
  await app.register(phoneAuthRoutes, { prefix: "/mobile" });
  await app.register(socialAuthRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeyRoutes);
  await app.register(stepUpRoutes);
  await app.register(accountRoutes);
};

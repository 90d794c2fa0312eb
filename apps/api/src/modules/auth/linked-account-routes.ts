import { ZSocialSignInRequest } from "@crewlance/contracts/auth";
import { ZSocialProvider } from "@crewlance/contracts/enums";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { ZSignInMethods } from "@crewlance/contracts/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../lib/errors";
import { BEARER, errorResponses } from "../../lib/openapi";
import { userOf } from "../../plugins/auth";
import { getSignInMethods, linkProviderAccount, unlinkProviderAccount } from "./social/linked-accounts";
import { readProviderAccount } from "./social/provider-account";
import { PROVIDER_NAMES } from "./social/provider-config";

const ZProviderParams = z.object({ provider: ZSocialProvider });

/** The signed-in user's ways to sign in: password and linked provider accounts (under /user). */
export const linkedAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.authenticate);

  app.get(
    "/sign-in-methods",
    {
      schema: {
        operationId: "getSignInMethods",
        tags: ["users"],
        summary: "Whether the user has a password, and the provider accounts linked to them",
        security: BEARER,
        response: { 200: successEnvelope(ZSignInMethods), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const methods = await getSignInMethods(app.ctx.db, { userId: userOf(request).id });
      return { success: true as const, data: methods };
    },
  );

  app.post(
    "/social-accounts/:provider",
    {
      config: { rateLimit: { max: app.ctx.config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: {
        operationId: "linkSocialAccount",
        tags: ["users"],
        summary: "Link a provider account to the signed-in user (authorization code, as at sign-in)",
        security: BEARER,
        params: ZProviderParams,
        body: ZSocialSignInRequest,
        response: { 200: successEnvelope(ZSignInMethods), ...errorResponses(400, 401, 403, 409, 422, 429, 502, 503) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const me = userOf(request);
      // Whoever registered an address they never verified must not plant a way into the
      // account its real owner may later claim (decision 0007, the pre-registered address).
      if (!me.emailVerified) throw forbidden("Verify your email address before linking a sign-in method.");
      const userId = me.id;
      const profile = await readProviderAccount(app.ctx, { provider, ...request.body }, request.log);
      const methods = await linkProviderAccount(app.ctx, { userId, provider, profile });
      return { success: true as const, data: methods, message: `${PROVIDER_NAMES[provider]} is linked.` };
    },
  );

  app.delete(
    "/social-accounts/:provider",
    {
      schema: {
        operationId: "unlinkSocialAccount",
        tags: ["users"],
        summary: "Unlink a provider, unless it is the user's last way to sign in",
        security: BEARER,
        params: ZProviderParams,
        response: { 200: successEnvelope(ZSignInMethods), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      const methods = await unlinkProviderAccount(app.ctx, { userId: userOf(request).id, provider });
      return { success: true as const, data: methods, message: `${PROVIDER_NAMES[provider]} is unlinked.` };
    },
  );
};

import { ZSocialSignInRequest } from "@crewlance/contracts/auth";
import { ZSocialAuthSession } from "@crewlance/contracts/auth-session";
import { SOCIAL_PROVIDERS } from "@crewlance/contracts/enums";
import { successEnvelope } from "@crewlance/contracts/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { deviceOf } from "./session-device";
import { readProviderAccount } from "./social/provider-account";
import { PROVIDER_NAMES } from "./social/provider-config";
import { signInWithProvider } from "./social/sign-in";

/** POST /auth/google, /auth/linkedin, /auth/github: the code the provider sent back. */
export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const provider of SOCIAL_PROVIDERS) {
    const name = PROVIDER_NAMES[provider];
    app.post(
      `/${provider}`,
      {
        schema: {
          operationId: `signInWith${name}`,
          security: PUBLIC,
          tags: ["auth"],
          summary: `Sign in or sign up with ${name} (authorization code, PKCE verifier where used)`,
          description:
            "Links to an existing account with the same verified email; otherwise creates one without a role (isNewUser).",
          body: ZSocialSignInRequest,
          response: {
            200: successEnvelope(ZSocialAuthSession),
            ...errorResponses(400, 403, 409, 422, 429, 502, 503),
          },
        },
      },
      async (request) => {
        const profile = await readProviderAccount(app.ctx, { provider, ...request.body }, request.log);
        const session = await signInWithProvider(app.ctx, { provider, profile, device: deviceOf(request) });
        const message = session.isNewUser ? `Account created with ${name}.` : `Signed in with ${name}.`;
        return { success: true as const, data: session, message };
      },
    );
  }
};

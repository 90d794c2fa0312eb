import { ZSocialSignInRequest } from "@crewlance/contracts/auth";
import { SOCIAL_PROVIDERS } from "@crewlance/contracts/enums";
import { successEnvelope } from "@crewlance/contracts/envelope";
import { isSecondFactorChallenge, ZSocialSignInAnswer } from "@crewlance/contracts/two-factor";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, PUBLIC } from "../../lib/openapi";
import { deviceOf } from "./session-device";
import { readProviderAccount } from "./social/provider-account";
import { PROVIDER_NAMES } from "./social/provider-config";
import { signInWithProvider } from "./social/sign-in";
import { signInMessage } from "./two-factor/sign-in-challenge";

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
            "Links to an existing account with the same verified email; otherwise creates one without a role (isNewUser). " +
            "With two-factor sign-in on, answers a challenge that POST /api/auth/two-factor/verify finishes.",
          body: ZSocialSignInRequest,
          response: {
            200: successEnvelope(ZSocialSignInAnswer),
            ...errorResponses(400, 403, 409, 422, 429, 502, 503),
          },
        },
      },
      async (request) => {
        const profile = await readProviderAccount(app.ctx, { provider, ...request.body }, request.log);
        const answer = await signInWithProvider(app.ctx, { provider, profile, device: deviceOf(request) });
        const message = isSecondFactorChallenge(answer)
          ? signInMessage(answer)
          : answer.isNewUser
            ? `Account created with ${name}.`
            : `Signed in with ${name}.`;
        return { success: true as const, data: answer, message };
      },
    );
  }
};

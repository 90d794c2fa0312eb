import type { TSocialProvider } from "@crewlance/contracts/enums";
import { z } from "zod";
import type { OAuthProviderConfig } from "../../../config";
import { codeExpired, providerMisconfigured, providerUnavailable } from "./social-errors";
import { callProvider, UpstreamFailure, type UpstreamLog, USER_AGENT } from "./upstream";

export type CodeExchange = {
  provider: TSocialProvider;
  settings: OAuthProviderConfig;
  timeoutMs: number;
  code: string;
  redirectUri: string;
  codeVerifier?: string | undefined;
  log: UpstreamLog;
};

const ZTokenAnswer = z.object({ access_token: z.string().min(1) });
const ZOAuthError = z.object({ error: z.string(), error_description: z.string().optional() });

/** The code is bad (expired, used, issued elsewhere or PKCE mismatch); GitHub says bad_verification_code. */
const CODE_ERRORS = new Set(["invalid_grant", "bad_verification_code"]);
/** The provider does not accept this server's client id or secret. */
const CLIENT_ERRORS = new Set(["invalid_client", "unauthorized_client", "incorrect_client_credentials"]);

/** Trades an authorization code for an access token at the provider's token endpoint. */
export async function exchangeCode(input: CodeExchange): Promise<string> {
  const { provider, settings, log } = input;
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  if (input.codeVerifier) form.set("code_verifier", input.codeVerifier);

  let answer: Awaited<ReturnType<typeof callProvider>>;
  try {
    answer = await callProvider(
      settings.tokenUrl,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "user-agent": USER_AGENT,
        },
        body: form,
      },
      input.timeoutMs,
    );
  } catch (error) {
    if (!(error instanceof UpstreamFailure)) throw error;
    log.warn({ provider, reason: error.message }, "OAuth token endpoint failed");
    throw providerUnavailable(provider);
  }

  // GitHub reports errors with status 200, so the body decides, not the status alone.
  const oauthError = ZOAuthError.safeParse(answer.body);
  if (oauthError.success) {
    const { error, error_description: description } = oauthError.data;
    if (CODE_ERRORS.has(error)) throw codeExpired(provider);
    // Logged without the request body: the client secret must never reach the logs.
    log.error(
      { provider, status: answer.status, error, description, clientId: settings.clientId },
      CLIENT_ERRORS.has(error)
        ? "OAuth provider rejected this server's client credentials"
        : "OAuth token request refused",
    );
    throw providerMisconfigured(provider);
  }
  const token = ZTokenAnswer.safeParse(answer.body);
  if (answer.status !== 200 || !token.success) {
    log.error({ provider, status: answer.status }, "OAuth token endpoint answered without an access token");
    throw providerUnavailable(provider);
  }
  return token.data.access_token;
}

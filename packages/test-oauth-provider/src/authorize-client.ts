import type { ProviderShape } from "./types";

/** The provider sent the browser back with an error (for example access_denied) instead of a code. */
export class AuthorizationError extends Error {
  constructor(
    readonly error: string,
    /** Where the provider redirected the browser, with error, error_description and state. */
    readonly location: string,
  ) {
    super(`The provider answered ${error} instead of a code.`);
    this.name = "AuthorizationError";
  }
}

const SCOPES: Record<ProviderShape, string> = {
  google: "openid email profile",
  linkedin: "openid email profile",
  github: "read:user user:email",
};

/** What a browser does: GET the authorize URL, take the code from the redirect back. */
export async function authorizeAt(input: {
  shape: ProviderShape;
  authorizeUrl: string;
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
}): Promise<string> {
  const url = new URL(input.authorizeUrl);
  url.searchParams.set("client_id", input.clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", SCOPES[input.shape]);
  if (input.state) url.searchParams.set("state", input.state);
  if (input.codeChallenge) {
    url.searchParams.set("code_challenge", input.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
  }
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status < 300 || response.status > 399 || !location) {
    throw new Error(`The authorize endpoint answered ${response.status}: ${await response.text()}`);
  }
  const back = new URL(location);
  const error = back.searchParams.get("error");
  if (error) throw new AuthorizationError(error, location);
  const code = back.searchParams.get("code");
  if (!code) throw new Error(`The provider redirected without a code: ${location}`);
  return code;
}

export type ProviderShape = "google" | "linkedin" | "github";

export type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/** Who signs in at the provider. */
export type Identity = {
  /** The provider's stable user id: OIDC `sub`, or GitHub's numeric id (digits, or derived). */
  sub: string;
  email?: string | null;
  /** Defaults to true when an email is given. */
  emailVerified?: boolean;
  name?: string;
  /** GitHub only; by default derived from email/emailVerified as the one primary address. */
  emails?: GitHubEmail[];
};

export type TestOAuthProvider = {
  shape: ProviderShape;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  /** The API's configuration for this provider, e.g. GOOGLE_CLIENT_ID … GOOGLE_USERINFO_URL. */
  env: Record<string, string>;
  /** Who the next authorizations sign in as (bound to each issued code). */
  setIdentity(identity: Identity): void;
  /** The next /authorize redirects back with error=access_denied (and the state). */
  denyNextConsent(): void;
  /** Every code issued so far is expired. */
  expireIssuedCodes(): void;
  /** While down, the token and profile endpoints answer 503. */
  setDown(down: boolean): void;
  /** GETs the authorize URL like a browser would and returns the code from the redirect. */
  authorize(input: { redirectUri: string; state?: string; codeChallenge?: string }): Promise<string>;
  stop(): Promise<void>;
};

export type StartOptions = {
  shape: ProviderShape;
  /** 0 (the default) picks any free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  clientId?: string;
  clientSecret?: string;
};

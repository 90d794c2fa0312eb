type ClientConfig = {
  appUrl: string;
  apiRoot: string;
  googleClientId?: string;
  linkedinClientId?: string;
  githubClientId?: string;
  googleAuthorizeUrl: string;
  linkedinAuthorizeUrl: string;
  githubAuthorizeUrl: string;
};

/** The providers' own authorization endpoints; the e2e build points them at local test providers. */
const DEFAULT_AUTHORIZE_URLS = {
  googleAuthorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  linkedinAuthorizeUrl: "https://www.linkedin.com/oauth/v2/authorization",
  githubAuthorizeUrl: "https://github.com/login/oauth/authorize",
} as const;

const URI_KEYS = ["appUrl", "apiRoot", "googleAuthorizeUrl", "linkedinAuthorizeUrl", "githubAuthorizeUrl"] as const;

type RawEnv = Record<string, string | boolean | undefined>;

function isUri(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Build configuration: an app URL and an API root, both valid URIs, and the social
 * providers' client ids and authorize URLs. Unset URLs default to the page's own origin (how the
 * one-server build is served) and to the providers' public endpoints.
 * Checked by hand rather than with zod so the entry bundle of the login page stays small.
 */
export function parseClientConfig(env: RawEnv, origin: string): ClientConfig {
  const text = (key: string) => (typeof env[key] === "string" && env[key] !== "" ? (env[key] as string) : undefined);
  const parsed: ClientConfig = {
    appUrl: text("VITE_APP_URL") ?? origin,
    apiRoot: text("VITE_API_ROOT") ?? `${origin}/api`,
    googleClientId: text("VITE_GOOGLE_CLIENT_ID"),
    linkedinClientId: text("VITE_LINKEDIN_CLIENT_ID"),
    githubClientId: text("VITE_GITHUB_CLIENT_ID"),
    googleAuthorizeUrl: text("VITE_GOOGLE_AUTHORIZE_URL") ?? DEFAULT_AUTHORIZE_URLS.googleAuthorizeUrl,
    linkedinAuthorizeUrl: text("VITE_LINKEDIN_AUTHORIZE_URL") ?? DEFAULT_AUTHORIZE_URLS.linkedinAuthorizeUrl,
    githubAuthorizeUrl: text("VITE_GITHUB_AUTHORIZE_URL") ?? DEFAULT_AUTHORIZE_URLS.githubAuthorizeUrl,
  };
  const invalid = URI_KEYS.filter((key) => !isUri(parsed[key]));
  if (invalid.length > 0) {
    console.error(`Invalid client configuration: ${invalid.join(", ")} must be a valid URI`);
    throw new Error("Config validation error");
  }
  return parsed;
}

export const config = parseClientConfig(import.meta.env as RawEnv, window.location.origin);

export type ClientConfig = {
  appUrl: string;
  apiRoot: string;
  googleClientId?: string;
  linkedinClientId?: string;
  githubClientId?: string;
};

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
 * Build configuration (spec A8): an app URL and an API root, both valid URIs. Unset values
 * default to the page's own origin, which is how the one-server build is served.
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
  };
  const invalid = (["appUrl", "apiRoot"] as const).filter((key) => !isUri(parsed[key]));
  if (invalid.length > 0) {
    console.error(`Invalid client configuration: ${invalid.join(", ")} must be a valid URI`);
    throw new Error("Config validation error");
  }
  return parsed;
}

export const config = parseClientConfig(import.meta.env as RawEnv, window.location.origin);

import { z } from "zod";

const ZClientConfig = z.object({
  appUrl: z.url(),
  apiRoot: z.url(),
  googleClientId: z.string().optional(),
  linkedinClientId: z.string().optional(),
  githubClientId: z.string().optional(),
});
export type ClientConfig = z.infer<typeof ZClientConfig>;

type RawEnv = Record<string, string | boolean | undefined>;

/**
 * Build configuration (spec A8): an app URL and an API root, both valid URIs. Unset values
 * default to the page's own origin, which is how the one-server build is served.
 */
export function parseClientConfig(env: RawEnv, origin: string): ClientConfig {
  const text = (key: string) => (typeof env[key] === "string" && env[key] !== "" ? (env[key] as string) : undefined);
  const result = ZClientConfig.safeParse({
    appUrl: text("VITE_APP_URL") ?? origin,
    apiRoot: text("VITE_API_ROOT") ?? `${origin}/api`,
    googleClientId: text("VITE_GOOGLE_CLIENT_ID"),
    linkedinClientId: text("VITE_LINKEDIN_CLIENT_ID"),
    githubClientId: text("VITE_GITHUB_CLIENT_ID"),
  });
  if (!result.success) {
    console.error(result.error.issues);
    throw new Error("Config validation error");
  }
  return result.data;
}

export const config = parseClientConfig(import.meta.env as RawEnv, window.location.origin);

import type { ProviderShape } from "./types";

export type ShapePaths = { authorize: string; token: string; userinfo: string };

/** Paths as the real providers publish them, so a URL mix-up shows up in tests. */
export const SHAPE_PATHS: Record<ProviderShape, ShapePaths> = {
  google: { authorize: "/authorize", token: "/token", userinfo: "/userinfo" },
  linkedin: { authorize: "/oauth/v2/authorization", token: "/oauth/v2/accessToken", userinfo: "/v2/userinfo" },
  // GitHub has no OIDC userinfo; its profile lives under the REST API root (GITHUB_API_URL).
  github: { authorize: "/login/oauth/authorize", token: "/login/oauth/access_token", userinfo: "/api/user" },
};

export const GITHUB_API_ROOT = "/api";

/** The API's environment variables for one provider served at baseUrl. */
export function providerEnv(
  shape: ProviderShape,
  input: { baseUrl: string; clientId: string; clientSecret: string },
): Record<string, string> {
  const prefix = shape.toUpperCase();
  const paths = SHAPE_PATHS[shape];
  const env: Record<string, string> = {
    [`${prefix}_CLIENT_ID`]: input.clientId,
    [`${prefix}_CLIENT_SECRET`]: input.clientSecret,
    [`${prefix}_TOKEN_URL`]: `${input.baseUrl}${paths.token}`,
  };
  if (shape === "github") env.GITHUB_API_URL = `${input.baseUrl}${GITHUB_API_ROOT}`;
  else env[`${prefix}_USERINFO_URL`] = `${input.baseUrl}${paths.userinfo}`;
  return env;
}

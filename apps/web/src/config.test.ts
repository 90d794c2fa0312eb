import { afterEach, describe, expect, it, vi } from "vitest";
import { parseClientConfig } from "./config";

describe("parseClientConfig", () => {
  afterEach(() => vi.restoreAllMocks());

  it("defaults the app URL and API root to the page origin", () => {
    expect(parseClientConfig({}, "http://localhost:3000")).toMatchObject({
      appUrl: "http://localhost:3000",
      apiRoot: "http://localhost:3000/api",
    });
  });

  it("takes valid URIs from the build environment", () => {
    const config = parseClientConfig(
      { VITE_APP_URL: "https://crewlance.example", VITE_API_ROOT: "https://api.crewlance.example/api" },
      "http://localhost:3000",
    );
    expect(config.apiRoot).toBe("https://api.crewlance.example/api");
  });

  it("defaults the providers' authorize URLs and takes configured ones", () => {
    expect(parseClientConfig({}, "http://localhost:3000")).toMatchObject({
      googleAuthorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      linkedinAuthorizeUrl: "https://www.linkedin.com/oauth/v2/authorization",
      githubAuthorizeUrl: "https://github.com/login/oauth/authorize",
    });
    const local = parseClientConfig(
      { VITE_GITHUB_AUTHORIZE_URL: "http://127.0.0.1:3193/login/oauth/authorize", VITE_GITHUB_CLIENT_ID: "gh" },
      "http://localhost:3000",
    );
    expect(local).toMatchObject({
      githubAuthorizeUrl: "http://127.0.0.1:3193/login/oauth/authorize",
      githubClientId: "gh",
    });
  });

  it.each([
    ["a bad authorize URL", { VITE_GOOGLE_AUTHORIZE_URL: "accounts.google.com" }],
    ["a bad app URL", { VITE_APP_URL: "not a url" }],
    ["a bad API root", { VITE_API_ROOT: "/api" }],
  ])("fails with 'Config validation error' on %s", (_name, env) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => parseClientConfig(env, "http://localhost:3000")).toThrow("Config validation error");
  });

  it("fails when the origin itself is not a URI and nothing is configured", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => parseClientConfig({}, "nowhere")).toThrow("Config validation error");
  });
});

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

  it.each([
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

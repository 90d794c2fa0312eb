import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./index";

describe("the KYC provider's configuration (decision 0086)", () => {
  it("is unset by default, with a 15 s timeout", () => {
    expect(loadConfig({}).kyc).toEqual({ provider: undefined, timeoutMs: 15_000 });
  });

  it("takes the URL and key together, without a trailing slash", () => {
    const config = loadConfig({ KYC_BASE_URL: "https://kyc.example.com/", KYC_API_KEY: "key", KYC_TIMEOUT_MS: "5000" });
    expect(config.kyc).toEqual({ provider: { baseUrl: "https://kyc.example.com", apiKey: "key" }, timeoutMs: 5000 });
  });

  it("names what is missing or wrong", () => {
    expect(() => loadConfig({ KYC_BASE_URL: "https://kyc.example.com" })).toThrow(
      /KYC_API_KEY: is required with KYC_BASE_URL/,
    );
    expect(() => loadConfig({ KYC_API_KEY: "key" })).toThrow(/KYC_BASE_URL: is required with KYC_API_KEY/);
    expect(() => loadConfig({ KYC_BASE_URL: "kyc.example.com", KYC_API_KEY: "key" })).toThrow(ConfigError);
    expect(() => loadConfig({ KYC_TIMEOUT_MS: "10" })).toThrow(/KYC_TIMEOUT_MS/);
  });
});

import { describe, expect, it } from "vitest";
import { loadConfig } from "./index";

describe("payout provider configuration (decision 0087)", () => {
  it("is off without a base URL: withdrawals wait in the admin queue", () => {
    expect(loadConfig({ NODE_ENV: "test" }).payouts).toBeUndefined();
  });

  it("names every missing key when the base URL is set", () => {
    expect(() => loadConfig({ NODE_ENV: "test", PAYOUT_PROVIDER_BASE_URL: "https://api.razorpay.com" })).toThrow(
      /PAYOUT_KEY_ID: is required[\s\S]*PAYOUT_KEY_SECRET[\s\S]*PAYOUT_ACCOUNT_NUMBER[\s\S]*PAYOUT_WEBHOOK_SECRET/,
    );
  });

  it("reads the keys and the sweep's times, with their defaults", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PAYOUT_PROVIDER_BASE_URL: "https://api.razorpay.com/",
      PAYOUT_KEY_ID: "rzp_live_x",
      PAYOUT_KEY_SECRET: "secret",
      PAYOUT_ACCOUNT_NUMBER: "2323230041626905",
      PAYOUT_WEBHOOK_SECRET: "hook",
    });
    expect(config.payouts).toEqual({
      baseUrl: "https://api.razorpay.com",
      keyId: "rzp_live_x",
      keySecret: "secret",
      accountNumber: "2323230041626905",
      webhookSecret: "hook",
      sweepAfterMinutes: 30,
      retryAfterSeconds: 60,
      sweepIntervalMs: 60_000,
      bankMode: "IMPS",
    });
  });
});

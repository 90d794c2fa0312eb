import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../test/production-env";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("needs nothing for a local run", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: "development", port: 3000, appUrl: "http://localhost:3000" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it("listens on this machine only in development, on every interface in production", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION_ENV).host).toBe("0.0.0.0");
  });

  it("derives APP_URL from PORT and HOST unless it is set", () => {
    expect(loadConfig({ PORT: "3300" }).appUrl).toBe("http://localhost:3300");
    expect(loadConfig({ PORT: "3300", HOST: "0.0.0.0" }).appUrl).toBe("http://localhost:3300");
    expect(loadConfig({ PORT: "3300", HOST: "::" }).appUrl).toBe("http://localhost:3300");
    expect(loadConfig({ PORT: "3300", HOST: "127.0.0.1" }).appUrl).toBe("http://localhost:3300");
    expect(loadConfig({ PORT: "3300", HOST: "192.168.1.20" }).appUrl).toBe("http://192.168.1.20:3300");
    expect(loadConfig({ PORT: "3300", HOST: "fd00::20" }).appUrl).toBe("http://[fd00::20]:3300");
    expect(loadConfig({ PORT: "3300", HOST: "devbox.lan" }).appUrl).toBe("http://devbox.lan:3300");
    expect(loadConfig({ PORT: "3300", APP_URL: "https://app.example.com/" }).appUrl).toBe("https://app.example.com");
    expect(loadConfig({ PORT: "3300", APP_URL: "" }).appUrl).toBe("http://localhost:3300");
  });

  it("has no signing key in the source: without JWT_SECRET a random key of this process", () => {
    const first = loadConfig({});
    expect(first.jwtSecretSource).toBe("process");
    expect(first.jwtSecret).not.toBe("crewlance-development-secret-not-for-production-use");
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: "test" }).jwtSecret).toBe(first.jwtSecret);
    const secret = "y".repeat(40);
    expect(loadConfig({ JWT_SECRET: secret })).toMatchObject({ jwtSecret: secret, jwtSecretSource: "environment" });
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("stops with a message naming every bad variable", () => {
    const read = () => loadConfig({ PORT: "eighty", APP_URL: "localhost", DATABASE_URL: "nope" });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/APP_URL/);
    expect(read).toThrow(/DATABASE_URL/);
  });

  it("takes a Unix socket to listen on as an absolute path the kernel can bind", () => {
    expect(loadConfig({}).unixSocketPath).toBeUndefined();
    expect(loadConfig({ UNIX_SOCKET_PATH: "/run/crewlance/api.sock" }).unixSocketPath).toBe("/run/crewlance/api.sock");
    expect(() => loadConfig({ UNIX_SOCKET_PATH: "api.sock" })).toThrow(
      /UNIX_SOCKET_PATH: must be an absolute path such as \/run\/crewlance\/api.sock/,
    );
    expect(() => loadConfig({ UNIX_SOCKET_PATH: `/run/${"x".repeat(110)}.sock` })).toThrow(
      /UNIX_SOCKET_PATH: must be at most 107 bytes long/,
    );
  });

  it("requires JWT_SECRET only in production", () => {
    const { JWT_SECRET: _, ...withoutSecret } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutSecret)).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    const secret = "z".repeat(32);
    expect(loadConfig({ ...PRODUCTION_ENV, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  it("hashes passwords at OWASP's argon2id cost but in test runs", () => {
    expect(loadConfig({ NODE_ENV: "development" }).passwordHashCost).toBe("owasp");
    expect(loadConfig(PRODUCTION_ENV).passwordHashCost).toBe("owasp");
    expect(loadConfig({ NODE_ENV: "test" }).passwordHashCost).toBe("test");
  });

  it("never seeds demo data in production", () => {
    expect(loadConfig(PRODUCTION_ENV).seedDemoData).toBe(false);
    expect(loadConfig({ SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
    expect(loadConfig({}).seedDemoData).toBe(true);
  });

  it("keeps list pages in memory unless LIST_PAGE_CACHE is false", () => {
    expect(loadConfig({}).listPageCache).toBe(true);
    expect(loadConfig({ LIST_PAGE_CACHE: "false" }).listPageCache).toBe(false);
    expect(() => loadConfig({ LIST_PAGE_CACHE: "off" })).toThrow(/LIST_PAGE_CACHE: must be true or false/);
  });

  it("logs readable lines in development and JSON lines elsewhere, unless LOG_FORMAT says otherwise", () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig({}).logFormat).toBe("pretty");
    expect(loadConfig(production).logFormat).toBe("json");
    expect(loadConfig({ NODE_ENV: "test" }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ LOG_FORMAT: "" }).logFormat).toBe("pretty");
    expect(loadConfig({ ...production, LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(() => loadConfig({ LOG_FORMAT: "text" })).toThrow(/LOG_FORMAT: must be json or pretty/);
  });

  it("trusts one proxy hop in production and none elsewhere, unless TRUST_PROXY_HOPS says otherwise", () => {
    const production = PRODUCTION_ENV;
    expect(loadConfig(production).trustProxyHops).toBe(1);
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ NODE_ENV: "test" }).trustProxyHops).toBe(0);
    expect(loadConfig({ ...production, TRUST_PROXY_HOPS: "0" }).trustProxyHops).toBe(0);
    expect(loadConfig({ ...production, TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
    expect(loadConfig({ TRUST_PROXY_HOPS: "1" }).trustProxyHops).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY_HOPS: "" }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS: must be 0 or more/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "one" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "1.5" })).toThrow(/TRUST_PROXY_HOPS: must be a whole number/);
  });

  it("allows one phone code a minute and five an hour per address unless configured", () => {
    expect(loadConfig({}).sms).toMatchObject({ codesPerIpPerMinute: 1, codesPerIpPerHour: 5 });
    const e2e = loadConfig({ PHONE_CODES_PER_IP_PER_MINUTE: "1000", PHONE_CODES_PER_IP_PER_HOUR: "1000" });
    expect(e2e.sms).toMatchObject({ codesPerIpPerMinute: 1000, codesPerIpPerHour: 1000 });
    expect(() => loadConfig({ PHONE_CODES_PER_IP_PER_MINUTE: "0" })).toThrow(/PHONE_CODES_PER_IP_PER_MINUTE/);
  });

  it("sweeps the mail queue every 5 seconds unless MAIL_QUEUE_INTERVAL_MS says otherwise", () => {
    expect(loadConfig({}).mailQueueIntervalMs).toBe(5_000);
    expect(loadConfig({ MAIL_QUEUE_INTERVAL_MS: "250" }).mailQueueIntervalMs).toBe(250);
    for (const bad of ["soon", "1.5", "99", "3600001"]) {
      expect(() => loadConfig({ MAIL_QUEUE_INTERVAL_MS: bad })).toThrow(/MAIL_QUEUE_INTERVAL_MS: must be/);
    }
  });

  it("gives a rotated refresh token 10 seconds of grace unless REFRESH_REUSE_GRACE_SECONDS says otherwise", () => {
    expect(loadConfig({}).refreshReuseGraceSeconds).toBe(10);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: "0" }).refreshReuseGraceSeconds).toBe(0);
    for (const bad of ["soon", "1.5", "-1", "61"]) {
      expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: bad })).toThrow(/REFRESH_REUSE_GRACE_SECONDS: must be/);
    }
  });

  it("charges the client 5% and the freelancer nothing, with deposit and withdrawal limits in paise, unless configured", () => {
    expect(loadConfig({}).wallet).toMatchObject({
      clientFeeBps: 500,
      freelancerFeeBps: 0,
      depositMin: 10_000,
      depositMax: 100_000_000,
      withdrawalMin: 50_000,
      provider: "dev",
      razorpay: undefined,
      ledgerShards: 16,
    });
    const custom = loadConfig({ CLIENT_FEE_BPS: "250", FREELANCER_FEE_BPS: "100", WITHDRAWAL_MIN_INR: "1000" });
    expect(custom.wallet).toMatchObject({ clientFeeBps: 250, freelancerFeeBps: 100, withdrawalMin: 100_000 });
    expect(() => loadConfig({ CLIENT_FEE_BPS: "10001" })).toThrow(/CLIENT_FEE_BPS/);
    expect(() => loadConfig({ FREELANCER_FEE_BPS: "2.5" })).toThrow(/FREELANCER_FEE_BPS: must be whole basis points/);
    expect(() => loadConfig({ DEPOSIT_MIN_INR: "500", DEPOSIT_MAX_INR: "400" })).toThrow(/DEPOSIT_MIN_INR/);
    expect(() => loadConfig({ LEDGER_SHARDS: "65" })).toThrow(/LEDGER_SHARDS/);
  });

  it("needs every Razorpay setting with PAYMENT_PROVIDER=razorpay", () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "rzp_test_1" })).toThrow(
      /RAZORPAY_KEY_SECRET: is required with PAYMENT_PROVIDER=razorpay[\s\S]*RAZORPAY_WEBHOOK_SECRET/,
    );
    const razorpay = loadConfig({
      PAYMENT_PROVIDER: "razorpay",
      RAZORPAY_API_URL: "http://127.0.0.1:9999/",
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
    });
    expect(razorpay.wallet.razorpay).toEqual({
      apiUrl: "http://127.0.0.1:9999",
      keyId: "rzp_test_1",
      keySecret: "secret",
      webhookSecret: "hook",
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER/);
  });
});

import { randomBytes } from "node:crypto";
import path from "node:path";
import { PHONE_OTP_MAX_PER_HOUR } from "@crewlance/contracts/constants";
import type { TSocialProvider } from "@crewlance/contracts/enums";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const url = z.string().url("must be a URL");

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: optionalString,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Also listen on this Unix socket, for a reverse proxy on the same host (decision 0071). */
    UNIX_SOCKET_PATH: optionalString.pipe(
      z
        .string()
        .refine((value) => path.isAbsolute(value), "must be an absolute path such as /run/crewlance/api.sock")
        // The kernel's limit on a socket's path (sun_path), less its final NUL.
        .refine((value) => Buffer.byteLength(value) <= 107, "must be at most 107 bytes long")
        .optional(),
    ),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(z.string().url("must be a postgres:// URL").optional()),
    APP_URL: optionalString.pipe(z.string().url("must be a URL such as http://localhost:3000").optional()),
    SMTP_URL: optionalString.pipe(z.string().url("must be an smtp:// or smtps:// URL").optional()),
    MAIL_FROM: z.string().default("Crewlance <no-reply@crewlance.local>"),
    MAIL_QUEUE_INTERVAL_MS: z.coerce
      .number<string>("must be a whole number of milliseconds")
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100 (milliseconds)")
      .max(3_600_000, "must be at most 3600000 (one hour)")
      .default(5_000),
    JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Encrypts saved bank account numbers; without it a key is derived from JWT_SECRET. */
    DATA_ENCRYPTION_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    REDIS_URL: optionalString.pipe(z.string().url("must be a redis:// URL").optional()),
    /** Prefix of this deployment's keys in Redis, so two deployments (or test runs) can share one server. */
    REDIS_KEY_PREFIX: z.string().default("crewlance:"),
    /** Names this process in an `x-instance` response header, to see which instance behind a balancer answered. */
    INSTANCE_ID: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,64}$/, "must be 1 to 64 letters, digits, dots, dashes or underscores")
        .optional(),
    ),
    S3_ENDPOINT: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "must be true or false").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Unset: one readable line per entry in development, JSON lines elsewhere (decision 0081). */
    LOG_FORMAT: optionalString.pipe(z.enum(["json", "pretty"], "must be json or pretty").optional()),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Seconds a just-rotated refresh token still answers with its successor (decision 0077). */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce
      .number<string>("must be a whole number of seconds")
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more (0 turns the grace off)")
      .max(60, "must be at most 60 (seconds)")
      .default(10),
    TRUST_PROXY_HOPS: optionalString.pipe(
      z.coerce
        .number<string>("must be a whole number")
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .optional(),
    ),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_TOKEN_URL: url.default("https://oauth2.googleapis.com/token"),
    GOOGLE_USERINFO_URL: url.default("https://openidconnect.googleapis.com/v1/userinfo"),
    LINKEDIN_CLIENT_ID: optionalString,
    LINKEDIN_CLIENT_SECRET: optionalString,
    LINKEDIN_TOKEN_URL: url.default("https://www.linkedin.com/oauth/v2/accessToken"),
    LINKEDIN_USERINFO_URL: url.default("https://api.linkedin.com/v2/userinfo"),
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    GITHUB_TOKEN_URL: url.default("https://github.com/login/oauth/access_token"),
    GITHUB_API_URL: url.default("https://api.github.com"),
    OAUTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    SMS_GATEWAY_URL: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
    SMS_GATEWAY_TOKEN: optionalString,
    SMS_FROM: z.string().default("Crewlance"),
    PHONE_CODES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1),
    PHONE_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(PHONE_OTP_MAX_PER_HOUR),
    WEB_DIST_DIR: optionalString,
    CLIENT_FEE_BPS: z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(500),
    FREELANCER_FEE_BPS: z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(0),
    DEPOSIT_MIN_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(100),
    DEPOSIT_MAX_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(1_000_000),
    WITHDRAWAL_MIN_INR: z.coerce.number<string>().int("must be whole rupees").min(1).default(500),
    PAYMENT_PROVIDER: z.enum(["dev", "razorpay"]).default("dev"),
    RAZORPAY_API_URL: url.default("https://api.razorpay.com"),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    LEDGER_SHARDS: z.coerce.number<string>().int("must be a whole number").min(1).max(64).default(16),
    /** Days a SUBMITTED milestone waits for the company before it is approved automatically (spec B5). */
    AUTO_APPROVE_DAYS: z.coerce.number<string>().int("must be a whole number").min(1).max(60).default(5),
    /** How often each instance sweeps for milestones due for auto-approval. */
    AUTO_APPROVE_INTERVAL_MS: z.coerce.number<string>().int("must be a whole number").min(1000).default(60_000),
    IDEMPOTENCY_LEASE_MS: z.coerce
      .number<string>()
      .int("must be whole milliseconds")
      .min(100)
      .max(3_600_000)
      .default(60_000),
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value !== "false"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
    }
    // A client id without its secret (or the reverse) is a half-done set-up, not "disabled".
    for (const prefix of ["GOOGLE", "LINKEDIN", "GITHUB"] as const) {
      const id = env[`${prefix}_CLIENT_ID`];
      const secret = env[`${prefix}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        const missing = id ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: `is required with ${prefix}_CLIENT_${id ? "ID" : "SECRET"}`,
        });
      }
    }
    if (env.PAYMENT_PROVIDER === "razorpay") {
      for (const name of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required with PAYMENT_PROVIDER=razorpay" });
      }
    }
    checkS3(env, ctx);
    if (env.DEPOSIT_MIN_INR > env.DEPOSIT_MAX_INR) {
      ctx.addIssue({ code: "custom", path: ["DEPOSIT_MIN_INR"], message: "must not be above DEPOSIT_MAX_INR" });
    }
  });

/**
 * S3 settings are all-or-nothing around S3_BUCKET: a bucket turns the S3 store on; any other S3_*
 * without it is a half-done set-up, refused rather than silently writing to the disk.
 */
const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

function checkS3(
  env: { S3_BUCKET?: string | undefined } & Partial<Record<(typeof S3_SETTINGS)[number], string | undefined>>,
  ctx: z.RefinementCtx,
) {
  const others = S3_SETTINGS;
  if (!env.S3_BUCKET) {
    for (const name of others)
      if (env[name]) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required with ${name}` });
    return;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message: "must be a bucket name: 3 to 63 lowercase letters, digits, dots or dashes",
    });
  }
  // A key id without its secret (or the reverse); neither uses the SDK's own chain (instance role, ~/.aws).
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    const given = env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
    ctx.addIssue({ code: "custom", path: [missing], message: `is required with ${given}` });
  }
}

/** Uploaded files in an S3-compatible bucket (lib/storage/s3.ts) instead of DATA_DIR/uploads. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for MinIO, Ceph, R2, s3rver. */
  endpoint: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/**
 * One sign-in provider as this deployment reaches it. `profileUrl` is the OpenID Connect
 * userinfo endpoint for Google and LinkedIn, and the REST API root for GitHub.
 */
export type OAuthProviderConfig = { clientId: string; clientSecret: string; tokenUrl: string; profileUrl: string };

export type SmsConfig = {
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  from: string;
  /** Phone codes one IP may ask for in a minute; raised only where many people share an address (and in e2e). */
  codesPerIpPerMinute: number;
  /** Phone codes one IP may ask for in an hour; raised only where many people share an address (and in e2e). */
  codesPerIpPerHour: number;
};

export type Config = {
  env: "development" | "test" | "production";
  host: string;
  port: number;
  /** Set: the server also accepts connections on this Unix socket (a proxy on the same host). */
  unixSocketPath: string | undefined;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir; `null` with PGlite in memory (tests). */
  databaseUrl: string | undefined;
  inMemoryDatabase: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often each instance sweeps the mail queue; a queued mail is also sent at once after its commit. */
  mailQueueIntervalMs: number;
  jwtSecret: string;
  /**
   * "environment": JWT_SECRET. "process": a random key of this process, which server.ts
   * replaces with the development key kept in dataDir (lib/development-key.ts); tests and
   * in-memory runs keep it, so their tokens die with the process.
   */
  jwtSecretSource: "environment" | "process";
  /**
   * The secret that saved payout details are encrypted with (lib/crypto.ts purposeKey). Unset,
   * they are encrypted with a key derived from jwtSecret, so rotating JWT_SECRET would make them
   * unreadable: production sets DATA_ENCRYPTION_KEY (docs/operations.md).
   */
  dataEncryptionKey: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every key this deployment writes to Redis (rate-limit counters). */
  redisKeyPrefix: string;
  /** Set: every response carries `x-instance: <id>` (several instances behind a balancer). */
  instanceId: string | undefined;
  /** Set: uploads go to this S3-compatible bucket; unset: DATA_DIR/uploads on this disk. */
  s3: S3Config | undefined;
  logLevel: string;
  /** "pretty": one readable line per entry (development's default); "json": one JSON object per line. */
  logFormat: LogFormat;
  authRateLimitPerMinute: number;
  /**
   * Seconds after a refresh token is rotated during which presenting it again (a second tab, a
   * retried request) answers the same new pair instead of revoking the family (decision 0077).
   * 0 turns the grace off: any second use revokes.
   */
  refreshReuseGraceSeconds: number;
  /**
   * Reverse proxies in front of the server: the client address is taken that many entries from
   * the right of X-Forwarded-For (entries further left are whatever the client sent). 0 ignores
   * the header and uses the socket's address.
   */
  trustProxyHops: number;
  seedDemoData: boolean;
  /** Providers with a client id and secret; the others answer NOT_CONFIGURED. */
  oauth: Partial<Record<TSocialProvider, OAuthProviderConfig>>;
  oauthTimeoutMs: number;
  sms: SmsConfig;
  /** Folder of the built web app served at every non-API path; absent in API-only tests. */
  webDistDir: string | undefined;
  wallet: WalletConfig;
  /** Projects (issue #11): the auto-approval of submitted milestones. */
  projects: { autoApproveDays: number; autoApproveIntervalMs: number };
};

export type LogFormat = "json" | "pretty";

/** The wallet (issue #10): fees, limits in paise, the payment provider and the ledger's shards. */
export type WalletConfig = {
  clientFeeBps: number;
  freelancerFeeBps: number;
  depositMin: number;
  depositMax: number;
  withdrawalMin: number;
  provider: "dev" | "razorpay";
  razorpay: { apiUrl: string; keyId: string; keySecret: string; webhookSecret: string } | undefined;
  /** Shards of EXTERNAL and PLATFORM_REVENUE (decision 0026). */
  ledgerShards: number;
  /** An Idempotency-Key still in flight after this long belongs to a request that died; a retry takes it over. */
  idempotencyLeaseMs: number;
};

/**
 * Without JWT_SECRET (never in production, refused above) a key nobody else knows: no signing
 * key is written in the source, where anyone could mint an admin's token with it.
 */
const PROCESS_JWT_SECRET = randomBytes(48).toString("base64url");

/**
 * Development listens on this machine only: the dev outbox and the demo accounts with their
 * published password must not be reachable from the network unless HOST says so.
 */
const defaultHost = (env: string) => (env === "production" ? "0.0.0.0" : "127.0.0.1");

/** The address a person on this machine opens: the real port, and HOST when it names one interface. */
export function defaultAppUrl(host: string, port: number): string {
  const anyOrLoopback = ["0.0.0.0", "::", "::1", "localhost"].includes(host) || /^127\./.test(host);
  const name = anyOrLoopback ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const host = e.HOST ?? defaultHost(e.NODE_ENV);
  return {
    env: e.NODE_ENV,
    host,
    port: e.PORT,
    unixSocketPath: e.UNIX_SOCKET_PATH,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    appUrl: (e.APP_URL ?? defaultAppUrl(host, e.PORT)).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueueIntervalMs: e.MAIL_QUEUE_INTERVAL_MS,
    jwtSecret: e.JWT_SECRET ?? PROCESS_JWT_SECRET,
    jwtSecretSource: e.JWT_SECRET ? "environment" : "process",
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    instanceId: e.INSTANCE_ID,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === "development" ? "pretty" : "json"),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (e.NODE_ENV === "production" ? 1 : 0),
    seedDemoData: e.SEED_DEMO_DATA && e.NODE_ENV !== "production",
    oauth: oauthProviders(e),
    oauthTimeoutMs: e.OAUTH_TIMEOUT_MS,
    sms: {
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      from: e.SMS_FROM,
      codesPerIpPerMinute: e.PHONE_CODES_PER_IP_PER_MINUTE,
      codesPerIpPerHour: e.PHONE_CODES_PER_IP_PER_HOUR,
    },
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(new URL("../../web/dist", import.meta.url).pathname),
    wallet: {
      clientFeeBps: e.CLIENT_FEE_BPS,
      freelancerFeeBps: e.FREELANCER_FEE_BPS,
      depositMin: e.DEPOSIT_MIN_INR * 100,
      depositMax: e.DEPOSIT_MAX_INR * 100,
      withdrawalMin: e.WITHDRAWAL_MIN_INR * 100,
      provider: e.PAYMENT_PROVIDER,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : undefined,
      ledgerShards: e.LEDGER_SHARDS,
      idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_MS,
    },
    projects: { autoApproveDays: e.AUTO_APPROVE_DAYS, autoApproveIntervalMs: e.AUTO_APPROVE_INTERVAL_MS },
  };
}

function oauthProviders(e: z.infer<typeof ZEnv>): Config["oauth"] {
  const providers: Config["oauth"] = {};
  const entries = [
    ["google", e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_TOKEN_URL, e.GOOGLE_USERINFO_URL],
    ["linkedin", e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, e.LINKEDIN_TOKEN_URL, e.LINKEDIN_USERINFO_URL],
    ["github", e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, e.GITHUB_TOKEN_URL, e.GITHUB_API_URL],
  ] as const;
  for (const [provider, clientId, clientSecret, tokenUrl, profileUrl] of entries) {
    if (clientId && clientSecret) providers[provider] = { clientId, clientSecret, tokenUrl, profileUrl };
  }
  return providers;
}

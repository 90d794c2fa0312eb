import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(z.string().url("must be a postgres:// URL").optional()),
    APP_URL: z.string().url("must be a URL such as http://localhost:3000").default("http://localhost:3000"),
    SMTP_URL: optionalString.pipe(z.string().url("must be an smtp:// or smtps:// URL").optional()),
    MAIL_FROM: z.string().default("Crewlance <no-reply@crewlance.local>"),
    JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    REDIS_URL: optionalString.pipe(z.string().url("must be a redis:// URL").optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    SEED_DEMO_DATA: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value !== "false"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required when NODE_ENV=production" });
    }
  });

export type Config = {
  env: "development" | "test" | "production";
  host: string;
  port: number;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir; `null` with PGlite in memory (tests). */
  databaseUrl: string | undefined;
  inMemoryDatabase: boolean;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  logLevel: string;
  authRateLimitPerMinute: number;
  seedDemoData: boolean;
  /** Folder of the built web app served at every non-API path; absent in API-only tests. */
  webDistDir: string | undefined;
};

/** Development-only signing key: a production start without JWT_SECRET is refused above. */
const DEV_JWT_SECRET = "crewlance-development-secret-not-for-production-use";

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
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    appUrl: e.APP_URL.replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    seedDemoData: e.SEED_DEMO_DATA && e.NODE_ENV !== "production",
    webDistDir: path.resolve(new URL("../../web/dist", import.meta.url).pathname),
  };
}

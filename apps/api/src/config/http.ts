import { z } from "zod";
import { optionalString } from "./env-values";

/** Logs, rate limits, refresh-token grace and the proxies in front. */
export const ZHttpEnv = z.object({
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
});

export type LogFormat = "json" | "pretty";

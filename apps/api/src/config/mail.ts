import { z } from "zod";
import { optionalString } from "./env-values";

/** Outgoing mail: SMTP, the sender and the queue worker. */
export const ZMailEnv = z.object({
  SMTP_URL: optionalString.pipe(z.string().url("must be an smtp:// or smtps:// URL").optional()),
  MAIL_FROM: z.string().default("Crewlance <no-reply@crewlance.local>"),
  MAIL_QUEUE_INTERVAL_MS: z.coerce
    .number<string>("must be a whole number of milliseconds")
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100 (milliseconds)")
    .max(3_600_000, "must be at most 3600000 (one hour)")
    .default(5_000),
});

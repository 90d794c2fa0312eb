import { z } from "zod";
import { optionalString } from "./env-values";

/** Several instances: the shared Redis, its key prefix and this instance's name. */
export const ZInstancesEnv = z.object({
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
});

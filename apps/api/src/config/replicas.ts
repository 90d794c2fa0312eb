import { z } from "zod";
import { optionalString } from "./env-values";

/** Read replicas of DATABASE_URL on PostgreSQL's streaming replication (decision 0107). */
export const ZReplicasEnv = z.object({
  /** Comma-separated postgres:// URLs of hot standbys; unset, every read goes to DATABASE_URL. */
  DATABASE_REPLICA_URLS: optionalString.pipe(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter((part) => part !== ""),
      )
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be postgres:// URLs separated by commas")))
      .optional(),
  ),
  /** A replica that has not caught up with the primary for this long is skipped until it has. */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** How often each instance compares every replica's replay position with the primary's. */
  REPLICA_CHECK_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
});

export type ReplicasConfig = { urls: string[]; maxLagMs: number; checkIntervalMs: number };

type ReplicasEnv = z.infer<typeof ZReplicasEnv> & { DATABASE_URL?: string };

export function replicasConfigOf(env: ReplicasEnv): ReplicasConfig {
  return {
    urls: env.DATABASE_REPLICA_URLS ?? [],
    maxLagMs: env.REPLICA_MAX_LAG_MS,
    checkIntervalMs: env.REPLICA_CHECK_INTERVAL_MS,
  };
}

/** Replicas copy a PostgreSQL server: they mean nothing beside the embedded database. */
export function checkReplicas(env: ReplicasEnv, ctx: z.RefinementCtx): void {
  if ((env.DATABASE_REPLICA_URLS?.length ?? 0) > 0 && !env.DATABASE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["DATABASE_REPLICA_URLS"],
      message: "needs DATABASE_URL: replicas copy a PostgreSQL server, not the embedded database",
    });
}

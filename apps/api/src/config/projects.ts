import { z } from "zod";

/** Projects: the auto-approval of submitted milestones. */
export const ZProjectsEnv = z.object({
  /** Days a SUBMITTED milestone waits for the company before it is approved automatically. */
  AUTO_APPROVE_DAYS: z.coerce.number<string>().int("must be a whole number").min(1).max(60).default(5),
  /** How often each instance sweeps for milestones due for auto-approval. */
  AUTO_APPROVE_INTERVAL_MS: z.coerce.number<string>().int("must be a whole number").min(1000).default(60_000),
});

import { z } from "zod";
import { ZPaise } from "./common";

/*
 * A company's public reputation: shown on every task card and detail and on the
 * company's profile (GET /user/{id}), so a freelancer can judge a client before applying.
 * Every figure is derived from real rows (tasks, projects, ledger, reviews), never stored.
 */
export const ZCompanyReputation = z.object({
  /** Tasks the company has published (every status but DRAFT). */
  tasksPosted: z.number().int(),
  /** Share of published tasks that led to a hire (0 to 1; 0 when nothing is posted). */
  hireRate: z.number().min(0).max(1),
  /** Hires made (projects started from its tasks). */
  hires: z.number().int(),
  /** Paise released to freelancers from escrow (0 until the wallet holds money). */
  totalPaidOut: ZPaise,
  /** Has funded escrow at least once. */
  paymentVerified: z.boolean(),
  /** Average review rating 1–5; null until a review exists. */
  averageRating: z.number().nullable(),
  reviewsCount: z.number().int(),
  /** The account's creation time (ISO 8601). */
  memberSince: z.string(),
});
export type TCompanyReputation = z.infer<typeof ZCompanyReputation>;

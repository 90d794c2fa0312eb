import { z } from "zod";

const count = () => z.coerce.number<string>().int("must be a whole number").min(1).max(1000);

/** Trust and safety (decision 0092): how long an account counts as new and what it may do a day. */
export const ZSafetyEnv = z.object({
  /** An account is new for this many days, or until its first completed project if sooner. */
  NEW_ACCOUNT_DAYS: z.coerce.number<string>().int("must be a whole number").min(0).max(90).default(7),
  NEW_ACCOUNT_PROPOSALS_PER_DAY: count().default(10),
  NEW_ACCOUNT_OFFERS_PER_DAY: count().default(10),
  NEW_ACCOUNT_CONVERSATIONS_PER_DAY: count().default(10),
});

export type SafetyConfig = {
  newAccountDays: number;
  proposalsPerDay: number;
  offersPerDay: number;
  conversationsPerDay: number;
};

export function safetyConfigOf(e: z.infer<typeof ZSafetyEnv>): SafetyConfig {
  return {
    newAccountDays: e.NEW_ACCOUNT_DAYS,
    proposalsPerDay: e.NEW_ACCOUNT_PROPOSALS_PER_DAY,
    offersPerDay: e.NEW_ACCOUNT_OFFERS_PER_DAY,
    conversationsPerDay: e.NEW_ACCOUNT_CONVERSATIONS_PER_DAY,
  };
}

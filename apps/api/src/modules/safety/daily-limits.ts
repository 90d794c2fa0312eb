import type { TStanding } from "@crewlance/contracts/safety";
import type { AppContext } from "../../context";
import type { TxContext } from "../../lib/transaction";

/** What a new account may do only so many times a day (config `safety`). */
export type DailyAction = "PROPOSAL" | "OFFER" | "CONVERSATION";

/**
 * Counts one `action` for `userId` today (India's day) and refuses with DAILY_LIMIT_REACHED —
 * naming the limit and when it resets — when the account is new and the day's limit is used up.
 * Call it inside the transaction that does the action, so a refused or rolled-back action does
 * not count.
 */
export async function takeDailyAllowance(_txCtx: TxContext, _userId: string, _action: DailyAction): Promise<void> {
  // Built with the safety core: new accounts (config safety.newAccountDays, or before the first
  // completed project) count in safety_daily_counts.
}

/** The limits a new account works under, for its standing page; null once the account is not new. */
export async function newAccountLimitsOf(_ctx: AppContext, _userId: string): Promise<TStanding["newAccountLimits"]> {
  return null;
}

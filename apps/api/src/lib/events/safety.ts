import type { TReportItemKind } from "@crewlance/contracts/safety";

/*
 * The safety module's events (decision 0092). Hiding and restoring are said once; the module that
 * owns the row listens and sets or clears its own `hidden_at`, inside the same transaction.
 */
export interface SafetyEvents {
  /** Moderation hid an item: its owning module hides the row from every list and search. */
  ContentHidden: { itemKind: TReportItemKind; itemId: string; actionId: string };
  /** An appeal overturned a HIDE: the owning module shows the row again. */
  ContentRestored: { itemKind: TReportItemKind; itemId: string; actionId: string };
  /** Someone blocked another person (caches of who may reach whom listen). */
  UserBlocked: { blockerId: string; blockedId: string };
  UserUnblocked: { blockerId: string; blockedId: string };
}

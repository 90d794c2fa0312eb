import type { TTaskCompany } from "@crewlance/contracts/tasks";
import type { AppContext } from "../../context";
import type { ListenHandlers } from "../../db/client";
import { type EventName, onEventCommitted } from "../../lib/events";
import { KeptForAWhile } from "../../lib/kept-for-a-while";
import { isTxContext } from "../../lib/transaction";

/*
 * Each company's card facts (name, logo, verification, reputation) as the task list shows them,
 * kept per instance for a short while (decision 0108): a page of cards otherwise cost four
 * statements for its companies whether or not anything about them had changed. What this
 * instance hears of through domain events drops the company at once. Of the changes made on
 * another instance, escrow fundings and releases, which decision 0063 already announces after
 * their commit, drop every card here; the others, and those no event tells (a review, a company's
 * profile or name), show within the TTL. The page itself is kept by other rules (decision 0059).
 */

/** Companies kept at most, least recently shown out first: a card is well under a KB. */
export const COMPANY_CARDS_KEPT = 10_000;
/**
 * How long a card is shown as read: the most a change this instance did not hear of waits. A card
 * lives until the end of the 30-second window it was read in, so often less.
 */
export const COMPANY_CARD_TTL_MS = 30_000;

/** An app's empty cache (app.ts). */
export function companyCardCache(): KeptForAWhile<TTaskCompany> {
  return new KeptForAWhile<TTaskCompany>(COMPANY_CARDS_KEPT, COMPANY_CARD_TTL_MS);
}

/**
 * The cache a read may use: none inside a transaction, which may see its own uncommitted writes.
 * On a replica, with how far behind the primary it may be (KeptForAWhile.read).
 */
export function companyCardsOf(ctx: AppContext): { cards: KeptForAWhile<TTaskCompany>; lagMs: number } | undefined {
  if (isTxContext(ctx) || !ctx.companyCards) return undefined;
  return { cards: ctx.companyCards, lagMs: ctx.primary ? ctx.config.replicas.maxLagMs : 0 };
}

/** The window of time the kept cards were read in (KeptForAWhile.window); 0 without a cache. */
export function companyCardWindow(ctx: AppContext): number {
  return ctx.companyCards?.window() ?? 0;
}

/** Events that change what a company's card shows, and the company each is about. */
const CHANGES_A_CARD = [
  // Tasks posted, hires and the hire rate (a cancelled draft counts as posted).
  "TaskPublished",
  "TaskCancelled",
  "ApplicationAccepted",
  "ProjectCompleted",
  // Paid out and "payment verified": escrow funded or released by the company.
  "MilestoneFunded",
  "MilestoneApproved",
  "BonusPaid",
  "DisputeResolved",
  "HourlyWeekFunded",
  "HourlyWeekPaid",
  "HourlyWeekDisputed",
] as const satisfies readonly EventName[];

/**
 * Drops a company's card once a change to it commits: after the commit, so a page read meanwhile
 * cannot keep the old figures again (a read that overlaps the drop is used but not kept).
 */
export function listenForCompanyCardChanges(): void {
  for (const name of CHANGES_A_CARD) {
    onEventCommitted(name, (ctx, event) => ctx.companyCards?.drop(event.companyId));
  }
  onEventCommitted("AccountDeleted", (ctx, event) => ctx.companyCards?.drop(event.userId));
  // A review hidden or shown again moves its subject's average; the event names only the review,
  // and moderation is rare, so every card goes.
  for (const name of ["ContentHidden", "ContentRestored"] as const) {
    onEventCommitted(name, (ctx, event) => {
      if (event.itemKind === "REVIEW") ctx.companyCards?.dropAll();
    });
  }
}

/**
 * What the database's listener on lib/list-changes.ts `REPUTATION_CHANGES_CHANNEL` calls: another
 * instance's escrow funding or release names no company, so every card goes; this instance's own
 * (`self`) dropped its company on the domain event already. A gap in listening is left to the TTL.
 */
export function companyCardHandlers(cards: KeptForAWhile<TTaskCompany>, self: string): ListenHandlers {
  return {
    onNotify: (sender) => {
      if (sender !== self) cards.dropAll();
    },
    // Whatever was announced before now was not heard.
    onReady: () => cards.dropAll(),
    onGap: () => {},
  };
}

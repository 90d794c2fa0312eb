import { onEvent } from "../../lib/events";
import { listenForActivity } from "./activity-listeners";
import { listenForBonuses } from "./bonus-listeners";
import { listenForNotifications } from "./notification-listeners";
import { clearUnlockedSharesOf } from "./payout-shares-service";
import { listenForReviewModeration } from "./review-moderation";
import { listenToTeams } from "./team-listeners";

/*
 * The projects module's reactions, all inside the emitting transaction: each change's activity
 * entry and figures first, then its notifications (the order the rows were always written in),
 * a team member's leaving clears the payout shares that no longer name every member, and teams
 * learn of their projects (team-listeners.ts); moderation hides and restores reviews, and the
 * queue learns how to describe one (review-moderation.ts, decision 0092).
 */
export function listen(): void {
  listenForActivity();
  listenForNotifications();
  listenForBonuses();
  onEvent("TeamMemberLeft", (txCtx, event) => clearUnlockedSharesOf(txCtx, event));
  listenToTeams();
  listenForReviewModeration();
}

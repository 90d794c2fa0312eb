import type { TModerationActionKind, TReportItemKind } from "@crewlance/contracts/safety";

export const ITEM_KIND_LABELS: Record<TReportItemKind, string> = {
  USER: "Profile",
  TASK: "Task",
  MESSAGE: "Message",
  REVIEW: "Review",
  TEAM: "Team",
  PORTFOLIO_ITEM: "Portfolio item",
  PROPOSAL: "Proposal",
  OFFER: "Offer",
};

export const ACTION_KIND_LABELS: Record<TModerationActionKind, string> = {
  DISMISS: "Dismissed",
  HIDE: "Hidden",
  WARN: "Warned",
  RESTRICT: "Restricted",
  SUSPEND: "Suspended",
};

/** "Restricted for 7 days", "Suspended until lifted": an action's kind with its length. */
export function actionSummary(action: { kind: TModerationActionKind; since: string; until: string | null }): string {
  const label = ACTION_KIND_LABELS[action.kind];
  if (action.kind !== "RESTRICT" && action.kind !== "SUSPEND") return label;
  if (!action.until) return `${label} until lifted`;
  const days = Math.round((Date.parse(action.until) - Date.parse(action.since)) / 86_400_000);
  return `${label} for ${days} ${days === 1 ? "day" : "days"}`;
}

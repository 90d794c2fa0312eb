import type { TCollaboration, TCollaborationStatus } from "@crewlance/contracts/collaborations";
import type { BadgeTone } from "@/components/ui/badge";
import { formatRupees } from "@/lib/collaborations/format";
import { manualPolicyLabel, termsSummary } from "@/lib/hourly-terms";
import { formatDay } from "@/lib/marketplace/labels";

export const STATUS_LABEL: Record<TCollaborationStatus, string> = {
  PENDING: "Pending",
  ACCEPTED: "Accepted",
  DECLINED: "Declined",
  CANCELLED: "Cancelled",
  EXPIRED: "Expired",
};

export const STATUS_TONE: Record<TCollaborationStatus, BadgeTone> = {
  PENDING: "accent",
  ACCEPTED: "success",
  DECLINED: "danger",
  CANCELLED: "neutral",
  EXPIRED: "warning",
};

export const KIND_LABEL: Record<TCollaboration["kind"], string> = {
  OFFER: "Project offer",
  HOURLY_OFFER: "Hourly offer",
  PROJECT_INVITE: "Invitation to collaborate",
  TASK_INVITE: "Invitation to apply",
};

/** "3 milestones worth ₹45,000". */
export function milestonesSummary(item: Pick<TCollaboration, "milestones" | "totalAmount">): string {
  const count = item.milestones.length;
  return `${count} ${count === 1 ? "milestone" : "milestones"} worth ${formatRupees(item.totalAmount)}`;
}

/** An offer of money (milestones or by the hour), as against an invitation. */
export function isOffer(item: Pick<TCollaboration, "kind">): boolean {
  return item.kind === "OFFER" || item.kind === "HOURLY_OFFER";
}

/** "₹800/hour · up to 10 h a week", with the manual-time policy and start date in `detail`. */
export function hourlySummary(hourly: NonNullable<TCollaboration["hourly"]>): { terms: string; detail: string } {
  return {
    terms: termsSummary(hourly),
    detail: `${manualPolicyLabel(hourly)} · starts ${formatDay(hourly.startDate)}`,
  };
}

/** What accepting does, said before it is done. */
export function acceptConsequence(item: TCollaboration): string {
  if (item.kind === "HOURLY_OFFER") {
    const terms = item.hourly ? ` at ${termsSummary(item.hourly)}` : "";
    return `Accepting starts an hourly contract${terms}. You log your time; the company funds each week into escrow and reviews the hours before they are paid.`;
  }
  if (item.kind === "OFFER") {
    return `Accepting creates a project with ${milestonesSummary(item)}. The company funds each milestone before its work starts.`;
  }
  if (item.kind === "PROJECT_INVITE") {
    return `Accepting adds you to "${item.title}": you see the project, work on its board and files and join its chat. Milestone payments stay with the hired freelancer.`;
  }
  return `Accepting tells the company you are interested; you then write your proposal on the task "${item.title}".`;
}

import type { TCollaboration, TCollaborationStatus } from "@crewlance/contracts/collaborations";
import type { BadgeTone } from "@/components/ui/badge";

/** The exact amount, as a person reads a price: 4500000 paise → "₹45,000" (paise shown only when there are some). */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return `₹${rupees.toLocaleString("en-IN", { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

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
  PROJECT_INVITE: "Invitation to collaborate",
  TASK_INVITE: "Invitation to apply",
};

/** "3 milestones worth ₹45,000". */
export function milestonesSummary(item: Pick<TCollaboration, "milestones" | "totalAmount">): string {
  const count = item.milestones.length;
  return `${count} ${count === 1 ? "milestone" : "milestones"} worth ${formatRupees(item.totalAmount)}`;
}

/** What accepting does, said before it is done. */
export function acceptConsequence(item: TCollaboration): string {
  if (item.kind === "OFFER") {
    return `Accepting creates a project with ${milestonesSummary(item)}. The company funds each milestone before its work starts.`;
  }
  if (item.kind === "PROJECT_INVITE") {
    return `Accepting adds you to "${item.title}": you see the project, work on its board and files and join its chat. Milestone payments stay with the hired freelancer.`;
  }
  return `Accepting tells the company you are interested; you then write your proposal on the task "${item.title}".`;
}

import type { TMilestoneResolution, TMilestoneStatusV2, TProjectSide } from "@crewlance/contracts/projects";
import type { BadgeTone } from "@/components/ui/badge";
import { formatExactPaise } from "@/lib/format";

/*
 * What the project screens decide on their own: which side the viewer is on, which actions each
 * side may take on a milestone now, what waits on whom, and how the auto-approve countdown reads.
 * Pure functions over the API's shapes, so the rules are tested without a screen.
 */

export type Side = TProjectSide;

/** The milestone statuses as people read them, DISPUTED included. */
export const MILESTONE_STATUS_LABEL: Record<TMilestoneStatusV2, string> = {
  PENDING: "Waiting for funding",
  FUNDED: "Funded · in progress",
  SUBMITTED: "Submitted for review",
  REVISION_REQUESTED: "Revision requested",
  APPROVED: "Approved · paid",
  CANCELLED: "Cancelled",
  DISPUTED: "Disputed · frozen",
};

const MILESTONE_STATUS_TONE: Record<TMilestoneStatusV2, BadgeTone> = {
  PENDING: "neutral",
  FUNDED: "accent",
  SUBMITTED: "accent",
  REVISION_REQUESTED: "warning",
  APPROVED: "success",
  CANCELLED: "neutral",
  DISPUTED: "danger",
};

/**
 * A milestone's badge. A dispute resolved by a split is not "Approved · paid": part went back
 * to the company (decision 0079); a refund by dispute says so rather than a bare "Cancelled".
 */
export function milestoneStatusBadge(milestone: {
  status: TMilestoneStatusV2;
  resolution: Pick<TMilestoneResolution, "outcome"> | null;
}): { label: string; tone: BadgeTone } {
  if (milestone.resolution?.outcome === "SPLIT") return { label: "Split by dispute · part paid", tone: "warning" };
  if (milestone.resolution?.outcome === "REFUND") return { label: "Refunded after dispute", tone: "neutral" };
  return { label: MILESTONE_STATUS_LABEL[milestone.status], tone: MILESTONE_STATUS_TONE[milestone.status] };
}

/** The viewer's side in a project, or null for an admin looking on. */
export function sideOf(project: { company: { id: string }; freelancer: { id: string } }, userId?: string): Side | null {
  if (!userId) return null;
  if (project.company.id === userId) return "COMPANY";
  if (project.freelancer.id === userId) return "FREELANCER";
  return null;
}

/**
 * What the other side is expected to do next, for a card where nothing waits on the viewer:
 * 'Waiting for the company to fund "Design"'. Null when nothing is under way.
 */
export function waitingOnOther(
  side: Side | null,
  next: { title: string; status: TMilestoneStatusV2 } | null | undefined,
): string | null {
  if (!side || !next) return null;
  if (next.status === "DISPUTED") return "Waiting for an admin to resolve the dispute";
  if (side === "FREELANCER") {
    if (next.status === "PENDING") return `Waiting for the company to fund “${next.title}”`;
    if (next.status === "SUBMITTED") return "Waiting for the company to review your work";
  } else {
    if (next.status === "FUNDED") return `Waiting for the freelancer to deliver “${next.title}”`;
    if (next.status === "REVISION_REQUESTED") return "Waiting for the freelancer's revision";
  }
  return null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The auto-approve countdown: 'Auto-approves in 2 days 4 hours', 'Auto-approves in 3 hours
 * 20 minutes', 'Auto-approves in 12 minutes'; once the moment has passed, the scheduled job is
 * about to approve it.
 */
export function formatAutoApprove(msLeft: number): string {
  if (msLeft <= 0) return "Auto-approves any moment now";
  const days = Math.floor(msLeft / DAY);
  const hours = Math.floor((msLeft % DAY) / HOUR);
  const minutes = Math.max(1, Math.floor((msLeft % HOUR) / MINUTE));
  if (days > 0) return `Auto-approves in ${unit(days, "day")}${hours ? ` ${unit(hours, "hour")}` : ""}`;
  if (hours > 0)
    return `Auto-approves in ${unit(hours, "hour")}${msLeft % HOUR >= MINUTE ? ` ${unit(minutes, "minute")}` : ""}`;
  return `Auto-approves in ${unit(minutes, "minute")}`;
}

/*
 * The money dialogs' sentences are exact (₹45,000.00), never the short form (45.0K INR): they
 * are what a person agrees to before money moves (decision 0079). Cards keep the short amount helper.
 */

/** The fund dialog's sentence: 'Fund ₹45,000.00 + ₹2,250.00 fee + ₹405.00 GST from your available balance'. */
export function fundSentence(amount: number, clientFee: number, clientFeeGst: number): string {
  return `Fund ${formatExactPaise(amount)} + ${formatExactPaise(clientFee)} fee + ${formatExactPaise(clientFeeGst)} GST from your available balance`;
}

/** The approve dialog's sentence: what the freelancer receives out of escrow. */
export function releaseSentence(freelancerReceives: number, freelancerName: string): string {
  return `Release ${formatExactPaise(freelancerReceives)} from escrow to ${freelancerName}`;
}

/** The refund a cancel of a FUNDED milestone makes: the amount, the client fee and its GST, back to available. */
export function refundSentence(amount: number, clientFee: number, clientFeeGst: number): string {
  return `${formatExactPaise(amount + clientFee + clientFeeGst)} (${formatExactPaise(amount)} + ${formatExactPaise(clientFee)} fee + ${formatExactPaise(clientFeeGst)} GST) goes back to your available balance`;
}

/** Paid of total as a whole percent for the progress bar. */
export function progressPercent(paid: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((paid / total) * 100));
}

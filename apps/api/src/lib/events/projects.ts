import type { TAdminReadAction } from "@crewlance/contracts/admin";

/* The projects module's events: the milestone and project lifecycle, disputes, and the admin's audited reads. */

/** The project an event is about, as its listeners tell people of it. */
export type ProjectFacts = { projectId: string; projectTitle: string; companyId: string; freelancerId: string };

/** The milestone an event is about, with its project; `amount` in paise. */
export type MilestoneFacts = ProjectFacts & { milestoneId: string; milestoneTitle: string; amount: number };

export interface ProjectEvents {
  /** The company added a milestone, or the freelancer proposed one (`proposal`). */
  MilestoneAdded: MilestoneFacts & { actorId: string; proposal: boolean };
  MilestoneEdited: MilestoneFacts & { actorId: string };
  /** The company accepted or declined (then cancelled) a proposed milestone. */
  MilestoneProposalAnswered: MilestoneFacts & { actorId: string; accepted: boolean; reason: string | null };
  /** The company funded a milestone: `total` (amount and fee) moved into escrow. */
  MilestoneFunded: MilestoneFacts & { actorId: string; total: number; clientFee: number };
  /** The freelancer delivered a milestone; `resubmitted` after a revision request. */
  MilestoneSubmitted: MilestoneFacts & { actorId: string; resubmitted: boolean; fileCount: number };
  MilestoneRevisionRequested: MilestoneFacts & { actorId: string; reason: string };
  /** Escrow released; `actorId` null when the system approved it after the waiting days. */
  MilestoneApproved: MilestoneFacts & { actorId: string | null; freelancerReceives: number };
  /** `refunded`: paise returned to the company from escrow (0 for an unfunded milestone). */
  MilestoneCancelled: MilestoneFacts & { actorId: string; refunded: number; reason: string | null };
  MilestoneDisputed: MilestoneFacts & {
    actorId: string;
    disputeId: string;
    openedBySide: "COMPANY" | "FREELANCER";
    reason: string;
  };
  /** An admin settled a dispute; `escrowTotal` is the amount and the client fee. */
  DisputeResolved: MilestoneFacts & {
    adminId: string;
    disputeId: string;
    outcome: "RELEASE" | "REFUND" | "SPLIT";
    freelancerAmount: number;
    freelancerReceives: number;
    companyRefund: number;
    escrowTotal: number;
    note: string;
  };
  /** The company paid a bonus (decision 0091): funded and released at once; `amount` in paise. */
  BonusPaid: MilestoneFacts & { actorId: string; note: string; freelancerReceives: number };
  /** Every milestone approved or cancelled; `taskId` the hired task it came from. */
  ProjectCompleted: ProjectFacts & { taskId: string | null };
  ProjectCancelled: ProjectFacts & { actorId: string; reason: string | null };
  /** An admin read a disputed project (or a file, task or conversation of it): the audit log records it. */
  DisputedProjectReadByAdmin: {
    adminId: string;
    action: TAdminReadAction;
    projectId: string;
    subjectId?: string | null;
  };
}

import { formatPaise } from "@crewlance/contracts/money";
import { Check, Clock, FileText, Flag, Plus, Scale, Timer, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Amount } from "@/components/amount";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatDay } from "@/lib/marketplace/labels";
import { acceptProposal, declineProposal, downloadProjectFile } from "../api";
import { formatAutoApprove, milestoneStatusBadge, type Side } from "../model";
import type { Milestone, MilestoneAction, Project } from "../types";
import { useMilestoneMutation } from "../use-project-mutation";
import { ApproveDialog, CancelMilestoneDialog, FundDialog } from "./money-dialogs";
import { FreelancerPayout } from "./release-preview";
import { MilestoneFormDialog, ReasonDialog, StatementDialog, SubmitDialog } from "./work-dialogs";

const MINUTE = 60_000;

/** The current time, moving once a minute: enough for a countdown in days, hours and minutes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AutoApproveCountdown({ at }: { at: string }) {
  const now = useMinuteClock();
  return (
    <p className="inline-flex items-center gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
      <Timer className="size-3.5" aria-hidden />
      {formatAutoApprove(new Date(at).getTime() - now)}
    </p>
  );
}

type Dialog = "fund" | "approve" | "cancel" | "submit" | "revision" | "dispute" | "edit" | null;

const BUTTON: Record<MilestoneAction, { label: string; variant: "primary" | "secondary" | "ghost" | "danger" }> = {
  FUND: { label: "Fund milestone", variant: "primary" },
  SUBMIT: { label: "Submit work", variant: "primary" },
  APPROVE: { label: "Approve and pay", variant: "primary" },
  REQUEST_REVISION: { label: "Request revision", variant: "secondary" },
  ACCEPT: { label: "Accept proposal", variant: "primary" },
  DECLINE: { label: "Decline", variant: "secondary" },
  EDIT: { label: "Edit", variant: "secondary" },
  CANCEL: { label: "Cancel milestone", variant: "ghost" },
  DISPUTE: { label: "Open dispute", variant: "ghost" },
};

const ORDER: MilestoneAction[] = [
  "ACCEPT",
  "DECLINE",
  "FUND",
  "SUBMIT",
  "APPROVE",
  "REQUEST_REVISION",
  "EDIT",
  "CANCEL",
  "DISPUTE",
];

/** The button label of an action on this milestone ('Submit again' after a revision request). */
function labelOf(action: MilestoneAction, milestone: Milestone): string {
  if (action === "SUBMIT" && milestone.status === "REVISION_REQUESTED") return "Submit again";
  return BUTTON[action].label;
}

function MilestoneActions({ project, milestone }: { project: Project; milestone: Milestone }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const accept = useMilestoneMutation(project.id, acceptProposal, `“${milestone.title}” accepted`);
  const decline = useMilestoneMutation(project.id, declineProposal, "Proposal declined");
  const actions = ORDER.filter((action) => milestone.actions.includes(action));
  if (actions.length === 0) return null;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const onClick = (action: MilestoneAction) => {
    if (action === "ACCEPT") return accept.mutate({ id: milestone.id });
    if (action === "DECLINE") return decline.mutate({ id: milestone.id });
    const map: Record<string, Dialog> = {
      FUND: "fund",
      APPROVE: "approve",
      CANCEL: "cancel",
      SUBMIT: "submit",
      REQUEST_REVISION: "revision",
      DISPUTE: "dispute",
      EDIT: "edit",
    };
    setDialog(map[action] ?? null);
  };
  const common = { projectId: project.id, milestone };
  return (
    <fieldset className="mt-4 flex flex-wrap gap-2">
      <legend className="sr-only">Actions for {milestone.title}</legend>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={BUTTON[action].variant}
          className={cn(action === "DISPUTE" && "text-red-700 dark:text-red-400")}
          onClick={() => onClick(action)}
          disabled={accept.isPending || decline.isPending}
        >
          {labelOf(action, milestone)}
        </Button>
      ))}
      <FundDialog {...common} open={dialog === "fund"} onOpenChange={close} />
      <ApproveDialog
        {...common}
        freelancerName={project.freelancer.name}
        open={dialog === "approve"}
        onOpenChange={close}
      />
      <CancelMilestoneDialog {...common} open={dialog === "cancel"} onOpenChange={close} />
      <SubmitDialog {...common} open={dialog === "submit"} onOpenChange={close} />
      <ReasonDialog {...common} kind="revision" open={dialog === "revision"} onOpenChange={close} />
      <ReasonDialog {...common} kind="dispute" open={dialog === "dispute"} onOpenChange={close} />
      <MilestoneFormDialog projectId={project.id} milestone={milestone} open={dialog === "edit"} onOpenChange={close} />
    </fieldset>
  );
}

function StepIcon({ milestone }: { milestone: Milestone }) {
  const base =
    "relative z-10 grid size-9 shrink-0 place-items-center rounded-full text-sm font-semibold ring-4 ring-[var(--surface)]";
  if (milestone.status === "APPROVED")
    return (
      <span className={cn(base, "bg-emerald-500 text-white")}>
        <Check className="size-4" aria-hidden />
      </span>
    );
  if (milestone.status === "DISPUTED")
    return (
      <span className={cn(base, "bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-300")}>
        <TriangleAlert className="size-4" aria-hidden />
      </span>
    );
  if (milestone.status === "CANCELLED")
    return <span className={cn(base, "bg-surface-muted text-muted line-through")}>{milestone.position}</span>;
  const live = milestone.status !== "PENDING";
  return (
    <span
      className={cn(
        base,
        live ? "bg-amber-500 text-stone-950" : "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
      )}
    >
      {milestone.position}
    </span>
  );
}

function Submission({ milestone }: { milestone: Milestone }) {
  const submission = milestone.submission;
  if (!submission) return null;
  return (
    <div className="mt-3 rounded-xl border border-line bg-surface-muted/50 p-3 text-sm">
      <p className="text-xs text-muted">
        Delivered <RelativeTime iso={submission.submittedAt} />
        {milestone.submissions.length > 1 ? ` · submission ${milestone.submissions.length}` : ""}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-fg">{submission.note}</p>
      {submission.files.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {submission.files.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => void downloadProjectFile(file)}
                className="inline-flex max-w-full items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 py-1 text-xs font-medium text-fg hover:border-amber-400"
                aria-label={`Download ${file.fileName}`}
              >
                <FileText className="size-3.5 shrink-0 text-muted" aria-hidden />
                <span className="truncate">{file.fileName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DisputeNote({ project, milestone }: { project: Project; milestone: Milestone }) {
  const [open, setOpen] = useState(false);
  const party = project.viewerSide === "COMPANY" || project.viewerSide === "FREELANCER";
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
      <p className="flex items-start gap-2">
        <Flag className="mt-0.5 size-4 shrink-0" aria-hidden />
        Frozen while a Crewlance admin reviews the dispute. Both sides hear the outcome.
      </p>
      {party && milestone.disputeId ? (
        <>
          <Button size="sm" variant="secondary" className="shrink-0" onClick={() => setOpen(true)}>
            Add your statement
          </Button>
          <StatementDialog
            projectId={project.id}
            milestone={milestone}
            disputeId={milestone.disputeId}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      ) : null}
    </div>
  );
}

const OUTCOME_TITLE = {
  RELEASE: "Dispute resolved: released in full",
  REFUND: "Dispute resolved: refunded in full",
  SPLIT: "Dispute resolved: split",
} as const;

/**
 * What an admin's resolution sent where, on both sides' cards: a split shows the share released
 * and the share refunded, so it never reads as a full payment (decisions 0037, 0079).
 */
function ResolutionNote({
  project,
  resolution,
}: {
  project: Project;
  resolution: NonNullable<Milestone["resolution"]>;
}) {
  const freelancer = project.viewerSide === "FREELANCER" ? "you" : project.freelancer.name;
  const company = project.viewerSide === "COMPANY" ? "you" : project.company.name;
  return (
    <div className="mt-3 rounded-xl border border-line bg-surface-muted/50 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-fg">
        <Scale className="size-4 shrink-0 text-muted" aria-hidden />
        {OUTCOME_TITLE[resolution.outcome]}
      </p>
      <dl className="mt-2 space-y-1">
        {resolution.releasedAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Released to {freelancer}</dt>
            <dd className="shrink-0 font-semibold whitespace-nowrap text-fg">
              <Amount paise={resolution.releasedAmount} />
            </dd>
          </div>
        ) : null}
        {resolution.refundedAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">
              Refunded to {company}
              {resolution.refundedFee > 0 ? (
                <span className="block text-xs">
                  and <Amount paise={resolution.refundedFee} /> of the client fee
                </span>
              ) : null}
            </dt>
            <dd className="shrink-0 font-semibold whitespace-nowrap text-fg">
              <Amount paise={resolution.refundedAmount} />
            </dd>
          </div>
        ) : null}
      </dl>
      {resolution.note ? (
        <p className="mt-2 text-xs whitespace-pre-line break-words text-muted">
          <span className="font-medium">Admin's note: </span>
          {resolution.note}
        </p>
      ) : null}
    </div>
  );
}

function MilestoneStep({ project, milestone, last }: { project: Project; milestone: Milestone; last: boolean }) {
  const awaiting = milestone.proposal === "AWAITING";
  const badge = milestoneStatusBadge(milestone);
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0">
      {last ? null : <span className="absolute top-9 bottom-0 left-[17px] w-0.5 bg-line" aria-hidden />}
      <StepIcon milestone={milestone} />
      <article
        aria-label={`Milestone ${milestone.position}: ${milestone.title}`}
        className={cn(
          "min-w-0 flex-1 rounded-xl border border-line bg-surface p-4",
          milestone.status === "CANCELLED" && "opacity-70",
          milestone.actions.length > 0 && "border-amber-300 dark:border-amber-500/40",
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-fg">{milestone.title}</h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
              {milestone.dueDate ? (
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3" aria-hidden /> Due {formatDay(milestone.dueDate)}
                </span>
              ) : (
                <span>No due date</span>
              )}
              {milestone.proposedBy === "FREELANCER" ? <span>· Proposed by the freelancer</span> : null}
            </p>
          </div>
          <div className="text-right">
            <p className="text-lg font-semibold text-fg tabular-nums">{formatPaise(milestone.amount)}</p>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {awaiting ? (
            <Badge tone="warning">Proposal · waiting for the company</Badge>
          ) : (
            <Badge tone={badge.tone}>{badge.label}</Badge>
          )}
          {milestone.autoApproved ? <Badge tone="neutral">Approved automatically</Badge> : null}
          {milestone.status === "SUBMITTED" && milestone.autoApproveAt ? (
            <AutoApproveCountdown at={milestone.autoApproveAt} />
          ) : null}
        </div>
        {milestone.status === "REVISION_REQUESTED" && milestone.revisionReason ? (
          <p className="mt-3 rounded-xl border border-orange-200 bg-orange-50 p-3 text-sm whitespace-pre-line text-orange-900 dark:border-orange-500/30 dark:bg-orange-500/10 dark:text-orange-200">
            <span className="font-medium">Revision asked: </span>
            {milestone.revisionReason}
          </p>
        ) : null}
        {milestone.status === "DISPUTED" ? <DisputeNote project={project} milestone={milestone} /> : null}
        {milestone.resolution ? <ResolutionNote project={project} resolution={milestone.resolution} /> : null}
        <Submission milestone={milestone} />
        <FreelancerPayout project={project} milestone={milestone} />
        <MilestoneActions project={project} milestone={milestone} />
      </article>
    </li>
  );
}

/** The milestones in order, each with its state, its delivery and exactly the actions the viewer may take now. */
export function MilestoneTimeline({ project, side }: { project: Project; side: Side | null }) {
  const [adding, setAdding] = useState(false);
  const sorted = [...project.milestones].sort((a, b) => a.position - b.position);
  return (
    <section
      aria-labelledby="milestones-heading"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="milestones-heading" className="text-base font-semibold text-fg">
            Milestones
          </h2>
          <p className="text-sm text-muted">
            {sorted.length} {sorted.length === 1 ? "milestone" : "milestones"} · total{" "}
            <span className="font-medium text-fg">{formatPaise(project.money.total)}</span>
          </p>
        </div>
        {project.canAddMilestone ? (
          <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {side === "FREELANCER" ? "Propose a milestone" : "Add milestone"}
          </Button>
        ) : null}
      </div>
      {sorted.length > 0 ? (
        <ol className="mt-5">
          {sorted.map((milestone, index) => (
            <MilestoneStep
              key={milestone.id}
              project={project}
              milestone={milestone}
              last={index === sorted.length - 1}
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">No milestones yet.</p>
      )}
      <MilestoneFormDialog
        projectId={project.id}
        propose={side === "FREELANCER"}
        open={adding}
        onOpenChange={setAdding}
      />
    </section>
  );
}

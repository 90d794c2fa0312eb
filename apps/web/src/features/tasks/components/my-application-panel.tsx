import { formatPaise } from "@crewlance/contracts/money";
import type { TTask } from "@crewlance/contracts/tasks";
import { FolderKanban } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LinkButton } from "@/components/link-button";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { APPLICATION_STATUS_LABEL, APPLICATION_STATUS_TONE, isLiveApplication } from "@/lib/marketplace/labels";
import { withdrawApplication } from "../api";
import { withdrawConfirmation } from "../confirmations";
import { useConfirmAction } from "../use-confirm-action";

const NEXT: Record<string, string> = {
  PENDING: "The company has not answered yet. You are told as soon as it does.",
  SHORTLISTED: "You are on the company's shortlist. You are told when it decides.",
  ACCEPTED: "The company hired you: the project is waiting.",
  REJECTED: "The company chose another proposal this time.",
  WITHDRAWN: "You took this proposal back.",
};

/** The signed-in freelancer's proposal on this task: its status, and Withdraw while it is live. */
export function MyApplicationPanel({ task }: { task: TTask }) {
  const withdraw = useConfirmAction(withdrawApplication, { success: "Proposal withdrawn" });
  const application = task.myApplication;
  if (!application) return null;
  return (
    <section
      aria-labelledby="my-application-heading"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="my-application-heading" className="text-base font-semibold text-fg">
          Your proposal
        </h2>
        <Badge tone={APPLICATION_STATUS_TONE[application.status]}>{APPLICATION_STATUS_LABEL[application.status]}</Badge>
      </div>
      <p className="mt-1 text-xs text-muted">
        Sent <RelativeTime iso={application.createdAt} />
      </p>
      <p className="mt-3 text-sm font-medium text-fg">
        {formatPaise(application.proposedAmount)} in {application.estimatedDays}{" "}
        {application.estimatedDays === 1 ? "day" : "days"}
      </p>
      <p className="mt-3 text-sm text-muted">{NEXT[application.status]}</p>
      {application.rejectionReason ? (
        <blockquote className="mt-3 rounded-lg border-l-2 border-line bg-surface-muted px-3 py-2 text-sm text-fg">
          {application.rejectionReason}
        </blockquote>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {application.status === "ACCEPTED" && task.projectId ? (
          <LinkButton to={`/project-management/${task.projectId}`} variant="primary">
            <FolderKanban className="size-4" aria-hidden />
            Open the project
          </LinkButton>
        ) : null}
        {isLiveApplication(application.status) ? (
          <Button variant="secondary" onClick={() => withdraw.ask(application.id, withdrawConfirmation(task.title))}>
            Withdraw
          </Button>
        ) : null}
        <LinkButton to="/my-applications" variant="ghost">
          All your applications
        </LinkButton>
      </div>
      <ConfirmDialog {...withdraw.dialog} />
    </section>
  );
}

import type { TMyApplicationItem } from "@crewlance/contracts/applications";
import { formatPaise } from "@crewlance/contracts/money";
import { TASK_CATEGORY_LABELS } from "@crewlance/contracts/tasks";
import { FolderKanban, UsersRound } from "lucide-react";
import { Link } from "react-router";
import { LinkButton } from "@/components/link-button";
import { RelativeTime } from "@/components/relative-time";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_TONE,
  formatBudget,
  formatMatch,
  isLiveApplication,
  matchTone,
} from "@/lib/marketplace/labels";

/** One of the freelancer's proposals: the task, the offer, the status, and what can be done next. */
export function ApplicationRow({ item, onWithdraw }: { item: TMyApplicationItem; onWithdraw: () => void }) {
  return (
    <article
      aria-label={`Proposal to ${item.task.title}`}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:p-5"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={APPLICATION_STATUS_TONE[item.status]}>{APPLICATION_STATUS_LABEL[item.status]}</Badge>
          <span className="text-xs text-muted">
            {TASK_CATEGORY_LABELS[item.task.category]} · sent <RelativeTime iso={item.createdAt} />
          </span>
        </div>
        <h3 className="mt-1.5 font-semibold text-fg">
          <Link
            to={`/tasks/${item.task.id}`}
            className="hover:text-amber-700 hover:underline dark:hover:text-amber-400"
          >
            {item.task.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <Avatar src={item.task.company.logoUrl} name={item.task.company.name} size="xs" className="rounded-md" />
          {item.task.company.name}
        </p>
        {item.team ? (
          <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-sm text-muted">
            <UsersRound className="size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            <span className="min-w-0 truncate">
              Sent as the team{" "}
              <Link
                to={`/team/${item.team.id}`}
                className="font-medium text-fg hover:text-amber-700 hover:underline dark:hover:text-amber-400"
              >
                {item.team.name}
              </Link>
            </span>
          </p>
        ) : null}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <div className="flex gap-1">
            <dt>Your offer</dt>
            <dd className="font-medium text-fg">
              {formatPaise(item.proposedAmount)} in {item.estimatedDays} {item.estimatedDays === 1 ? "day" : "days"}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Budget</dt>
            <dd className="font-medium text-fg">{formatBudget(item.task)}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">Skill match</dt>
            <dd>
              <Badge tone={matchTone(item.match)}>{formatMatch(item.match)}</Badge>
            </dd>
          </div>
        </dl>
        {item.status === "REJECTED" && item.rejectionReason ? (
          <p className="mt-2 text-sm text-muted">
            <span className="font-medium text-fg">The company said:</span> {item.rejectionReason}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.status === "ACCEPTED" && item.projectId ? (
          <LinkButton to={`/project-management/${item.projectId}`} variant="primary">
            <FolderKanban className="size-4" aria-hidden />
            Open the project
          </LinkButton>
        ) : null}
        {isLiveApplication(item.status) ? (
          <Button variant="secondary" onClick={onWithdraw}>
            Withdraw
          </Button>
        ) : null}
      </div>
    </article>
  );
}

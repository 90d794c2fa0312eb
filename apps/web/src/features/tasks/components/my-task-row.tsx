import type { TMyTaskItem } from "@crewlance/contracts/tasks";
import { FolderKanban, Inbox, Pencil } from "lucide-react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { formatBudget, formatDay, TASK_STATUS_LABEL, TASK_STATUS_TONE } from "@/lib/marketplace/labels";

/** One of the company's own tasks: its state, what waits for review, and where to act on it. */
export function MyTaskRow({ task }: { task: TMyTaskItem }) {
  const counts = task.applicationCounts;
  const toReview = counts.PENDING;
  const total = counts.PENDING + counts.SHORTLISTED + counts.ACCEPTED + counts.REJECTED;
  return (
    <article className="group relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm transition hover:border-amber-300 sm:flex-row sm:items-center sm:p-5 dark:hover:border-amber-500/50">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={TASK_STATUS_TONE[task.status]}>{TASK_STATUS_LABEL[task.status]}</Badge>
          <span className="text-xs text-muted">
            {task.publishedAt ? (
              <>
                Posted <RelativeTime iso={task.publishedAt} />
              </>
            ) : (
              <>
                Saved <RelativeTime iso={task.createdAt} />
              </>
            )}{" "}
            · due {formatDay(task.deadline)}
          </span>
        </div>
        <h3 className="mt-1.5 truncate font-semibold text-fg">
          <Link
            to={`/tasks/${task.id}`}
            className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-amber-700 dark:group-hover:text-amber-400"
          >
            {task.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-muted">{formatBudget(task)}</p>
      </div>
      <div className="relative flex flex-wrap items-center gap-2 text-sm">
        {task.status === "DRAFT" ? (
          <Link
            to={`/post-task?edit=${task.id}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-3 font-medium text-fg hover:bg-surface-muted"
          >
            <Pencil className="size-3.5" aria-hidden />
            Edit draft
          </Link>
        ) : (
          <>
            <span className="inline-flex items-center gap-1.5 text-muted">
              <Inbox className="size-4" aria-hidden />
              {total} {total === 1 ? "application" : "applications"}
            </span>
            {toReview > 0 ? <Badge tone="accent">{toReview} to review</Badge> : null}
            {counts.SHORTLISTED > 0 ? <Badge>{counts.SHORTLISTED} shortlisted</Badge> : null}
          </>
        )}
        {task.projectId ? (
          <Link
            to={`/project-management/${task.projectId}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-line px-3 font-medium text-fg hover:bg-surface-muted"
          >
            <FolderKanban className="size-3.5" aria-hidden />
            Project
          </Link>
        ) : null}
      </div>
    </article>
  );
}

import type { TAdminAuditEntry, TAdminReadAction } from "@crewlance/contracts/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { formatListTotal, PagedList } from "@/components/paged-list";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format";
import { adminAuditLogQuery } from "../admin-api";

const ACTION_LABEL: Record<TAdminReadAction, string> = {
  PROJECT_VIEWED: "Viewed the project",
  PROJECT_ACTIVITY_VIEWED: "Viewed the activity",
  PROJECT_FILES_LISTED: "Listed the files",
  PROJECT_FILE_DOWNLOADED: "Downloaded a file",
  TASK_VIEWED: "Viewed the task",
  CONVERSATION_OPENED: "Opened the conversation",
  MESSAGES_READ: "Read the messages",
  CHAT_ATTACHMENT_DOWNLOADED: "Downloaded a chat attachment",
  ADMIN_GRANTED: "Made a person an administrator",
};

function AuditRow({ entry }: { entry: TAdminAuditEntry }) {
  const at = new Date(entry.createdAt);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4 sm:px-5">
      <time dateTime={entry.createdAt} className="shrink-0 text-muted tabular-nums sm:w-40">
        {formatDateTime(at)}
      </time>
      <p className="min-w-0 flex-1 text-fg">
        <span className="font-medium">{entry.admin.fullName}</span> · {ACTION_LABEL[entry.action]}
        {entry.project ? (
          <>
            {" in "}
            <Link
              to={`/project-management/${entry.project.id}`}
              className="font-medium underline-offset-2 hover:underline"
            >
              {entry.project.title ?? "a deleted project"}
            </Link>
          </>
        ) : null}
      </p>
      {entry.subjectId ? (
        <span className="truncate font-mono text-xs text-muted" title="What was read inside the project">
          {entry.subjectId}
        </span>
      ) : null}
    </li>
  );
}

/** Every admin read of a disputed project (GET /admin/audit-log, decision 0080), newest first. */
export function AdminAuditLogPanel() {
  const ids = useId();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...adminAuditLogQuery(page), placeholderData: keepPreviousData });
  const pagination = query.data?.pagination;

  return (
    <Card id="audit-log" className="scroll-mt-20 p-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2 p-4 sm:p-5">
        <div>
          <h2 id={`${ids}-title`} className="text-base font-semibold text-fg">
            Audit log
          </h2>
          <p className="mt-1 text-sm text-muted">What admins read in disputed projects, newest first.</p>
        </div>
        {pagination ? (
          <p className="text-sm text-muted" aria-live="polite">
            {formatListTotal(pagination)} {pagination.totalCount === 1 && !pagination.capped ? "read" : "reads"}
          </p>
        ) : null}
      </div>
      <PagedList
        query={query}
        variant="card"
        errorFallback="The audit log could not be loaded."
        errorClassName="border-t border-line p-4 text-sm text-muted sm:p-5"
        paginationClassName="border-t border-line px-4 py-3 sm:px-5"
        onPageChange={setPage}
        skeleton={
          <div className="space-y-2 border-t border-line p-4 sm:p-5">
            <span className="sr-only">Loading the audit log</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-10" />
            ))}
          </div>
        }
        empty={
          <div className="border-t border-line p-4 sm:p-5">
            <EmptyState
              compact
              icon={ScrollText}
              title="No reads yet"
              description="Each time an admin opens a disputed project, its files or its conversation, a line appears here."
            />
          </div>
        }
      >
        {(items, { stale, fetching }) => (
          <ul
            aria-labelledby={`${ids}-title`}
            aria-busy={fetching || undefined}
            className={cn("divide-y divide-[var(--border)] border-t border-line", stale && "opacity-60")}
          >
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </PagedList>
    </Card>
  );
}

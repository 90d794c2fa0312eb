import type { TWalletAuditEntry } from "@crewlance/contracts/wallet";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { Amount } from "@/components/amount";
import { EmptyState } from "@/components/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "../labels";
import { auditLogQuery } from "./admin-api";

const ACTION_LABEL: Record<TWalletAuditEntry["action"], string> = {
  WITHDRAWAL_PAID: "Marked a withdrawal paid",
  WITHDRAWAL_FAILED: "Marked a withdrawal failed",
  ADJUSTMENT: "Made an adjustment",
  LEDGER_CHECK: "Ran the ledger check",
};

/** What administrators did with money, newest first. */
export function AuditLog() {
  const query = useInfiniteQuery(auditLogQuery);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="p-0" role="region" aria-labelledby="audit-log-title">
      <div className="border-b border-line p-4 sm:p-5">
        <h2 id="audit-log-title" className="text-base font-semibold text-fg">
          Audit log
        </h2>
        <p className="text-sm text-muted">Every money action taken by an administrator.</p>
      </div>
      {query.isPending ? (
        <Skeleton className="m-5 h-20" />
      ) : query.isError ? (
        <p role="alert" className="p-5 text-sm text-fg">
          {errorMessage(query.error)}
        </p>
      ) : items.length === 0 ? (
        <EmptyState
          compact
          className="m-4 border-0"
          icon={ScrollText}
          title="Nothing recorded yet"
          description="Payouts, adjustments and ledger checks appear here."
        />
      ) : (
        <ul aria-label="Audit entries" className="divide-y divide-(--border)">
          {items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
              <div className="min-w-0">
                <p className="text-sm text-fg">
                  <span className="font-medium">{entry.admin.fullName}</span> {ACTION_LABEL[entry.action].toLowerCase()}
                  {entry.targetUser ? (
                    <>
                      {" for "}
                      <span className="font-medium">{entry.targetUser.fullName}</span>
                    </>
                  ) : null}
                </p>
                {entry.reason ? <p className="text-xs text-muted">“{entry.reason}”</p> : null}
                <p className="text-xs text-muted">
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </p>
              </div>
              {entry.amount !== null ? (
                <span className="text-sm font-semibold">
                  <Amount paise={entry.amount} signed={entry.action === "ADJUSTMENT"} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-line p-3">
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

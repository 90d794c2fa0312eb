import type { TModerationQueueItem } from "@crewlance/contracts/safety";
import { REPORT_REASON_LABELS } from "@crewlance/contracts/safety";
import { Flag } from "lucide-react";
import { Link } from "react-router";
import { RelativeTime } from "@/components/relative-time";
import { Badge } from "@/components/ui/badge";
import { ITEM_KIND_LABELS } from "../labels";

/** One reported item: what it is, whose, how often and why it was reported. */
export function QueueRow({ item }: { item: TModerationQueueItem }) {
  const label = item.itemLabel ?? "No longer available";
  return (
    <li>
      <Link
        to={`/admin/moderation/items/${item.itemKind}/${item.itemId}`}
        className="block space-y-2 px-4 py-4 hover:bg-surface-muted/60 focus-visible:bg-surface-muted/60 sm:px-5"
      >
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge>{ITEM_KIND_LABELS[item.itemKind]}</Badge>
          {item.flagged ? (
            <Badge tone="warning">
              <Flag className="size-3" aria-hidden />
              Flagged
            </Badge>
          ) : null}
          <Badge tone={item.reportCount > 1 ? "danger" : "accent"}>
            {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
          </Badge>
          <span className="ml-auto text-xs text-muted">
            Last reported <RelativeTime iso={item.lastReportedAt} />
          </span>
        </div>
        <p className="font-semibold break-words text-fg">{label}</p>
        {item.preview ? <p className="line-clamp-2 text-sm break-words text-muted">{item.preview}</p> : null}
        <p className="text-sm text-muted">
          {item.subject ? (
            <>
              By <span className="text-fg">{item.subject.fullName}</span> · {item.subject.email}
            </>
          ) : (
            "Owner unknown"
          )}
        </p>
        <p className="text-xs text-muted">
          {item.reasons.map((reason) => `${REPORT_REASON_LABELS[reason.reason]} (${reason.count})`).join(" · ")}
        </p>
      </Link>
    </li>
  );
}

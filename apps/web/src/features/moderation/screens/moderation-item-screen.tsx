import { REPORT_ITEM_KINDS, type TReportItemKind } from "@crewlance/contracts/safety";
import { useQuery } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Flag } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { itemQuery } from "../api";
import { ActionForm } from "../components/action-form";
import { EarlierActions, ItemContext, ItemReports } from "../components/item-detail";
import { ITEM_KIND_LABELS } from "../labels";

const isKind = (value: string | undefined): value is TReportItemKind =>
  (REPORT_ITEM_KINDS as readonly string[]).includes(value ?? "");

function BackLink() {
  return (
    <Link
      to="/admin/moderation"
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to the queue
    </Link>
  );
}

function ItemDetail({ kind, id }: { kind: TReportItemKind; id: string }) {
  const query = useQuery(itemQuery(kind, id));
  if (query.isPending)
    return (
      <div className="space-y-3">
        <span className="sr-only">Loading the item</span>
        <Skeleton className="h-12 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={AlertCircle}
        title="Could not load this item"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Try again</Button>}
      />
    );
  const detail = query.data;
  const { item } = detail;
  return (
    <>
      <PageHeader
        title={item.itemLabel ?? "No longer available"}
        description={
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge>{ITEM_KIND_LABELS[item.itemKind]}</Badge>
            {detail.hidden ? <Badge tone="danger">Hidden</Badge> : null}
            {item.flagged ? (
              <Badge tone="warning">
                <Flag className="size-3" aria-hidden />
                Flagged
              </Badge>
            ) : null}
            {item.subject ? (
              <span>
                By {item.subject.fullName} · {item.subject.email}
              </span>
            ) : null}
          </span>
        }
      />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-3">
          <ItemContext context={detail.context} />
          <ItemReports reports={detail.reports} />
          <EarlierActions detail={detail} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-6 lg:col-span-2">
          <ActionForm detail={detail} />
        </div>
      </div>
    </>
  );
}

/** /admin/moderation/items/:kind/:id — one reported item with its context, reports, history and actions. */
export default function ModerationItemScreen() {
  const { kind, id } = useParams();
  return (
    <div>
      <BackLink />
      {isKind(kind) && id ? (
        <ItemDetail kind={kind} id={id} />
      ) : (
        <EmptyState icon={AlertCircle} title="Not found" description="There is no reported item at this address." />
      )}
    </div>
  );
}
